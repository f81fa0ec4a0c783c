import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import express from 'express';

/** The GitHub account the stand-in signs everybody in as (the browser tests expect these values). */
export const STAND_IN_ACCOUNT = {
  id: 4242,
  login: 'octo-e2e',
  name: 'Octavia Hub',
  emails: [
    { email: 'octo-e2e@users.noreply.example', verified: false, primary: false },
    { email: 'octavia@e2e.example', verified: true, primary: true },
  ],
} as const;

/** The client the server under test is configured with (playwright.config.ts). */
const CLIENT = { id: 'e2e-client', secret: 'e2e-secret' };

/**
 * A GitHub stand-in on loopback for the browser tests: the four endpoints passport-github2 uses.
 * /login/oauth/authorize approves at once (as GitHub does for an app the member already authorized)
 * and sends the browser back to the site with a code and the state it was given.
 */
export async function startGithubStandIn(port: number): Promise<{ close(): Promise<void> }> {
  const codes = new Set<string>();
  const tokens = new Set<string>();
  const app = express();
  app.use(express.urlencoded({ extended: false }));
  app.use(express.json());

  app.get('/login/oauth/authorize', (req, res) => {
    if (req.query.client_id !== CLIENT.id) return void res.status(400).send('unknown client');
    const redirect = new URL(String(req.query.redirect_uri));
    const code = randomBytes(8).toString('hex');
    codes.add(code);
    redirect.searchParams.set('code', code);
    if (typeof req.query.state === 'string') redirect.searchParams.set('state', req.query.state);
    res.redirect(302, redirect.toString());
  });

  app.post('/login/oauth/access_token', (req, res) => {
    const body = req.body as Record<string, string>;
    if (!codes.delete(body.code ?? '') || body.client_id !== CLIENT.id || body.client_secret !== CLIENT.secret) {
      return void res.json({ error: 'bad_verification_code' });
    }
    const token = randomBytes(12).toString('hex');
    tokens.add(token);
    res.json({ access_token: token, token_type: 'bearer', scope: 'user:email' });
  });

  const authorized = (req: express.Request) => tokens.has((req.headers.authorization ?? '').replace(/^(Bearer|token)\s+/i, ''));
  app.get('/user', (req, res) => {
    if (!authorized(req)) return void res.status(401).json({ message: 'Bad credentials' });
    res.json({ id: STAND_IN_ACCOUNT.id, login: STAND_IN_ACCOUNT.login, name: STAND_IN_ACCOUNT.name, email: null });
  });
  app.get('/user/emails', (req, res) => {
    if (!authorized(req)) return void res.status(401).json({ message: 'Bad credentials' });
    res.json(STAND_IN_ACCOUNT.emails);
  });

  const server: Server = await new Promise((resolve, reject) => {
    const s = app.listen(port, '127.0.0.1', () => resolve(s));
    s.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`The GitHub stand-in cannot listen on ${port}: the port is taken. Set E2E_GITHUB_PORT to a free port.`)
          : error,
      ),
    );
  });
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
