import { PREVIEW_BAR_ELEMENT_ID } from '@kingside/contracts';
import { Link, MemoryRouter, Route, Routes } from '@kingside/ui';
import { fireEvent, render, screen } from '@testing-library/react';
import { PreviewBarBack } from './PreviewBarBack';

/** The bar as the server writes it outside #root (api/src/deployments/previewLinks.ts), its way back the page it drew. */
function serverBar(back: string): HTMLInputElement {
  const bar = document.createElement('div');
  bar.id = PREVIEW_BAR_ELEMENT_ID;
  bar.innerHTML = `<form method="post" action="/api/preview/exit"><input type="hidden" name="back" value="${back}"><button type="submit">Exit preview</button></form>`;
  document.body.prepend(bar);
  return bar.querySelector('input')!;
}

afterEach(() => document.getElementById(PREVIEW_BAR_ELEMENT_ID)?.remove());

const app = (
  <MemoryRouter initialEntries={['/shop']}>
    <PreviewBarBack />
    <Routes>
      <Route path="*" element={<Link to="/shop/3?tab=reviews">Product 3</Link>} />
    </Routes>
  </MemoryRouter>
);

it("keeps the preview bar's way back on the page shown as the visitor moves through the site", () => {
  const back = serverBar('/shop');
  render(app);
  expect(back.value).toBe('/shop');
  fireEvent.click(screen.getByRole('link', { name: 'Product 3' }));
  expect(back.value).toBe('/shop/3?tab=reviews');
});

it('does nothing where there is no bar', () => {
  render(app);
  fireEvent.click(screen.getByRole('link', { name: 'Product 3' }));
  expect(document.getElementById(PREVIEW_BAR_ELEMENT_ID)).toBeNull();
});
