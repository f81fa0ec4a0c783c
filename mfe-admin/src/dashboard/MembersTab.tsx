import { ADMIN_USERS_DEFAULT_LIMIT, TOAST } from '@kingside/contracts';
import { Skeleton } from '@kingside/ui';
import { useEffect, useState } from 'react';
import { useSignedInAdmin } from '../layout/AdminShell';
import { useAdminGetUsersQuery } from '../session/adminApi';
import { useAdminAuthFailure } from '../session/useAdminAuthFailure';
import { fullName, joinedOn, orDash } from './display';
import { LoadError } from '../kit/LoadError';
import { DataTable, FullRow, Pager } from './Table';

const COLUMNS = ['ID', 'Name', 'Email', 'Age Group', 'Experience', 'Joined On'] as const;

/** The Initiative Members tab (docs/spec.md §2): Chess for Revival members, with their total. */
export function MembersTab() {
  const { token } = useSignedInAdmin();
  const [offset, setOffset] = useState(0);
  const limit = ADMIN_USERS_DEFAULT_LIMIT;
  const { data, error, isError, isFetching, refetch } = useAdminGetUsersQuery({ token, limit, offset, initiativeMember: true });
  const authFailure = useAdminAuthFailure();
  useEffect(() => {
    if (error) authFailure(error);
  }, [error, authFailure]);

  if (isError && !isFetching) return <LoadError message={TOAST.membersLoadFailed} onRetry={() => void refetch()} />;
  return (
    <div aria-busy={isFetching}>
      <p data-testid="members-total" css={{ margin: '0 0 12px', fontWeight: 600 }}>
        Total members: {data ? data.total.toLocaleString('en-US') : '…'}
      </p>
      <DataTable caption="Initiative members" columns={COLUMNS}>
        {!data ? (
          <FullRow columns={COLUMNS.length}>
            <Skeleton height={18} />
            <span className="visually-hidden" role="status">
              Loading members
            </span>
          </FullRow>
        ) : data.users.length === 0 ? (
          <FullRow columns={COLUMNS.length}>No initiative members found</FullRow>
        ) : (
          data.users.map((member) => (
            <tr key={member.id}>
              <td>{member.id}</td>
              <td>{fullName(member)}</td>
              <td>{member.email}</td>
              <td>{orDash(member.ageGroup)}</td>
              <td>{orDash(member.chessExperience)}</td>
              <td>{joinedOn(member.createdAt)}</td>
            </tr>
          ))
        )}
      </DataTable>
      {data ? <Pager offset={offset} limit={limit} total={data.total} onChange={setOffset} disabled={isFetching} /> : null}
    </div>
  );
}
