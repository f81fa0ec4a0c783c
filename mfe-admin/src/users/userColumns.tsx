import { type AdminUserRow } from '@kingside/contracts';
import { erasedEmail } from '@kingside/contracts/admin';
import { Badge } from '@kingside/ui';
import { DASH, fullName, joinedOn, orDash, roleLabel } from '../dashboard/display';
import type { ListColumn } from '../kit/list';

type StatusOf = Pick<AdminUserRow, 'id' | 'isVerified' | 'accountLocked' | 'email'> & { erased?: boolean };

/** An erased account: the detail says so; a row of the list shows it by the address erasure gives it. */
export const isErased = (user: StatusOf): boolean => user.erased ?? user.email === erasedEmail(user.id);

/** How a user's account stands: erased, locked out, or verified or not. */
export function AccountStatus({ user }: { user: StatusOf }) {
  if (isErased(user)) return <Badge>{USER_COPY.erased}</Badge>;
  return (
    <span css={{ display: 'inline-flex', gap: 6, flexWrap: 'wrap' }}>
      {user.isVerified ? <Badge tone="success">{USER_COPY.verified}</Badge> : <Badge>{USER_COPY.unverified}</Badge>}
      {user.accountLocked ? <Badge tone="danger">{USER_COPY.locked}</Badge> : null}
    </span>
  );
}

export const USER_COPY = {
  verified: 'Verified',
  unverified: 'Unverified',
  locked: 'Locked',
  erased: 'Erased',
  member: 'Member',
} as const;

/** Every column a table of users can show, each written once; the tables pick theirs in their own order. */
export const USER_COLUMNS = {
  id: { id: 'id', header: 'ID', cell: (user) => user.id },
  username: { id: 'username', header: 'Username', cell: (user) => user.username },
  name: { id: 'name', header: 'Name', cell: (user) => fullName(user) },
  email: { id: 'email', header: 'Email', cell: (user) => user.email },
  role: {
    id: 'role',
    header: 'Role',
    cell: (user) => <Badge tone={user.role === 'admin' ? 'accent' : 'neutral'}>{roleLabel(user.role)}</Badge>,
  },
  status: { id: 'status', header: 'Status', cell: (user) => <AccountStatus user={user} /> },
  initiative: { id: 'initiative', header: 'Initiative', cell: (user) => (user.initiativeMember ? USER_COPY.member : DASH) },
  ageGroup: { id: 'ageGroup', header: 'Age Group', cell: (user) => orDash(user.ageGroup) },
  experience: { id: 'experience', header: 'Experience', cell: (user) => orDash(user.chessExperience) },
  joined: { id: 'joined', header: 'Joined On', cell: (user) => joinedOn(user.createdAt) },
} satisfies Record<string, ListColumn<AdminUserRow>>;
