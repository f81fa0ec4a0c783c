import { NotFound, Route, Routes, useParams } from '@kingside/ui';
import { BuildNote } from './BuildNote';
import { ShopPage } from './catalog/ShopPage';
import { ProductPage } from './product/ProductPage';

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
        <Route index element={<ShopPage />} />
        <Route path=":id" element={<ProductRoute />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </>
  );
}
