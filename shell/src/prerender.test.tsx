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

describe.each<PrerenderedPage>(['home', 'frame'])('the pre-rendered %s page', (page) => {
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
