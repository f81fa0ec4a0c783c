import { pageTitle, ROUTES, TOAST } from '@kingside/contracts';
import { Button, Card, CardBody, PageHeading, serverMessage, useDocumentTitle, useToast, useNavigate } from '@kingside/ui';
import { Switch } from '@kingside/ui/parts';
import { useState } from 'react';
import { useSignedInAdmin } from '../layout/AdminShell';
import { useAdminUpdateSecurityMutation } from '../session/adminApi';
import { readAdminSession, updateAdminUser } from '../session/adminSession';
import { useAdminAuthFailure } from '../session/useAdminAuthFailure';
import { QrCode } from './QrCode';

export const SECURITY_TIPS = [
  'Use a long, unique password for the admin account and keep it in a password manager.',
  'Keep two-factor authentication on, and store the secret somewhere safe and offline.',
  'Never share your password, verification codes or the secret, not even with colleagues.',
  'Sign out when you finish, especially on a shared or public computer.',
  'Review the user list regularly and report anything you do not recognise.',
] as const;

/** The secret as it is easiest to type: groups of four. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * /admin/security-settings (docs/spec.md §2): the two-factor switch and Save Settings. Saving "on" returns a new
 * secret, shown once as a QR code and as text; saving "off" clears what was shown.
 */
export function SecuritySettings() {
  useDocumentTitle(pageTitle('Security Settings'));
  const { user } = useSignedInAdmin();
  const [enabled, setEnabled] = useState(user.twoFactorEnabled);
  const [setup, setSetup] = useState<{ secret: string; otpauthUrl: string } | null>(null);
  const [update, { isLoading }] = useAdminUpdateSecurityMutation();
  const toast = useToast();
  const navigate = useNavigate();
  const authFailure = useAdminAuthFailure();

  const save = async () => {
    // Read now, not from the render: another tab may have signed out meanwhile.
    const current = readAdminSession();
    if (current.status !== 'signedIn') {
      toast.error(TOAST.authenticationRequired);
      navigate(ROUTES.adminLogin, { replace: true });
      return;
    }
    try {
      const result = await update({ token: current.token, enableTwoFactor: enabled, userId: current.user.id }).unwrap();
      updateAdminUser(result.user);
      setSetup(result.twoFactorSecret && result.otpauthUrl ? { secret: result.twoFactorSecret, otpauthUrl: result.otpauthUrl } : null);
      toast.success(
        TOAST.securitySettingsUpdated,
        result.user.twoFactorEnabled
          ? 'Two-factor authentication is on. Add the secret to your authenticator app.'
          : 'Two-factor authentication is off.',
      );
    } catch (error) {
      if (!authFailure(error)) toast.error(TOAST.updateFailed, serverMessage(error, TOAST.securityUpdateFailed));
    }
  };

  return (
    <>
      <PageHeading css={{ marginTop: 0 }}>Security Settings</PageHeading>
      <div css={{ display: 'grid', gap: 24, maxWidth: 760 }}>
        <Card as="section" aria-labelledby="two-factor-heading">
          <CardBody>
            <h2 id="two-factor-heading" css={{ fontSize: '1.3rem' }}>
              Two-Factor Authentication
            </h2>
            <Switch
              checked={enabled}
              onChange={setEnabled}
              label="Enable two-factor authentication"
              description="Ask for a code from an authenticator app at every sign-in, in addition to the password."
              disabled={isLoading}
            />
            <div>
              <Button onClick={() => void save()} disabled={isLoading} css={{ marginTop: 12 }}>
                {isLoading ? 'Saving...' : 'Save Settings'}
              </Button>
            </div>
            {setup ? (
              <div
                aria-live="polite"
                css={(t) => ({ marginTop: 16, paddingTop: 16, borderTop: `1px solid ${t.colors.line}`, display: 'grid', gap: 14 })}
              >
                <h3 css={{ fontSize: '1.1rem', margin: 0 }}>Set up your authenticator app</h3>
                <p css={{ margin: 0 }}>Scan this QR code with Google Authenticator, 1Password, Authy or a similar app.</p>
                <QrCode value={setup.otpauthUrl} label="QR code for adding Kingside Admin to an authenticator app" />
                <div>
                  <p css={{ margin: '0 0 4px' }}>Can&apos;t scan it? Enter this secret manually:</p>
                  <code
                    data-testid="two-factor-secret"
                    data-secret={setup.secret}
                    css={(t) => ({
                      display: 'inline-block',
                      padding: '8px 12px',
                      fontSize: '1.05rem',
                      letterSpacing: '0.06em',
                      background: t.colors.canvas,
                      border: `1px solid ${t.colors.line}`,
                      borderRadius: t.radius.sm,
                      overflowWrap: 'anywhere',
                    })}
                  >
                    {grouped(setup.secret)}
                  </code>
                </div>
                <p
                  role="note"
                  css={(t) => ({
                    margin: 0,
                    padding: 12,
                    background: t.colors.accentSoft,
                    border: `1px solid ${t.colors.accent}`,
                    borderRadius: t.radius.sm,
                  })}
                >
                  <strong>Save this secret now.</strong> It is shown only once. Keep it somewhere safe: you need it to set up a new device
                  if you lose your authenticator app.
                </p>
              </div>
            ) : null}
          </CardBody>
        </Card>
        <Card as="section" aria-labelledby="tips-heading">
          <CardBody>
            <h2 id="tips-heading" css={{ fontSize: '1.3rem' }}>
              Security Tips
            </h2>
            <ul css={{ margin: 0, paddingLeft: 20, display: 'grid', gap: 6 }}>
              {SECURITY_TIPS.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          </CardBody>
        </Card>
      </div>
    </>
  );
}
