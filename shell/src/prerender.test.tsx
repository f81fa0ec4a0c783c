/** @jest-environment node */
import type * as RemoteSlotModule from './federation/RemoteSlot';
import { RemoteSlots } from './federation/RemoteSlot';
import { prerender, type PrerenderedPage } from './prerender';

// The slot provider in the trees the build pre-renders: the same RemoteSlots, counted, or swapped for a bare
// pass-through to see the markup without it.
jest.mock('./federation/RemoteSlot', () => {
  const actual = jest.requireActual<typeof RemoteSlotModule>('./federation/RemoteSlot');
  return { ...actual, RemoteSlots: jest.fn(actual.RemoteSlots) };
});

const slots = jest.mocked(RemoteSlots);
const actualSlots = slots.getMockImplementation()!;

describe.each<PrerenderedPage>(['home', 'frame', 'notfound'])('the pre-rendered %s page', (page) => {
  afterEach(() => slots.mockImplementation(actualSlots));

  it('provides the slot renderer (a page composing another remote gets it from its first render)', () => {
    slots.mockClear();
    prerender(page);
    expect(slots).toHaveBeenCalled();
  });

  it('is the same markup, byte for byte, as without the slot provider: it draws nothing of its own', () => {
    const withSlots = prerender(page);
    slots.mockImplementation(({ children }) => <>{children}</>);
    const without = prerender(page);
    expect(withSlots).toBe(without);
    expect(withSlots.length).toBeGreaterThan(1000);
  });
});

describe('the pre-rendered not-found page', () => {
  it('draws the not-found page of docs/spec.md §2.19 inside the frame, with its link home working before JavaScript', () => {
    const html = prerender('notfound');
    expect(html).toContain('404 Page Not Found');
    expect(html).toContain('The page you are looking for has moved, or never existed.');
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Back to Home<\/a>/);
    expect(html).toContain('Skip to content');
  });
});
