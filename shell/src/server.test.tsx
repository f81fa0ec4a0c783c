/** @jest-environment node */
import type * as RemoteSlotModule from './federation/RemoteSlot';
import { SERVER_SHARED_MODULES } from '@kingside/contracts';
import { useState } from 'react';
import { RemoteSlots } from './federation/RemoteSlot';
import { prerender, ready, renderPage, shared, type PrerenderedPage } from './server';

// The slot provider in the trees the build pre-renders: the same RemoteSlots, counted, or swapped for a bare
// pass-through to see the markup without it.
jest.mock('./federation/RemoteSlot', () => {
  const actual = jest.requireActual<typeof RemoteSlotModule>('./federation/RemoteSlot');
  return { ...actual, RemoteSlots: jest.fn(actual.RemoteSlots) };
});

const slots = jest.mocked(RemoteSlots);

// The shell's pages drawn from chunks of their own are loaded first, as the build does.
beforeAll(() => ready());

/** The section's loading placeholder (RemoteSection's SectionLoading). */
const PLACEHOLDER = /<div aria-busy="true"[^>]*><span class="visually-hidden" role="status">Loading<\/span>/;
const actualSlots = slots.getMockImplementation()!;

describe.each<PrerenderedPage>(['home', 'about', 'contact', 'revival', 'frame', 'notfound'])('the pre-rendered %s page', (page) => {
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

describe('the shell’s own pages, pre-rendered whole', () => {
  it.each([
    ['about', 'Meet Our Team', '/about'],
    ['contact', 'Contact Us', null],
    ['revival', 'Chess for Revival', '/revival'],
  ] as const)('draws %s’s whole content in its frame, its header link current where it has one', (page, text, link) => {
    const html = prerender(page);
    expect(html).toContain(text);
    expect(html).toContain('Skip to content');
    expect(/<a aria-current="page"[^>]*href="([^"]*)"/.exec(html)?.[1] ?? null).toBe(link);
  });
});

describe('renderPage (contracts’ ShellServer)', () => {
  function Section() {
    return <p>The shop’s page</p>;
  }

  it('draws the section’s component where App mounts its module, inside the frame, with the section’s link current', () => {
    const html = renderPage('/shop?page=2', { remote: 'shop', exposes: './Routes', component: Section, results: [] }, null);
    expect(html).toContain('<p>The shop’s page</p>');
    expect(html).toContain('Skip to content');
    expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*href="\/shop"|<a[^>]*href="\/shop"[^>]*aria-current="page"/);
    expect(html).not.toMatch(PLACEHOLDER);
  });

  it('draws the section’s placeholder when it has no section, and a frameless page without the frame', () => {
    const cart = renderPage('/cart', null, null);
    expect(cart).toMatch(PLACEHOLDER);
    expect(cart).toContain('Skip to content');
    const signIn = renderPage('/auth', null, null);
    expect(signIn).toMatch(PLACEHOLDER);
    expect(signIn).not.toContain('Skip to content');
  });

  it('draws a guest’s Sign In for a browser that keeps no session, and keeps its room blank for anyone else', () => {
    const signInLink = /<a[^>]*href="\/auth"[^>]*>Sign In<\/a>/;
    expect(renderPage('/cart', null, { cart: false, member: false })).toMatch(signInLink);
    expect(renderPage('/cart', null, { cart: true, member: true })).not.toMatch(signInLink);
    expect(renderPage('/cart', null, null)).not.toMatch(signInLink);
    expect(renderPage('/cart', null, null)).toContain('aria-hidden="true"');
  });

  it('does not draw a component named for another module', () => {
    const html = renderPage('/shop', { remote: 'shop', exposes: './Other', component: Section, results: [] }, null);
    expect(html).not.toContain('The shop’s page');
    expect(html).toMatch(PLACEHOLDER);
  });

  it('shares the modules of contracts’ SERVER_SHARED_MODULES, each its namespace', () => {
    expect(Object.keys(shared).sort()).toEqual([...SERVER_SHARED_MODULES].sort());
    expect((shared.react as { useState: unknown }).useState).toBe(useState);
  });
});
