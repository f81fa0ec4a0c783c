import { createHash, randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';

export interface StandInPerf {
  rating: number;
  rd: number;
  prov?: boolean;
}

export interface LichessStandInAccount {
  username: string;
  /** what GET /api/account/email answers; null: an account without one */
  email: string | null;
  perfs?: { puzzle?: StandInPerf; rapid?: StandInPerf };
}

export const STAND_IN_CLIENT_ID = 'kingside-test';

const base64url = (buffer: Buffer) => buffer.toString('base64url');
const idOf = (account: LichessStandInAccount) => account.username.toLowerCase();

/**
 * A Lichess stand-in on loopback (its own free port), serving what Sign in with Lichess and the rating read
 * talk to. /oauth approves at once and sends the browser back with a code and the state it was given; the
 * code buys an access token only with the code_verifier whose S256 challenge /oauth received (PKCE), the
 * client id and redirect URI it was issued for, and no client secret (Lichess has none). On `port`, or a free one.
 */
export async function startLichessStandIn(initial: LichessStandInAccount, port = 0) {
  let account = initial;
  /** every account seen, by Lichess id: GET /api/user/{username} reads them */
  const accounts = new Map<string, LichessStandInAccount>([[idOf(initial), initial]]);
  const codes = new Map<string, { account: LichessStandInAccount; challenge: string; clientId: string; redirectUri: string }>();
  const tokens = new Map<string, LichessStandInAccount>();
  const requests: string[] = [];
  let publicApiDown = false;
  /** each account's games for the public game export (issue 46), newest first, as Lichess's NDJSON lines */
  const games = new Map<string, unknown[]>();

  const app = express();
  app.use(express.urlencoded({ extended: false }));
  app.use((req, _res, next) => {
    requests.push(`${req.method} ${req.path}`);
    next();
  });

  app.get('/oauth', (req, res) => {
    const q = req.query as Record<string, string | undefined>;
    if (q.response_type !== 'code' || !q.client_id || !q.redirect_uri || q.code_challenge_method !== 'S256' || !q.code_challenge) {
      res.status(400).json({ error: 'invalid_request' });
      return;
    }
    const redirect = new URL(q.redirect_uri);
    const code = randomBytes(12).toString('hex');
    codes.set(code, { account, challenge: q.code_challenge, clientId: q.client_id, redirectUri: q.redirect_uri });
    redirect.searchParams.set('code', code);
    if (q.state) redirect.searchParams.set('state', q.state);
    res.redirect(302, redirect.toString());
  });

  app.post('/api/token', (req, res) => {
    const body = req.body as Record<string, string | undefined>;
    const issued = codes.get(body.code ?? '');
    // A code is good once, whatever the outcome (as at Lichess).
    codes.delete(body.code ?? '');
    const verifier = body.code_verifier ?? '';
    const ok =
      issued &&
      body.grant_type === 'authorization_code' &&
      body.client_id === issued.clientId &&
      body.redirect_uri === issued.redirectUri &&
      !body.client_secret &&
      base64url(createHash('sha256').update(verifier).digest()) === issued.challenge;
    if (!ok) {
      res.status(400).json({ error: 'invalid_grant', error_description: 'authorization code or code_verifier is wrong' });
      return;
    }
    const token = `lio_${randomBytes(16).toString('hex')}`;
    tokens.set(token, issued.account);
    res.json({ token_type: 'Bearer', access_token: token, expires_in: 31_536_000 });
  });

  const owner = (req: express.Request) => tokens.get((req.headers.authorization ?? '').replace(/^Bearer\s+/i, ''));
  const publicUser = (who: LichessStandInAccount) => ({ id: idOf(who), username: who.username, perfs: who.perfs ?? {} });

  app.get('/api/account', (req, res) => {
    const who = owner(req);
    if (!who) return void res.status(401).json({ error: 'No such token' });
    res.json(publicUser(who));
  });
  app.get('/api/account/email', (req, res) => {
    const who = owner(req);
    if (!who) return void res.status(401).json({ error: 'No such token' });
    res.json(who.email === null ? {} : { email: who.email });
  });
  app.get('/api/user/:username', (req, res) => {
    if (publicApiDown) return void res.status(503).json({ error: 'down for maintenance' });
    const who = accounts.get(String(req.params.username).toLowerCase());
    if (!who) return void res.status(404).json({ error: 'Not found' });
    res.json(publicUser(who));
  });

  // Lichess's public game export: NDJSON, newest first, `max` of them.
  app.get('/api/games/user/:username', (req, res) => {
    if (publicApiDown) return void res.status(503).json({ error: 'down for maintenance' });
    const who = accounts.get(String(req.params.username).toLowerCase());
    if (!who) return void res.status(404).json({ error: 'Not found' });
    const max = Number(req.query.max) || Infinity;
    res.type('application/x-ndjson');
    res.send(
      (games.get(idOf(who)) ?? [])
        .slice(0, max)
        .map((game) => `${typeof game === 'string' ? game : JSON.stringify(game)}\n`)
        .join(''),
    );
  });

  const server: Server = await new Promise((resolve) => {
    const s = app.listen(port, '127.0.0.1', () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    requests,
    /** the Lichess account the next authorization signs in as (its public ratings are served too) */
    signInAs(next: LichessStandInAccount) {
      account = next;
      accounts.set(idOf(next), next);
    },
    /** what the game export answers for `username`: Lichess's game objects (or raw lines), newest first */
    setGames(username: string, list: unknown[]) {
      games.set(username.toLowerCase(), list);
    },
    /** GET /api/user/{username} answers 503 while true: the rating read fails, the sign-in must not */
    setPublicApiDown(down: boolean) {
      publicApiDown = down;
    },
    env: { LICHESS_CLIENT_ID: STAND_IN_CLIENT_ID, LICHESS_URL: url },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type LichessStandIn = Awaited<ReturnType<typeof startLichessStandIn>>;
