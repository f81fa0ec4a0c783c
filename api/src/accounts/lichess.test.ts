import { createHash, randomBytes } from 'node:crypto';
import { API, LICHESS_SIGN_IN, ROUTES } from '@kingside/contracts';
import { TRAINING_API } from '@kingside/contracts/training';
import request from 'supertest';
import { loadConfig } from '../shared/config';
import type * as profiles from '../training/profiles';
import { seedRatingFromLichess } from '../training/profiles';
import { createTestApp, type TestApp } from '../testing/testApp';
import {
  startLichessStandIn,
  STAND_IN_CLIENT_ID,
  type LichessStandIn,
  type LichessStandInAccount,
} from '../testing/standIns/lichessStandIn';
import { createUser } from '../testing/fixtures/users';
import { SESSION_COOKIE } from './session';
import { hashToken, issueToken } from './tokens';

// The real seeding, recorded: the tests see what reached it and what it stored.
jest.mock('../training/profiles', () => {
  const actual = jest.requireActual<typeof profiles>('../training/profiles');
  return { ...actual, seedRatingFromLichess: jest.fn(actual.seedRatingFromLichess) };
});
const seeded = seedRatingFromLichess as jest.MockedFunction<typeof seedRatingFromLichess>;

let standIn: LichessStandIn;
let t: TestApp;

let nextId = 0;
function lichessAccount(email: string | null, perfs?: LichessStandInAccount['perfs'], username?: string): LichessStandInAccount {
  nextId += 1;
  return { username: username ?? `Knight${nextId}_${randomBytes(2).toString('hex')}`, email, ...(perfs ? { perfs } : {}) };
}

beforeAll(async () => {
  standIn = await startLichessStandIn(lichessAccount('first@example.test'));
  t = await createTestApp({ seed: false, env: { ...standIn.env, PUBLIC_URL: 'http://kingside.test' } });
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});
beforeEach(() => seeded.mockClear());

/** Follows a redirect to the stand-in (a real HTTP call) and returns where it sends the browser next. */
async function visitStandIn(location: string): Promise<URL> {
  const res = await fetch(location, { redirect: 'manual' });
  expect(res.status).toBe(302);
  return new URL(res.headers.get('location') as string);
}

/** The whole browser journey from `start` (sign-in, or a link URL); resolves with the final Location on our site. */
async function signInWithLichess(account: LichessStandInAccount, options: { start?: string; tamper?: (callback: URL) => void } = {}) {
  standIn.signInAs(account);
  const agent = request.agent(t.app);
  const start = await agent.get(options.start ?? LICHESS_SIGN_IN.path).expect(302);
  const callback = await visitStandIn(start.headers.location as string);
  options.tamper?.(callback);
  const done = await agent.get(callback.pathname + callback.search).expect(302);
  return { start, callback, location: done.headers.location as string };
}

function tokenFrom(location: string): string {
  const match = /^\/auth#token=([\w-]{43})$/.exec(location);
  if (!match) throw new Error(`not a signed-in landing: ${location}`);
  return match[1] as string;
}

async function me(token: string) {
  return (await request(t.app).get(API.me).set('Authorization', `Bearer ${token}`).expect(200)).body as {
    id: number;
    username: string;
    email: string;
  };
}

const lichessIdOf = (account: LichessStandInAccount) => account.username.toLowerCase();

async function memberToken(userId: number) {
  return issueToken(t.db.models, userId, 'member');
}

async function linkUrlFor(userId: number): Promise<string> {
  const res = await request(t.app)
    .post(TRAINING_API.lichessLink)
    .set('Authorization', `Bearer ${await memberToken(userId)}`)
    .expect(200);
  return (res.body as { url: string }).url;
}

