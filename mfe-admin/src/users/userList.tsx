import { ROUTES, type AdminUserRow } from '@kingside/contracts';
import { ACCOUNT_API, ADMIN_USERS_DEFAULT_LIMIT } from '@kingside/contracts/admin';
import type { ListDefinition } from '../kit/list';
import { USERS_COPY } from './copy';
import { USER_COLUMNS } from './userColumns';

/** /admin/users: every account in id order, searched by name, username and e-mail. */
export const userList: ListDefinition<AdminUserRow> = {
  endpoint: ACCOUNT_API.users,
  labels: { singular: 'user', plural: 'users', title: 'Users' },
  columns: [
    { ...USER_COLUMNS.username, link: true },
    USER_COLUMNS.name,
    USER_COLUMNS.email,
    USER_COLUMNS.role,
    USER_COLUMNS.status,
    USER_COLUMNS.joined,
  ],
  filters: [
    {
      param: 'initiativeMember',
      label: USERS_COPY.initiativeFilter,
      options: [
        { value: 'true', label: USERS_COPY.initiativeMembers },
        { value: 'false', label: USERS_COPY.notInitiativeMembers },
      ],
    },
  ],
  itemPath: ROUTES.adminUser,
  pageSize: ADMIN_USERS_DEFAULT_LIMIT,
};
