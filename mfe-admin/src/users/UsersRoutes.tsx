import { NotFound, Route, Routes } from '@kingside/ui';
import { ListPage } from '../kit/ListPage';
import { userList } from './userList';
import { UserPage } from './UserPage';

/** /admin/users and /admin/users/{id}: loaded when an administrator first opens one of them (AdminRoutes). */
export default function UsersRoutes() {
  return (
    <Routes>
      <Route index element={<ListPage list={userList} />} />
      <Route path=":id" element={<UserPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
