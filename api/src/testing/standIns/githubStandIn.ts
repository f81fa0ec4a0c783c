import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';

export interface StandInAccount {
  id: number;
  login: string;
  name: string | null;
  emails: Array<{ email: string; verified: boolean; primary: boolean }>;
}

/**
 * A GitHub stand-in on loopback: the four endpoints passport-github2 talks to. /login/oauth/authorize
 * approves at once (as GitHub does for an app the member already authorized) and sends the browser
 * back with a code and the state it was given; the code buys an access token for the current account.
 */
export async function startGithubStandIn(initial: StandInAccount) {
  let account = initial;
  const codes = new Map<string, StandInAccount>();
  const tokens = new Map<string, StandInAccount>();
  const requests: string[] = [];
  const app = express();
  app.use(express.urlencoded({ extended: false }));
  app.use(express.json());
  app.use((req, _res, next) => {
    requests.push(`${req.method} ${req.path}`);
    next();
  });

  app.get('/login/oauth/authorize', (req, res) => {
    const redirect = new URL(String(req.query.redirect_uri));
    const code = randomBytes(8).toString('hex');
    codes.set(code, account);
    redirect.searchParams.set('code', code);
    if (typeof req.query.state === 'string') redirect.searchParams.set('state', req.query.state);
    res.redirect(302, redirect.toString());
  });

  app.post('/login/oauth/access_token', (req, res) => {
    const body = req.body as Record<string, string>;
    const owner = codes.get(body.code ?? '');
    if (!owner || body.client_id !== 'test-client' || body.client_secret !== 'test-secret') {
      res.json({ error: 'bad_verification_code' });
      return;
    }
    codes.delete(body.code ?? '');
    const token = randomBytes(12).toString('hex');
    tokens.set(token, owner);
    res.json({ access_token: token, token_type: 'bearer', scope: 'user:email' });
  });

  const owner = (req: express.Request) => tokens.get((req.headers.authorization ?? '').replace(/^(Bearer|token)\s+/i, ''));
  app.get('/user', (req, res) => {
    const who = owner(req);
    if (!who) return void res.status(401).json({ message: 'Bad credentials' });
    res.json({ id: who.id, login: who.login, name: who.name, email: null, html_url: `https://github.example/${who.login}` });
  });
  app.get('/user/emails', (req, res) => {
    const who = owner(req);
    if (!who) return void res.status(401).json({ message: 'Bad credentials' });
    res.json(who.emails);
  });

  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    requests,
    /** the GitHub account the next authorization signs in as */
    signInAs(next: StandInAccount) {
      account = next;
    },
    env: {
      GITHUB_CLIENT_ID: 'test-client',
      GITHUB_CLIENT_SECRET: 'test-secret',
      GITHUB_AUTHORIZATION_URL: `${url}/login/oauth/authorize`,
      GITHUB_TOKEN_URL: `${url}/login/oauth/access_token`,
      GITHUB_USER_PROFILE_URL: `${url}/user`,
      GITHUB_USER_EMAIL_URL: `${url}/user/emails`,
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type GithubStandIn = Awaited<ReturnType<typeof startGithubStandIn>>;
