import type { Theme } from '@emotion/react';
import { ROUTES, TOAST } from '@kingside/contracts';
import { TRAINING_COPY } from '@kingside/contracts/training';
import {
  errorStatus,
  NavLink,
  selectAuthToken,
  signedOut,
  useAppDispatch,
  useAppSelector,
  useGetMeQuery,
  useToast,
  skipToken,
} from '@kingside/ui';
import { useAuthLogoutMutation } from './api/authApi';
import { useAuthGetTrainingSummaryQuery } from './api/trainingSummaryApi';
import { failureMessage } from './api/failure';
import { COPY } from './auth/copy';

/**
 * The header shows this control from its large breakpoint (1024px) in one row with the logo, the links and
 * Cart. Up to 1199px a name does not fit beside My Orders and Sign Out: there the name is left to screen
 * readers ("Signed in as …", and a tooltip) and the icon stands for it. From 1200px (the page's full width)
 * a name of up to 120px fits, longer ones end in an ellipsis; the mobile menu has room for 160px.
 */
const NARROW_HEADER = '@media (min-width: 1024px) and (max-width: 1199.98px)';
const WIDE_HEADER = '@media (min-width: 1200px)';

/** The site's `visually-hidden` class as styles, for a media query. */
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** A link of the menu, on the header's dark band; marked while it is the current page. */
const menuLinkStyle = (t: Theme) => ({
  padding: '6px 10px',
  fontSize: '0.9rem',
  fontWeight: 600,
  color: '#e8efe9',
  textDecoration: 'none',
  borderRadius: t.radius.sm,
  whiteSpace: 'nowrap',
  '&:hover': { background: 'rgba(255,255,255,.08)' },
  '&.active': { color: '#fff', boxShadow: `inset 0 -2px 0 ${t.colors.accent}` },
});

/**
 * The header's signed-in control (docs/spec.md §2, §4): the member's name, their training (Due today: N, a link to
 * /train/review, and the streak, once GET /api/me/training answers), a link to their orders (My Orders,
 * /account/orders, drawn by mfe-checkout) and Sign Out, in that order for the keyboard and screen readers. The
 * current member is fetched while a token exists; a 401 there clears the token (ui's sessionApi), which
 * removes this control. `onNavigate` is called when a link is followed (the mobile menu closes). Guests never load
 * this module (the shell shows Sign In), so the training read adds nothing to their visits.
 */
export default function AccountMenu({ onNavigate }: { onNavigate?: () => void }) {
  const token = useAppSelector(selectAuthToken);
  const dispatch = useAppDispatch();
  const toast = useToast();
  const { data: me } = useGetMeQuery(token ?? skipToken);
  const { currentData: training } = useAuthGetTrainingSummaryQuery(token ?? skipToken);
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
    <div
      data-testid="account-menu"
      // One row in the header; in the narrow mobile menu the links may wrap below the name.
      css={(t) => ({
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 8,
        color: '#e8efe9',
        minWidth: 96,
        [t.breakpoints.lg]: { flexWrap: 'nowrap' },
      })}
    >
      <span
        css={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 6,
          fontWeight: 600,
          fontSize: '0.95rem',
          whiteSpace: 'nowrap',
        }}
      >
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
          <span
            data-testid="account-name"
            title={name}
            css={{
              maxWidth: 160,
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              [NARROW_HEADER]: visuallyHidden,
              [WIDE_HEADER]: { maxWidth: 120 },
            }}
          >
            <span className="visually-hidden">Signed in as </span>
            {name}
          </span>
        ) : (
          <span
            aria-hidden="true"
            css={{
              display: 'inline-block',
              width: 72,
              height: 12,
              borderRadius: 6,
              background: 'rgba(255,255,255,.2)',
              [NARROW_HEADER]: { display: 'none' },
            }}
          />
        )}
      </span>
      {training ? (
        <span data-testid="account-training" css={{ display: 'inline-flex', alignItems: 'center', gap: 8, whiteSpace: 'nowrap' }}>
          <NavLink to={ROUTES.trainReview} onClick={onNavigate} css={menuLinkStyle}>
            {TRAINING_COPY.dueToday(training.dueToday)}
          </NavLink>
          <span css={{ fontSize: '0.9rem', [NARROW_HEADER]: visuallyHidden }}>{TRAINING_COPY.streak(training.streak)}</span>
        </span>
      ) : null}
      <NavLink to={ROUTES.accountOrders} onClick={onNavigate} css={menuLinkStyle}>
        My Orders
      </NavLink>
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
