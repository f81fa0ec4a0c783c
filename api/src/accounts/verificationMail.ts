import { ACADEMY_NAME, API, VERIFICATION_LINK_TTL_HOURS } from '@kingside/contracts';
import type { Config } from '../shared/config';
import type { Mail } from '../shared/mail/mailer';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** The link in the e-mail: GET /api/auth/verify-email?token=… on the public origin. */
export function verificationLink(config: Config, token: string): string {
  return `${config.publicUrl}${API.verifyEmail}?token=${encodeURIComponent(token)}`;
}

/** The verification e-mail, as plain text (with the bare link) and HTML. */
export function verificationMail(config: Config, to: { email: string; name: string }, token: string): Mail {
  const link = verificationLink(config, token);
  const hours = `${VERIFICATION_LINK_TTL_HOURS} hours`;
  const text = [
    `Hello ${to.name},`,
    '',
    `Welcome to ${ACADEMY_NAME}! Please confirm your email address by opening this link:`,
    '',
    link,
    '',
    `The link works once and expires in ${hours}. If it has expired, request a new one from the sign-in page.`,
    `If you did not create an account, you can ignore this email.`,
    '',
    `${ACADEMY_NAME}`,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1c2321">
<p>Hello ${escapeHtml(to.name)},</p>
<p>Welcome to ${escapeHtml(ACADEMY_NAME)}! Please confirm your email address:</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#1f5f4a;color:#fff;border-radius:6px;text-decoration:none">Verify my email address</a></p>
<p>Or paste this link into your browser:<br><span style="word-break:break-all">${escapeHtml(link)}</span></p>
<p>The link works once and expires in ${hours}. If it has expired, request a new one from the sign-in page.
If you did not create an account, you can ignore this email.</p>
</body></html>`;
  return { to: to.email, subject: `Verify your email address for ${ACADEMY_NAME}`, text, html };
}