describe('Sign in with Lichess', () => {
  it('sends the browser to Lichess with PKCE (S256), state, scope and our callback; the verifier stays in the session', async () => {
    const start = await request(t.app).get(LICHESS_SIGN_IN.path).expect(302);
    const target = new URL(start.headers.location as string);
    expect(target.origin + target.pathname).toBe(`${standIn.url}/oauth`);
    expect(Object.fromEntries(target.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: STAND_IN_CLIENT_ID,
      scope: 'email:read',
      redirect_uri: 'http://kingside.test/api/auth/lichess/callback',
      code_challenge_method: 'S256',
    });
    expect(target.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(target.searchParams.get('state')).toMatch(/^\S{16,}$/);
    const cookie = ([] as string[]).concat(start.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    // The session holds the state and the verifier whose S256 hash is the challenge sent.
    const [rows] = await t.db.sequelize.query('SELECT data FROM sessions');
    const stored = (rows as Array<{ data: string }>)
      .map((row) => JSON.parse(row.data) as { 'oauth2:lichess'?: { state: { handle: string; code_verifier: string } } })
      .map((data) => data['oauth2:lichess']?.state)
      .find((state) => state?.handle === target.searchParams.get('state'));
    expect(stored).toBeDefined();
    expect(createHash('sha256').update(stored!.code_verifier).digest('base64url')).toBe(target.searchParams.get('code_challenge'));
  });

  it('creates a verified member from a new Lichess account, and finds them again on the next sign-in', async () => {
    const account = lichessAccount('New.Player@Example.test', undefined, 'NewPlayer');
    const { location } = await signInWithLichess(account);
    const profile = await me(tokenFrom(location));
    expect(profile).toMatchObject({ username: 'NewPlayer', email: 'new.player@example.test', isVerified: true });
    const user = await t.db.models.User.findByPk(profile.id);
    expect(user).toMatchObject({ lichessId: 'newplayer', lichessUsername: 'NewPlayer', password: null, role: 'user', githubId: null });
    expect(user!.lastLoginDate).not.toBeNull();
    expect(standIn.requests).toEqual(expect.arrayContaining(['POST /api/token', 'GET /api/account', 'GET /api/account/email']));

    // By Lichess id, whatever the address says now.
    const again = await signInWithLichess({ ...account, email: 'changed@example.test' });
    expect((await me(tokenFrom(again.location))).id).toBe(profile.id);
    expect(await t.db.models.User.count({ where: { lichessId: 'newplayer' } })).toBe(1);
  });

  it('links an existing account through the address Lichess serves (a confirmed one), keeping its password', async () => {
    const existing = await createUser(t.db.models, { email: 'member@example.test' });
    const account = lichessAccount('MEMBER@example.test');
    const { location } = await signInWithLichess(account);
    expect((await me(tokenFrom(location))).id).toBe(existing.id);
    await existing.reload();
    expect(existing).toMatchObject({ lichessId: lichessIdOf(account), lichessUsername: account.username });
    expect(existing.password).not.toBeNull();
  });

  it('never links to an administrator, nor to an account linked to another Lichess account', async () => {
    const admin = await createUser(t.db.models, { email: 'chief@example.test', role: 'admin' });
    expect((await signInWithLichess(lichessAccount('chief@example.test'))).location).toBe('/auth?lichess=failed');
    await admin.reload();
    expect(admin.lichessId).toBeNull();

    const taken = await createUser(t.db.models, { email: 'taken@example.test' });
    await taken.update({ lichessId: 'someone-else', lichessUsername: 'Someone-Else' });
    const account = lichessAccount('taken@example.test');
    expect((await signInWithLichess(account)).location).toBe('/auth?lichess=failed');
    await taken.reload();
    expect(taken.lichessId).toBe('someone-else');
    expect(await t.db.models.User.count({ where: { lichessId: lichessIdOf(account) } })).toBe(0);
  });

  it('sends a Lichess account without an address back to /auth with the reason', async () => {
    const account = lichessAccount(null);
    expect((await signInWithLichess(account)).location).toBe('/auth?lichess=unverified-email');
    expect(await t.db.models.User.count({ where: { lichessId: lichessIdOf(account) } })).toBe(0);
  });

  it('derives a free username when the Lichess username is taken or too short', async () => {
    await createUser(t.db.models, { username: 'Rook_Lift' });
    const taken = await me(tokenFrom((await signInWithLichess(lichessAccount('rl@example.test', undefined, 'rook_lift'))).location));
    expect(taken.username).toBe('rook_lift-2');
    const short = await me(tokenFrom((await signInWithLichess(lichessAccount('ab@example.test', undefined, 'ab'))).location));
    expect(short.username).toBe('lichess-ab');
  });

  it('refuses a forged state, and a callback in a browser that did not start (no session)', async () => {
    const account = lichessAccount('forged@example.test');
    const forged = await signInWithLichess(account, {
      tamper: (callback) => callback.searchParams.set('state', 'forged-state-1234567890'),
    });
    expect(forged.location).toBe('/auth?lichess=failed');

    standIn.signInAs(account);
    const start = await request.agent(t.app).get(LICHESS_SIGN_IN.path).expect(302);
    const callback = await visitStandIn(start.headers.location as string);
    const stranger = await request(t.app)
      .get(callback.pathname + callback.search)
      .expect(302);
    expect(stranger.headers.location).toBe('/auth?lichess=failed');
    expect(await t.db.models.User.count({ where: { lichessId: lichessIdOf(account) } })).toBe(0);
  });

  it("refuses an intercepted code: redeemed with another browser's verifier, Lichess refuses the token", async () => {
    const account = lichessAccount('intercepted@example.test');
    standIn.signInAs(account);
    // The victim's authorization gives a code bound to the victim's challenge ...
    const victim = await request.agent(t.app).get(LICHESS_SIGN_IN.path).expect(302);
    const code = (await visitStandIn(victim.headers.location as string)).searchParams.get('code') as string;
    // ... which the attacker's browser, with a state of its own (and so its own verifier), cannot spend.
    const attacker = request.agent(t.app);
    const attackerStart = await attacker.get(LICHESS_SIGN_IN.path).expect(302);
    const state = new URL(attackerStart.headers.location as string).searchParams.get('state') as string;
    const res = await attacker.get(`/api/auth/lichess/callback?code=${code}&state=${encodeURIComponent(state)}`).expect(302);
    expect(res.headers.location).toBe('/auth?lichess=failed');
    expect(await t.db.models.User.count({ where: { lichessId: lichessIdOf(account) } })).toBe(0);
  });

  it('the stand-in refuses a token request whose code_verifier does not match the challenge', async () => {
    const verifier = randomBytes(32).toString('base64url');
    const authorize = new URL(`${standIn.url}/oauth`);
    const redirectUri = 'http://kingside.test/api/auth/lichess/callback';
    for (const [key, value] of Object.entries({
      response_type: 'code',
      client_id: STAND_IN_CLIENT_ID,
      redirect_uri: redirectUri,
      code_challenge_method: 'S256',
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    }))
      authorize.searchParams.set(key, value);
    const token = async (codeVerifier: string) => {
      const code = (await visitStandIn(authorize.toString())).searchParams.get('code') as string;
      const form = {
        grant_type: 'authorization_code',
        code,
        code_verifier: codeVerifier,
        redirect_uri: redirectUri,
        client_id: STAND_IN_CLIENT_ID,
      };
      return fetch(`${standIn.url}/api/token`, { method: 'POST', body: new URLSearchParams(form) });
    };
    expect((await token(randomBytes(32).toString('base64url'))).status).toBe(400);
    expect((await token(verifier)).status).toBe(200);
  });

  it('sends a denied authorization, or a callback without an answer, back to /auth as failed', async () => {
    const agent = request.agent(t.app);
    const start = await agent.get(LICHESS_SIGN_IN.path).expect(302);
    const state = new URL(start.headers.location as string).searchParams.get('state');
    expect((await agent.get(`/api/auth/lichess/callback?error=access_denied&state=${state}`).expect(302)).headers.location).toBe(
      '/auth?lichess=failed',
    );
    expect((await request(t.app).get('/api/auth/lichess/callback').expect(302)).headers.location).toBe('/auth?lichess=failed');
  });

  it('starts afresh when the start URL carries what only the callback may take', async () => {
    const res = await request(t.app).get(`${LICHESS_SIGN_IN.path}?code=abc&state=x`).expect(302);
    expect(res.headers.location).toBe(LICHESS_SIGN_IN.path);
  });
});

describe('Linking Lichess while signed in', () => {
  it('needs a member token', async () => {
    await request(t.app).post(TRAINING_API.lichessLink).expect(401);
    await request(t.app).post(TRAINING_API.lichessLink).set('Authorization', 'Bearer nonsense').expect(401);
  });

  it('refuses a body: the request carries nothing', async () => {
    const member = await createUser(t.db.models);
    const res = await request(t.app)
      .post(TRAINING_API.lichessLink)
      .set('Authorization', `Bearer ${await memberToken(member.id)}`)
      .send({ userId: 1 })
      .expect(400);
    expect(res.body).toEqual({ message: 'Unknown field: userId' });
  });

  it('links the Lichess account to the member who asked, whatever its address, then returns to /train', async () => {
    const member = await createUser(t.db.models, { email: 'linker@example.test' });
    const url = await linkUrlFor(member.id);
    const code = /^\/api\/auth\/lichess\?link=([\w-]{43})$/.exec(url)?.[1];
    expect(code).toBeDefined();
    // Stored hashed, for 10 minutes.
    const row = await t.db.models.AuthToken.findOne({ where: { tokenHash: hashToken(code!) } });
    expect(row).toMatchObject({ userId: member.id, kind: 'link', revokedAt: null });
    const lifetime = new Date(row!.expiresAt).getTime() - new Date(row!.createdAt).getTime();
    expect(lifetime).toBe(10 * 60 * 1000);

    const account = lichessAccount('elsewhere@example.test', { puzzle: { rating: 2011, rd: 60 } });
    const { location } = await signInWithLichess(account, { start: url });
    expect(location).toBe(ROUTES.train);
    await member.reload();
    expect(member).toMatchObject({ lichessId: lichessIdOf(account), lichessUsername: account.username, email: 'linker@example.test' });
    expect(seeded).toHaveBeenCalledWith(expect.anything(), member.id, { puzzle: 2011, puzzleDeviation: 60 });

    // Signing in with Lichess now signs in as that member.
    const again = await signInWithLichess(account);
    expect((await me(tokenFrom(again.location))).id).toBe(member.id);
  });

  it('takes a link code once, and not once it has expired', async () => {
    const member = await createUser(t.db.models);
    const url = await linkUrlFor(member.id);
    await signInWithLichess(lichessAccount('once@example.test'), { start: url });

    const reuse = await request(t.app).get(url).set('Accept', 'text/html').expect(302);
    expect(reuse.headers.location).toBe('/auth?lichess=link-expired');
    const json = await request(t.app).get(url).set('Accept', 'application/json').expect(400);
    expect(json.body).toEqual({ message: LICHESS_SIGN_IN.linkInvalid });

    const late = await linkUrlFor(member.id);
    const code = late.split('link=')[1] as string;
    await t.db.models.AuthToken.update({ expiresAt: new Date(Date.now() - 1000) }, { where: { tokenHash: hashToken(code) } });
    expect((await request(t.app).get(late).set('Accept', 'text/html').expect(302)).headers.location).toBe('/auth?lichess=link-expired');
    // A member token is not a link code.
    const memberCode = await memberToken(member.id);
    await request(t.app).get(`${LICHESS_SIGN_IN.path}?link=${memberCode}`).set('Accept', 'application/json').expect(400);
  });

  it('refuses a Lichess account another member holds, and an administrator', async () => {
    const holder = await createUser(t.db.models);
    const account = lichessAccount('holder@example.test');
    await holder.update({ lichessId: lichessIdOf(account), lichessUsername: account.username });
    const member = await createUser(t.db.models);
    const { location } = await signInWithLichess(account, { start: await linkUrlFor(member.id) });
    expect(location).toBe('/auth?lichess=already-linked');
    await member.reload();
    expect(member.lichessId).toBeNull();

    const admin = await createUser(t.db.models, { role: 'admin' });
    const forAdmin = await signInWithLichess(lichessAccount('adm@example.test'), { start: await linkUrlFor(admin.id) });
    expect(forAdmin.location).toBe('/auth?lichess=failed');
    await admin.reload();
    expect(admin.lichessId).toBeNull();
  });
});

describe('Lichess ratings', () => {
  it("seed the member's puzzle rating: the puzzle rating with its deviation, and a rapid rating unless provisional", async () => {
    const account = lichessAccount('rated@example.test', { puzzle: { rating: 1873, rd: 75 }, rapid: { rating: 1650, rd: 45 } });
    const profile = await me(tokenFrom((await signInWithLichess(account)).location));
    expect(seeded).toHaveBeenCalledTimes(1);
    expect(seeded).toHaveBeenCalledWith(expect.anything(), profile.id, { puzzle: 1873, puzzleDeviation: 75, rapid: 1650 });
    const stored = await t.db.models.TrainingProfile.findByPk(profile.id);
    expect(stored?.lichessRating).toBe(1873);
    expect(standIn.requests).toContain(`GET /api/user/${account.username}`);

    seeded.mockClear();
    const provisional = lichessAccount('prov@example.test', { rapid: { rating: 2200, rd: 300, prov: true } });
    await signInWithLichess(provisional);
    expect(seeded).not.toHaveBeenCalled();

    const rapidOnly = lichessAccount('rapid@example.test', { rapid: { rating: 1420, rd: 60 } });
    const rapidMember = await me(tokenFrom((await signInWithLichess(rapidOnly)).location));
    expect(seeded).toHaveBeenLastCalledWith(expect.anything(), rapidMember.id, { rapid: 1420 });
  });

  it('never fail the sign-in: Lichess down, the member signs in at the usual rating', async () => {
    standIn.setPublicApiDown(true);
    try {
      const account = lichessAccount('down@example.test', { puzzle: { rating: 2300, rd: 50 } });
      const profile = await me(tokenFrom((await signInWithLichess(account)).location));
      expect(profile.email).toBe('down@example.test');
      expect(seeded).not.toHaveBeenCalled();
    } finally {
      standIn.setPublicApiDown(false);
    }
  });
});

describe('Sign in with Lichess not configured', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp({ seed: false });
  });
  afterAll(async () => bare.close());

  it('answers API clients 503 with a clear message, on every Lichess route', async () => {
    const body = { message: LICHESS_SIGN_IN.notConfigured };
    expect((await request(bare.app).get(LICHESS_SIGN_IN.path).set('Accept', 'application/json').expect(503)).body).toEqual(body);
    expect((await request(bare.app).get('/api/auth/lichess/callback?code=x&state=y').expect(503)).body).toEqual(body);
    expect((await request(bare.app).post(TRAINING_API.lichessLink).expect(503)).body).toEqual(body);
  });

  it('sends a browser back to /auth, which shows the same message', async () => {
    const res = await request(bare.app).get(LICHESS_SIGN_IN.path).set('Accept', 'text/html,application/xhtml+xml,*/*;q=0.8').expect(302);
    expect(res.headers.location).toBe('/auth?lichess=unavailable');
  });
});

