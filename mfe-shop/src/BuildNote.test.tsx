import { AppProviders, makeStore, MemoryRouter, Route, Routes } from '@kingside/ui';
import { render, screen } from '@testing-library/react';
import ShopRoutes from './ShopRoutes';

/**
 * The label a published build carries (issue 20): webpack defines process.env.KINGSIDE_BUILD_LABEL as a string in
 * the shop's bundles; under jest buildLabel() reads the variable itself.
 */
const LABEL = 'KINGSIDE_BUILD_LABEL';

/** The shop as the shell mounts it, at /shop/*, with the api never answering (the note needs no data). */
function renderShopAt(url: string) {
  globalThis.fetch = jest.fn(() => new Promise<Response>(() => undefined)) as typeof fetch;
  render(
    <AppProviders store={makeStore()}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/shop/*" element={<ShopRoutes />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

const original = { fetch: globalThis.fetch, label: process.env[LABEL] };
afterEach(() => {
  globalThis.fetch = original.fetch;
  if (original.label === undefined) delete process.env[LABEL];
  else process.env[LABEL] = original.label;
});

describe('the build label on the shop’s pages', () => {
  it.each(['/shop', '/shop/3'])('shows "Build: <label>" at the top of %s when the build has one', (url) => {
    process.env[LABEL] = 'Release candidate';
    renderShopAt(url);
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent(/^Build: Release candidate$/);
    expect(note).toBeVisible();
    // Above the page itself: the first thing in the section.
    expect(note.parentElement!.firstElementChild).toBe(note);
  });

  it.each([
    ['has no label', undefined],
    ['has an empty label', ''],
  ])('shows nothing when the build %s', (_, label) => {
    if (label === undefined) delete process.env[LABEL];
    else process.env[LABEL] = label;
    renderShopAt('/shop');
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.queryByText(/^Build:/)).toBeNull();
  });
});
