import { NotFound, Route, Routes } from '@kingside/ui';
import { ListPage } from '../kit/ListPage';
import { orderList } from './orderList';
import { OrderPage } from './OrderPage';

/** /admin/orders and /admin/orders/{id}: loaded when an administrator first opens one of them (AdminRoutes). */
export default function OrdersRoutes() {
  return (
    <Routes>
      <Route index element={<ListPage list={orderList} />} />
      <Route path=":id" element={<OrderPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
