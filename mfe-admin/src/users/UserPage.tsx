import { formatDateTime, pageTitle, ROUTES } from '@kingside/contracts';
import { ACCOUNT_MESSAGES, type AdminUserDetail } from '@kingside/contracts/admin';
import { Card, CardBody, errorStatus, Link, NotFound, PageHeading, useDocumentTitle, useParams } from '@kingside/ui';
import { useId, type ReactNode } from 'react';
import { ConfirmedAction } from '../kit/ConfirmedAction';
import { KIT_COPY } from '../kit/copy';
import { LoadError } from '../kit/LoadError';
import { PageLoading } from '../kit/PageLoading';
import { useSignedInAdmin } from '../layout/AdminShell';
import { useAuthFailureOfRead } from '../session/useAdminAuthFailure';
import { DASH, fullName, joinedOn, roleLabel } from '../dashboard/display';
import { USERS_COPY } from './copy';
import { AccountStatus, isErased, USER_COPY } from './userColumns';
import {
  useAdminUserEraseMutation,
  useAdminUserGetQuery,
  useAdminUserResendVerificationMutation,
  useAdminUserSetRoleMutation,
  useAdminUserUnlockMutation,
} from './usersApi';

const card = { margin: '0 0 16px' } as const;
const heading = { fontSize: '1.1rem', margin: '0 0 12px' } as const;

/** /admin/users/{id}: a valid id is loaded; anything else is the not-found page. */
export function UserPage() {
  const { id: param } = useParams();
  const id = Number(param);
  if (!/^[1-9]\d*$/.test(param ?? '') || !Number.isSafeInteger(id)) return <NotFound />;
  return <LoadUser key={id} id={id} />;
}

function BackToUsers() {
  return (
    <Link to={ROUTES.adminUsers} css={{ display: 'inline-block', marginBottom: 12, fontWeight: 600 }}>
      ← {KIT_COPY.backToList('users')}
    </Link>
  );
}

function LoadUser({ id }: { id: number }) {
  const { data, error, isError, refetch } = useAdminUserGetQuery(id);
  useDocumentTitle(pageTitle(data ? data.username : 'User'));
  useAuthFailureOfRead(error);

  if (!data) {
    if (isError && errorStatus(error) === 404) return <NotFound />;
    return (
      <>
        <BackToUsers />
        {isError ? (
          <LoadError message={USERS_COPY.loadFailed} onRetry={() => void refetch()} />
        ) : (
          <PageLoading message={USERS_COPY.loading} />
        )}
      </>
    );
  }
  return <UserDetails user={data} />;
}

function Facts({ user }: { user: AdminUserDetail }) {
  const id = useId();
  const facts: [string, ReactNode][] = [
    [USERS_COPY.name, fullName(user)],
    [USERS_COPY.email, user.email],
    [USERS_COPY.role, roleLabel(user.role)],
    [USERS_COPY.status, <AccountStatus key="status" user={user} />],
    [USERS_COPY.joined, joinedOn(user.createdAt)],
    [
      USERS_COPY.lastSignIn,
      user.lastLoginDate ? `${formatDateTime(user.lastLoginDate)}${user.lastLoginIp ? ` · ${user.lastLoginIp}` : ''}` : USERS_COPY.never,
    ],
    [USERS_COPY.failedAttempts, user.failedLoginAttempts],
    [USERS_COPY.twoFactor, user.twoFactorEnabled ? USERS_COPY.on : USERS_COPY.off],
    [USERS_COPY.github, user.githubLinked ? USERS_COPY.linked : USERS_COPY.notLinked],
    [USERS_COPY.initiative, user.initiativeMember ? USER_COPY.member : DASH],
    [USERS_COPY.orders, user.orderCount],
  ];
  return (
    <Card as="section" aria-labelledby={id} css={card}>
      <CardBody>
        <h2 id={id} css={heading}>
          {USERS_COPY.details}
        </h2>
        <dl
          data-testid="user-facts"
          css={{ display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: 24, rowGap: 6, margin: 0 }}
        >
          {facts.map(([label, value]) => (
            <div key={label} css={{ display: 'contents' }}>
              <dt css={(t) => ({ color: t.colors.inkSoft })}>{label}</dt>
              <dd css={{ margin: 0, overflowWrap: 'anywhere' }}>{value}</dd>
            </div>
          ))}
        </dl>
      </CardBody>
    </Card>
  );
}

