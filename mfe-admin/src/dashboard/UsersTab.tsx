import { TOAST } from '@kingside/contracts';
import { ACCOUNT_API, ADMIN_USERS_DEFAULT_LIMIT } from '@kingside/contracts/admin';
import { useState } from 'react';
import { ListResults } from '../kit/ListResults';
import { USER_COLUMNS } from '../users/userColumns';

const COLUMNS = [
  USER_COLUMNS.id,
  USER_COLUMNS.username,
  USER_COLUMNS.email,
  USER_COLUMNS.role,
  USER_COLUMNS.status,
  USER_COLUMNS.initiative,
];

/** The All Users tab (docs/spec.md §2.17), a page at a time. */
export function UsersTab() {
  const [offset, setOffset] = useState(0);
  const limit = ADMIN_USERS_DEFAULT_LIMIT;
  return (
    <ListResults
      endpoint={ACCOUNT_API.users}
      url={`${ACCOUNT_API.users}?limit=${limit}&offset=${offset}`}
      label="All users"
      columns={COLUMNS}
      offset={offset}
      pageSize={limit}
      onPage={setOffset}
      texts={{ loading: 'Loading users…', empty: 'No users found', failed: TOAST.usersLoadFailed }}
    />
  );
}
