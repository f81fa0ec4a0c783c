import { API } from '@kingside/contracts';
import type { Express } from 'express';
import request from 'supertest';
import { codeAt } from '../../backOffice/totp';
import { startGithubStandIn, type GithubStandIn } from '../../testing/standIns/githubStandIn';
import { linkIn, startSmtpCapture, type SmtpCapture } from '../../testing/standIns/smtpCapture';
import { SESSION_COOKIE } from '../../accounts/session';
import { createApp } from '../../app';
import { createLogger, redactUrl } from '../logger';
import { createTestApp, type TestApp } from '../../testing/testApp';

/**
 * No secret in a log line: the journeys that carry secrets (an e-mailed verification link, GitHub's
 * callback, password sign-in, an administrator's two-factor sign-in) run against an app logging
 * everything it would log, and the captured text is searched for every secret value the journeys used.
 */
let smtp: SmtpCapture;
let standIn: GithubStandIn;
let t: TestApp;
let app: Express;
const log: string[] = [];

const ADMIN_EMAIL = 'admin@test.example';
const ADMIN_PASSWORD = 'correct horse battery staple';

beforeAll(async () => {
  smtp = await startSmtpCapture();
  standIn = await startGithubStandIn({
    id: 4242,
    login: 'octolog',
    name: 'Octo Log',
    emails: [{ email: 'octolog@example.test', verified: true, primary: true }],
  });
  t = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'http://kingside.test', ...standIn.env } });
  // The most verbose level: whatever any route logs at all lands in `log`.
  app = createApp({ ...t.deps, logger: createLogger('trace', { write: (line: string) => void log.push(line) }) });
});
afterAll(async () => {
  await t.close();
  await standIn.close();
  await smtp.close();
});

/** Every secret a journey used, by what it is. */
const secrets = new Map<string, string>();

function cookieValue(res: request.Response): string {
  const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!cookie) throw new Error('no session cookie');
  return decodeURIComponent(cookie.slice(SESSION_COOKIE.length + 1).split(';')[0] as string);
}

describe('the request log', () => {
  it('holds no secret of e-mail verification, sign-in, GitHub sign-in or two-factor', async () => {
    // Registration and the e-mailed link, followed the way a mail client does (the link is its own Referer here too).
    const password = 'knight-fork-e5-log';
    secrets.set('member password', password);
    const before = smtp.mails.length;
    await request(app)
      .post(API.register)
      .send({ firstName: 'Log', lastName: 'Test', username: 'logtest', email: 'log@example.test', password })
      .expect(201);
    const link = linkIn((await smtp.waitFor('log@example.test', before)).text);
    secrets.set('verification token', link.searchParams.get('token') as string);
    await request(app)
      .get(link.pathname + link.search)
      .set('Referer', link.toString())
      .expect(302)
      .expect('Location', '/auth?verified=1');

    // Password sign-in, then a request with its token, then sign-out.
    const signedIn = await request(app).post(API.login).send({ email: 'log@example.test', password }).expect(200);
    secrets.set('member token', signedIn.body.token);
    await request(app).get(API.me).set('Authorization', `Bearer ${signedIn.body.token}`).expect(200);

    // GitHub: the start, the provider's redirect with code and state, and the callback.
    const browser = request.agent(app);
    const start = await browser.get(API.github).expect(302);
    secrets.set('session cookie', cookieValue(start));
    const approved = await fetch(start.headers.location as string, { redirect: 'manual' });
    const callback = new URL(approved.headers.get('location') as string);
    secrets.set('GitHub code', callback.searchParams.get('code') as string);
    secrets.set('GitHub state', callback.searchParams.get('state') as string);
    secrets.set('GitHub client secret', standIn.env.GITHUB_CLIENT_SECRET);
    const landed = await browser.get(callback.pathname + callback.search).expect(302);
    const githubToken = /#token=([\w-]+)/.exec(landed.headers.location as string)?.[1];
    expect(githubToken).toBeDefined();
    secrets.set('GitHub sign-in token', githubToken as string);

    // An administrator turns two-factor on, then signs in with password and code.
    secrets.set('admin password', ADMIN_PASSWORD);
    const first = await request(app).post(API.adminLogin).send({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }).expect(200);
    secrets.set('admin token', first.body.token);
    const security = await request(app)
      .post(API.adminSecurity)
      .set('Authorization', `Bearer ${first.body.token}`)
      .send({ enableTwoFactor: true, userId: first.body.user.id })
      .expect(200);
    const twoFactorSecret = security.body.twoFactorSecret as string;
    secrets.set('two-factor secret', twoFactorSecret);
    const admin = request.agent(app);
    const step = await admin.post(API.adminLogin).send({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }).expect(200);
    expect(step.body.requireTwoFactor).toBe(true);
    const code = codeAt(twoFactorSecret, Date.now());
    const verified = await admin.post(API.adminVerify2fa).send({ twoFactorCode: code, userId: step.body.userId }).expect(200);
    secrets.set('admin token after two-factor', verified.body.token);

    const text = log.join('');
    // The journeys were logged (so the search below searched something), with the paths they took.
    expect(text).toContain('/api/auth/verify-email?token=[redacted]');
    expect(text).toContain('/api/auth/github/callback?code=[redacted]&state=[redacted]');
    expect(text).toContain(API.adminVerify2fa);
    for (const [what, value] of secrets) {
      expect(value.length).toBeGreaterThanOrEqual(8);
      expect({ what, found: text.includes(value) }).toEqual({ what, found: false });
    }
    // Six digits also occur inside timestamps: the code must not appear as a value of its own.
    expect(new RegExp(`(?<![0-9A-Za-z])${code}(?![0-9A-Za-z])`).test(text)).toBe(false);
  });
});

describe('redactUrl', () => {
  it.each([
    ['/api/auth/verify-email?token=abc', '/api/auth/verify-email?token=[redacted]'],
    ['/cb?code=1&state=2&page=3', '/cb?code=[redacted]&state=[redacted]&page=3'],
    [
      '/x?client_secret=s&newPassword=p&apiKey=k&API_KEY=k2&q=chess',
      '/x?client_secret=[redacted]&newPassword=[redacted]&apiKey=[redacted]&API_KEY=[redacted]&q=chess',
    ],
    ['/x?%74oken=abc', '/x?%74oken=[redacted]'],
    ['/x?Token=abc&tokens=1', '/x?Token=[redacted]&tokens=1'],
    ['http://kingside.test/auth?token=abc#token=fragment', 'http://kingside.test/auth?token=[redacted]#token=[redacted]'],
    ['/api/products?category=Books&flag', '/api/products?category=Books&flag'],
    ['/auth#token=abc', '/auth#token=[redacted]'],
    ['/shop#reviews', '/shop#reviews'],
    ['/api/products', '/api/products'],
  ])('%s is logged as %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });
});
