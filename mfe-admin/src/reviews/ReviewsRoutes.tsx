import { NotFound, Route, Routes } from '@kingside/ui';
import { ListPage } from '../kit/ListPage';
import { reviewList } from './reviewList';

/** /admin/reviews: loaded when an administrator first opens it (AdminRoutes). A review has no page of its own. */
export default function ReviewsRoutes() {
  return (
    <Routes>
      <Route index element={<ListPage list={reviewList} />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
