import { TOAST } from '@kingside/contracts';
import { errorStatus, selectAuthToken, signedOut, useAppDispatch, useAppSelector, useGetMeQuery, useToast, skipToken } from '@kingside/ui';
import { useAuthLogoutMutation } from './api/authApi';
import { failureMessage } from './api/failure';
import { COPY } from './auth/copy';

/**
 * The header's signed-in control (docs/spec.md §2, §4): the member's name and Sign Out. The current member is
 * fetched while a token exists; a 401 there clears the token (ui's sessionApi), which removes this control.
 */
export default function AccountMenu() {
  const token = useAppSelector(selectAuthToken);
  const dispatch = useAppDispatch();
  const toast = useToast();
  const { data: me } = useGetMeQuery(token ?? skipToken);
  const [logout, { isLoading }] = useAuthLogoutMutation();

  const name = me ? [me.firstName, me.lastName].filter(Boolean).join(' ') || me.username : null;

  const signOut = async () => {
    if (!token) return;
    try {
      await logout(token).unwrap();
    } catch (error) {
      // 401: the server no longer knows the token, so the member is signed out already.
      if (errorStatus(error) !== 401) {
        toast.error(TOAST.logoutFailed, failureMessage(error, COPY.tryAgain));
        return;
      }
    }
    dispatch(signedOut());
    toast.success(TOAST.loggedOut, COPY.signedOut);
  };

  return (
    <div data-testid="account-menu" css={{ display: 'flex', alignItems: 'center', gap: 8, color: '#e8efe9', minWidth: 96 }}>
      <span css={{ display: 'inline-flex', alignItems: 'center', gap: 6, fontWeight: 600, fontSize: '0.95rem', whiteSpace: 'nowrap' }}>
        <svg
          width="18"
          height="18"
          viewBox="0 0 24 24"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <circle cx="12" cy="8" r="4" />
          <path d="M4 21c0-4 4-6 8-6s8 2 8 6" />
        </svg>
        {name ? (
          <span data-testid="account-name" css={{ maxWidth: 160, overflow: 'hidden', textOverflow: 'ellipsis' }}>
            <span className="visually-hidden">Signed in as </span>
            {name}
          </span>
        ) : (
          <span
            aria-hidden="true"
            css={{ display: 'inline-block', width: 72, height: 12, borderRadius: 6, background: 'rgba(255,255,255,.2)' }}
          />
        )}
      </span>
      <button
        type="button"
        onClick={() => void signOut()}
        disabled={isLoading}
        css={(t) => ({
          padding: '6px 12px',
          font: 'inherit',
          fontSize: '0.9rem',
          fontWeight: 600,
          color: '#fff',
          background: 'transparent',
          border: '1px solid rgba(255,255,255,.45)',
          borderRadius: t.radius.sm,
          cursor: 'pointer',
          whiteSpace: 'nowrap',
          '&:hover:not(:disabled)': { background: 'rgba(255,255,255,.1)' },
          '&:disabled': { opacity: 0.6, cursor: 'wait' },
        })}
      >
        {isLoading ? 'Signing out...' : 'Sign Out'}
      </button>
    </div>
  );
}
