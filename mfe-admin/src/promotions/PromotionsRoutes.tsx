import { NotFound, Route, Routes } from '@kingside/ui';
import { ListPage } from '../kit/ListPage';
import { bundleList, discountCodeList } from './lists';
import { BundleCreatePage, BundleEditPage, CodeCreatePage, CodeEditPage } from './pages';

/**
 * /admin/discount-codes and /admin/bundles (issue 44 point 1, docs/spec.md §2.35): the kit's list page, a create page
 * and an edit page each. Loaded when an administrator first opens one of them (AdminRoutes).
 */
export default function PromotionsRoutes({ kind }: { kind: 'codes' | 'bundles' }) {
  return kind === 'codes' ? (
    <Routes>
      <Route index element={<ListPage list={discountCodeList} />} />
      <Route path="new" element={<CodeCreatePage />} />
      <Route path=":id" element={<CodeEditPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  ) : (
    <Routes>
      <Route index element={<ListPage list={bundleList} />} />
      <Route path="new" element={<BundleCreatePage />} />
      <Route path=":id" element={<BundleEditPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
