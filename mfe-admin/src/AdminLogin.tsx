import { ACADEMY_NAME, pageTitle, ROUTES, TOAST, type AdminUser } from '@kingside/contracts';
import { useDocumentTitle, useToast, Link, Navigate, useNavigate } from '@kingside/ui';
import { useState } from 'react';
import { CodeForm } from './login/CodeForm';
import { CredentialsForm } from './login/CredentialsForm';
import { saveAdminSession, useAdminSession } from './session/adminSession';

/**
 * /admin/login (docs/spec.md §2, outside the public frame): e-mail and password, then, when the server asks for
 * it, the two-factor code. Success stores adminToken and adminUser and opens the dashboard.
 */
export default function AdminLogin() {
  useDocumentTitle(pageTitle('Admin Login'));
  const session = useAdminSession();
  const navigate = useNavigate();
  const toast = useToast();
  // The user the server is waiting for a code from (docs/spec.md §4: the view switches, holding userId).
  const [pendingUserId, setPendingUserId] = useState<number | null>(null);

  const signedIn = (token: string, user: AdminUser) => {
    saveAdminSession(token, user);
    toast.success(TOAST.loginSuccessful, `Welcome back, ${user.username}.`);
    navigate(ROUTES.adminDashboard, { replace: true });
  };

  // Already signed in (or just now): nothing to do here.
  if (session.status === 'signedIn') return <Navigate to={ROUTES.adminDashboard} replace />;

  return (
    <main
      id="main"
      css={(t) => ({
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        padding: t.space(4),
        background: `linear-gradient(160deg, ${t.colors.night} 0%, ${t.colors.primaryDark} 100%)`,
      })}
    >
      <div
        css={(t) => ({
          width: 'min(420px, 100%)',
          background: t.colors.paper,
          borderRadius: t.radius.lg,
          boxShadow: t.shadow.raised,
          padding: t.space(8),
        })}
      >
        <p
          css={(t) => ({
            margin: 0,
            color: t.colors.accentStrong,
            fontWeight: 700,
            letterSpacing: '0.08em',
            textTransform: 'uppercase',
            fontSize: '0.8rem',
          })}
        >
          {ACADEMY_NAME}
        </p>
        <h1 css={{ fontSize: '1.8rem', margin: '4px 0 4px' }}>{pendingUserId === null ? 'Admin Login' : 'Two-Factor Authentication'}</h1>
        <p css={(t) => ({ color: t.colors.inkSoft, marginTop: 0, marginBottom: t.space(6) })}>
          {pendingUserId === null ? 'Sign in to manage the academy.' : 'One more step to confirm it is you.'}
        </p>
        {pendingUserId === null ? (
          <CredentialsForm onTwoFactor={setPendingUserId} onSignedIn={signedIn} />
        ) : (
          <CodeForm userId={pendingUserId} onBack={() => setPendingUserId(null)} onSignedIn={signedIn} />
        )}
        <p css={{ margin: '24px 0 0', textAlign: 'center', fontSize: '0.9rem' }}>
          <Link to={ROUTES.home}>Back to {ACADEMY_NAME}</Link>
        </p>
      </div>
    </main>
  );
}
