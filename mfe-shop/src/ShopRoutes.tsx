import { PLACEHOLDER_COUNTS } from '@kingside/contracts';
import { NotFound, Route, Routes, useParams } from '@kingside/ui';
import { lazyWithPreload } from '@kingside/ui/lazyWithPreload';
import { PagedListSkeleton } from '@kingside/ui/parts';
import { Suspense } from 'react';
import { BuildNote } from './BuildNote';
import { ProductPageSkeleton } from './product/ProductSkeleton';
import { LOADING_PRODUCTS } from './shopCopy';
// The product page's reviews' endpoint exists with this module: the shell puts the server's reads into the store
// (contracts' SectionHandover) once this module has loaded, before the page's own chunk has. (The list's and the
// product's reads are @kingside/ui's commerceApi.)
import './reviews/reviewsApi';

// The list and the product page are chunks of their own: a first visit to one does not download the other (the list's
// parts, @kingside/ui/parts' PagedList and the cards; the product's quantity stepper and its reviews).
const ShopPage = lazyWithPreload(() => import('./catalog/ShopPage').then(({ ShopPage }) => ({ default: ShopPage })));
const ProductPage = lazyWithPreload(() => import('./product/ProductPage').then(({ ProductPage }) => ({ default: ProductPage })));

/**
 * Loads the chunk the page at `pathname` is drawn with (contracts' SectionModule.preloadFor): the server awaits it before
 * rendering the list or a product's page (src/server.tsx), the shell before its first render of a page the server
 * rendered, so that render draws the page itself, not its skeleton. Paths as ShopRoutes matches them, under /shop.
 */
export function preloadFor({ pathname }: { pathname: string }): Promise<unknown> {
  const [id, ...more] = pathname.split('/').filter(Boolean).slice(1);
  if (!id) return ShopPage.preload();
  return more.length ? Promise.resolve() : ProductPage.preload();
}

/** A fresh page per product: moving from one product to another starts again at quantity 1. */
function ProductRoute() {
  const { id } = useParams();
  return <ProductPage key={id} />;
}

/**
 * The shop section, mounted by the shell at /shop/* (docs/spec.md §2: /shop and /shop/{id}), below the build's
 * label when it has one (BuildNote).
 */
export default function ShopRoutes() {
  return (
    <>
      <BuildNote />
      <Routes>
        <Route
          index
          element={
            <Suspense fallback={<PagedListSkeleton columns={4} count={PLACEHOLDER_COUNTS.shopList} label={LOADING_PRODUCTS} />}>
              <ShopPage />
            </Suspense>
          }
        />
        <Route
          path=":id"
          element={
            <Suspense fallback={<ProductPageSkeleton />}>
              <ProductRoute />
            </Suspense>
          }
        />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </>
  );
}
