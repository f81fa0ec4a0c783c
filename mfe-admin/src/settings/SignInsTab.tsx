import { formatDateTime, ROUTES } from '@kingside/contracts';
import { ACCOUNT_MESSAGES, type SignInSession } from '@kingside/contracts/admin';
import { Badge, Card, CardBody, useNavigate } from '@kingside/ui';
import { useId } from 'react';
import { ConfirmedAction } from '../kit/ConfirmedAction';
import { DataTable } from '../kit/DataTable';
import type { ListColumn } from '../kit/list';
import { tableColumns } from '../kit/ListResults';
import { LoadError } from '../kit/LoadError';
import { clearAdminSession } from '../session/adminSession';
import { useAuthFailureOfRead } from '../session/useAdminAuthFailure';
import { SETTINGS_COPY } from './copy';
import { useAdminSettingsSessionsQuery, useAdminSettingsSignOutMutation, useAdminSettingsSignOutOthersMutation } from './settingsApi';

function SignOut({ session }: { session: SignInSession }) {
  const [signOut] = useAdminSettingsSignOutMutation();
  const navigate = useNavigate();
  return (
    <ConfirmedAction
      label={SETTINGS_COPY.signOut}
      title={session.current ? SETTINGS_COPY.confirmSignOutCurrent : SETTINGS_COPY.confirmSignOut}
      description={session.current ? SETTINGS_COPY.confirmSignOutCurrentText : SETTINGS_COPY.confirmSignOutText}
      run={async () => {
        await signOut(session.id).unwrap();
        if (session.current) {
          clearAdminSession();
          navigate(ROUTES.adminLogin, { replace: true });
        }
      }}
      success={ACCOUNT_MESSAGES.signedOut}
      failure={ACCOUNT_MESSAGES.actionFailed}
    />
  );
}

const COLUMNS: readonly ListColumn<SignInSession>[] = [
  {
    id: 'signedIn',
    header: SETTINGS_COPY.signedIn,
    cell: (session) => (
      <>
        <time dateTime={session.createdAt}>{formatDateTime(session.createdAt)}</time>{' '}
        {session.current ? <Badge tone="success">{SETTINGS_COPY.thisSignIn}</Badge> : null}
      </>
    ),
  },
  { id: 'address', header: SETTINGS_COPY.address, cell: (session) => session.ip ?? SETTINGS_COPY.unknown },
  { id: 'device', header: SETTINGS_COPY.device, cell: (session) => session.userAgent ?? SETTINGS_COPY.unknown },
  {
    id: 'expires',
    header: SETTINGS_COPY.expires,
    cell: (session) => <time dateTime={session.expiresAt}>{formatDateTime(session.expiresAt)}</time>,
  },
  { id: 'signOut', header: SETTINGS_COPY.signOut, cell: (session) => <SignOut session={session} /> },
];
const TABLE_COLUMNS = tableColumns(COLUMNS);

/** The administrator's active sign-ins, each with when and where, any of them signed out on request. */
export function SignInsTab() {
  const headingId = useId();
  const { data, error, isError, isFetching, refetch } = useAdminSettingsSessionsQuery();
  const [signOutOthers] = useAdminSettingsSignOutOthersMutation();
  useAuthFailureOfRead(error);
  const others = (data ?? []).filter((session) => !session.current).length;

  return (
    <Card as="section" aria-labelledby={headingId}>
      <CardBody>
        <div css={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: 12, marginBottom: 8 }}>
          <h2 id={headingId} css={{ fontSize: '1.2rem', margin: 0 }}>
            {SETTINGS_COPY.signInsHeading}
          </h2>
          {others > 0 ? (
            <ConfirmedAction
              label={SETTINGS_COPY.signOutOthers}
              title={SETTINGS_COPY.confirmSignOutOthers}
              description={SETTINGS_COPY.confirmSignOutOthersText}
              destructive
              run={async () => void (await signOutOthers().unwrap())}
              success={ACCOUNT_MESSAGES.signedOutOthers}
              failure={ACCOUNT_MESSAGES.actionFailed}
            />
          ) : null}
        </div>
        <p css={(t) => ({ margin: '0 0 16px', color: t.colors.inkSoft })}>{SETTINGS_COPY.signInsIntro}</p>
        {isError && !isFetching ? (
          <LoadError message={SETTINGS_COPY.signInsFailed} onRetry={() => void refetch()} />
        ) : (
          <DataTable
            label={SETTINGS_COPY.signInsHeading}
            columns={TABLE_COLUMNS}
            data={data ?? []}
            getRowId={(session) => String(session.id)}
            rowHeader="signedIn"
            loading={!data}
            loadingText={SETTINGS_COPY.signInsLoading}
            emptyText={SETTINGS_COPY.signInsEmpty}
          />
        )}
      </CardBody>
    </Card>
  );
}