function UserDetails({ user }: { user: AdminUserDetail }) {
  const erased = isErased(user);
  return (
    <>
      <BackToUsers />
      <PageHeading css={{ overflowWrap: 'anywhere' }}>{user.username}</PageHeading>
      {user.accountLocked && user.accountLockedUntil ? (
        <p
          role="status"
          css={(t) => ({
            padding: 12,
            borderRadius: t.radius.md,
            background: t.colors.dangerSoft,
            color: t.colors.danger,
            margin: '0 0 16px',
          })}
        >
          {USERS_COPY.lockedUntil(formatDateTime(user.accountLockedUntil))}
        </p>
      ) : null}
      {erased ? <p css={(t) => ({ color: t.colors.inkSoft, margin: '0 0 16px' })}>{USERS_COPY.erasedNotice}</p> : null}
      <div css={(t) => ({ display: 'grid', gap: 16, [t.breakpoints.lg]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } })}>
        <Facts user={user} />
        <UserActions user={user} erased={erased} />
      </div>
    </>
  );
}

/** What can be done to the account, each behind a confirmation; only what makes sense for its state. */
function UserActions({ user, erased }: { user: AdminUserDetail; erased: boolean }) {
  const id = useId();
  const { user: me } = useSignedInAdmin();
  const [unlock] = useAdminUserUnlockMutation();
  const [setRole] = useAdminUserSetRoleMutation();
  const [resend] = useAdminUserResendVerificationMutation();
  const [erase] = useAdminUserEraseMutation();
  const self = me.id === user.id;
  return (
    <Card as="section" aria-labelledby={id} css={card}>
      <CardBody>
        <h2 id={id} css={heading}>
          {USERS_COPY.actions}
        </h2>
        {erased ? (
          <p css={{ margin: 0 }}>{USERS_COPY.noActions}</p>
        ) : (
          <div css={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
            {user.accountLocked || user.failedLoginAttempts > 0 ? (
              <ConfirmedAction
                label={USERS_COPY.unlock}
                title={USERS_COPY.confirmUnlock(user.username)}
                description={USERS_COPY.confirmUnlockText}
                run={async () => void (await unlock({ id: user.id }).unwrap())}
                success={ACCOUNT_MESSAGES.unlocked}
                failure={ACCOUNT_MESSAGES.actionFailed}
              />
            ) : null}
            {user.isVerified ? null : (
              <ConfirmedAction
                label={USERS_COPY.resend}
                title={USERS_COPY.confirmResend(user.email)}
                description={USERS_COPY.confirmResendText}
                confirmLabel={KIT_COPY.send}
                run={async () => void (await resend(user.id).unwrap())}
                success={ACCOUNT_MESSAGES.verificationSent}
                failure={ACCOUNT_MESSAGES.actionFailed}
              />
            )}
            {user.role === 'admin' ? (
              self ? null : (
                <ConfirmedAction
                  label={USERS_COPY.removeAdmin}
                  title={USERS_COPY.confirmRemoveAdmin(user.username)}
                  description={USERS_COPY.confirmRemoveAdminText}
                  run={async () => void (await setRole({ id: user.id, role: 'user' }).unwrap())}
                  success={ACCOUNT_MESSAGES.roleChanged}
                  failure={ACCOUNT_MESSAGES.actionFailed}
                />
              )
            ) : (
              <ConfirmedAction
                label={USERS_COPY.makeAdmin}
                title={USERS_COPY.confirmMakeAdmin(user.username)}
                description={USERS_COPY.confirmMakeAdminText}
                run={async () => void (await setRole({ id: user.id, role: 'admin' }).unwrap())}
                success={ACCOUNT_MESSAGES.roleChanged}
                failure={ACCOUNT_MESSAGES.actionFailed}
              />
            )}
            {self ? null : (
              <ConfirmedAction
                label={USERS_COPY.erase}
                title={USERS_COPY.confirmErase(user.username)}
                description={USERS_COPY.confirmEraseText}
                destructive
                run={async () => void (await erase(user.id).unwrap())}
                success={ACCOUNT_MESSAGES.erased}
                failure={ACCOUNT_MESSAGES.actionFailed}
              />
            )}
          </div>
        )}
      </CardBody>
    </Card>
  );
}
