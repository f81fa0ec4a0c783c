import { ADMIN_USERS_DEFAULT_LIMIT, TOAST } from '@kingside/contracts';
import { Badge, Skeleton } from '@kingside/ui';
import { useEffect, useState } from 'react';
import { useSignedInAdmin } from '../layout/AdminShell';
import { useAdminGetUsersQuery } from '../session/adminApi';
import { useAdminAuthFailure } from '../session/useAdminAuthFailure';
import { DASH, roleLabel } from './display';
import { LoadError } from '../kit/LoadError';
import { DataTable, FullRow, Pager } from './Table';

const COLUMNS = ['ID', 'Username', 'Email', 'Role', 'Status', 'Initiative'] as const;

/** The All Users tab (docs/spec.md §2), a page at a time. */
export function UsersTab() {
  const { token } = useSignedInAdmin();
  const [offset, setOffset] = useState(0);
  const limit = ADMIN_USERS_DEFAULT_LIMIT;
  const { data, error, isError, isFetching, refetch } = useAdminGetUsersQuery({ token, limit, offset });
  const authFailure = useAdminAuthFailure();
  useEffect(() => {
    if (error) authFailure(error);
  }, [error, authFailure]);

  if (isError && !isFetching) return <LoadError message={TOAST.usersLoadFailed} onRetry={() => void refetch()} />;
  return (
    <div aria-busy={isFetching}>
      <DataTable caption="All users" columns={COLUMNS}>
        {!data ? (
          <FullRow columns={COLUMNS.length}>
            <Skeleton height={18} />
            <span className="visually-hidden" role="status">
              Loading users
            </span>
          </FullRow>
        ) : data.users.length === 0 ? (
          <FullRow columns={COLUMNS.length}>No users found</FullRow>
        ) : (
          data.users.map((user) => (
            <tr key={user.id}>
              <td>{user.id}</td>
              <td>{user.username}</td>
              <td>{user.email}</td>
              <td>
                <Badge tone={user.role === 'admin' ? 'accent' : 'neutral'}>{roleLabel(user.role)}</Badge>
              </td>
              <td>{user.isVerified ? <Badge tone="success">Verified</Badge> : <Badge>Unverified</Badge>}</td>
              <td>{user.initiativeMember ? 'Member' : DASH}</td>
            </tr>
          ))
        )}
      </DataTable>
      {data ? <Pager offset={offset} limit={limit} total={data.total} onChange={setOffset} disabled={isFetching} /> : null}
    </div>
  );
}
