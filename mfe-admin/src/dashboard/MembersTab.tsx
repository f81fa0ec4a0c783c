import { TOAST } from '@kingside/contracts';
import { ACCOUNT_API, ADMIN_USERS_DEFAULT_LIMIT } from '@kingside/contracts/admin';
import { useState } from 'react';
import { ListResults } from '../kit/ListResults';
import { USER_COLUMNS } from '../users/userColumns';

const COLUMNS = [
  USER_COLUMNS.id,
  USER_COLUMNS.name,
  USER_COLUMNS.email,
  USER_COLUMNS.ageGroup,
  USER_COLUMNS.experience,
  USER_COLUMNS.joined,
];

/** The Initiative Members tab (docs/spec.md §2.17): Chess for Revival members, with their total. */
export function MembersTab() {
  const [offset, setOffset] = useState(0);
  const [total, setTotal] = useState<number>();
  const limit = ADMIN_USERS_DEFAULT_LIMIT;
  return (
    <>
      <p data-testid="members-total" css={{ margin: '0 0 12px', fontWeight: 600 }}>
        Total members: {total === undefined ? '…' : total.toLocaleString('en-US')}
      </p>
      <ListResults
        endpoint={ACCOUNT_API.users}
        url={`${ACCOUNT_API.users}?limit=${limit}&offset=${offset}&initiativeMember=true`}
        label="Initiative members"
        columns={COLUMNS}
        offset={offset}
        pageSize={limit}
        onPage={setOffset}
        onTotal={setTotal}
        texts={{ loading: 'Loading members…', empty: 'No initiative members found', failed: TOAST.membersLoadFailed }}
      />
    </>
  );
}
