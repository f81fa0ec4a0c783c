import { ROUTES, TOAST } from '@kingside/contracts';
import { ADMIN_MESSAGES } from '@kingside/contracts/admin';
import { useToast, Navigate, Outlet, useNavigate, useOutletContext } from '@kingside/ui';
import { useEffect, useState } from 'react';
import { useAdminLogoutMutation } from '../session/adminApi';
import { clearAdminSession, useAdminSession, type AdminSessionState } from '../session/adminSession';
import { MOBILE_MENU_ID, MobileAdminMenu } from './MobileAdminMenu';
import { Sidebar } from './Sidebar';

export type SignedInAdmin = Extract<AdminSessionState, { status: 'signedIn' }>;

/** The signed-in administrator, for the pages inside the shell. */
export function useSignedInAdmin(): SignedInAdmin {
  return useOutletContext<SignedInAdmin>();
}

/**
 * The admin shell of docs/spec.md §2 and §4: only with a stored adminToken and adminUser (else /admin/login); a
 * stored user whose role is not admin is signed out with a toast. This is the browser's convenience: the
 * api checks the token and the role on every call.
 */
export function AdminShell() {
  const session = useAdminSession();
  const toast = useToast();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const [logout] = useAdminLogoutMutation();

  useEffect(() => {
    if (session.status !== 'notAdmin') return;
    clearAdminSession();
    toast.error(ADMIN_MESSAGES.accessDeniedTitle, ADMIN_MESSAGES.accessDeniedDescription);
  }, [session.status, toast]);

  if (session.status !== 'signedIn') return <Navigate to={ROUTES.adminLogin} replace />;

  const signOut = () => {
    setMenuOpen(false);
    // Revoke the token on the server too; the browser forgets it whatever the answer.
    void logout(session.token);
    clearAdminSession();
    toast.success(TOAST.loggedOut);
    navigate(ROUTES.adminLogin, { replace: true });
  };

  return (
    <div css={(t) => ({ display: 'flex', alignItems: 'stretch', minHeight: '70vh', [t.breakpoints.md]: { minHeight: '80vh' } })}>
      <aside
        aria-label="Admin sidebar"
        css={(t) => ({
          display: 'none',
          [t.breakpoints.md]: { display: 'block', flex: '0 0 240px', background: t.colors.night, padding: 20 },
        })}
      >
        <div css={{ position: 'sticky', top: 20 }}>
          <Sidebar user={session.user} onLogout={signOut} />
        </div>
      </aside>
      <div css={{ flex: 1, minWidth: 0 }}>
        <div
          css={(t) => ({
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 12,
            padding: '10px 16px',
            background: t.colors.paper,
            borderBottom: `1px solid ${t.colors.line}`,
            [t.breakpoints.md]: { display: 'none' },
          })}
        >
          <span css={{ fontWeight: 700, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            Admin · {session.user.username}
          </span>
          <button
            type="button"
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            onClick={() => setMenuOpen(true)}
            css={(t) => ({
              padding: '8px 12px',
              font: 'inherit',
              fontWeight: 600,
              background: 'transparent',
              border: `1px solid ${t.colors.line}`,
              borderRadius: t.radius.sm,
              cursor: 'pointer',
            })}
          >
            Admin menu
          </button>
        </div>
        <MobileAdminMenu open={menuOpen} onClose={() => setMenuOpen(false)} user={session.user} onLogout={signOut} />
        <div css={(t) => ({ padding: `${t.space(6)} ${t.space(4)}`, [t.breakpoints.md]: { padding: t.space(8) } })}>
          <Outlet context={session satisfies SignedInAdmin} />
        </div>
      </div>
    </div>
  );
}