describe('Lichess configuration', () => {
  const config = (env: Record<string, string>) =>
    loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SECRETS_KEY: 'ab'.repeat(32), ...env }, false).lichess;

  it('is enabled by LICHESS_CLIENT_ID alone, against lichess.org unless LICHESS_URL says otherwise', () => {
    expect(config({})).toBeUndefined();
    expect(config({ LICHESS_URL: 'http://127.0.0.1:1' })).toBeUndefined();
    expect(config({ LICHESS_CLIENT_ID: 'kingside' })).toEqual({ clientId: 'kingside', url: 'https://lichess.org' });
    expect(config({ LICHESS_CLIENT_ID: 'kingside', LICHESS_URL: 'http://127.0.0.1:4321/' })).toEqual({
      clientId: 'kingside',
      url: 'http://127.0.0.1:4321',
    });
  });

  it('refuses a LICHESS_URL that is not http or https', () => {
    expect(() => config({ LICHESS_CLIENT_ID: 'kingside', LICHESS_URL: 'lichess.org' })).toThrow(/LICHESS_URL must be an http or https URL/);
    expect(() => config({ LICHESS_CLIENT_ID: 'kingside', LICHESS_URL: 'ftp://lichess.org' })).toThrow(/LICHESS_URL/);
  });
});
