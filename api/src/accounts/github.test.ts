import { API } from '@kingside/contracts';
import { API_MESSAGES } from '@kingside/contracts/api';
import request from 'supertest';
import { createTestApp, type TestApp } from '../testing/testApp';
import { startGithubStandIn, type GithubStandIn, type StandInAccount } from '../testing/standIns/githubStandIn';
import { createUser } from '../testing/fixtures/users';
import { SESSION_COOKIE } from './session';

let standIn: GithubStandIn;
let t: TestApp;

let nextId = 1000;
function githubAccount(login: string, emails: StandInAccount['emails'], name: string | null = 'Octo Cat'): StandInAccount {
  nextId += 1;
  return { id: nextId, login, name, emails };
}

beforeAll(async () => {
  standIn = await startGithubStandIn(githubAccount('octocat', [{ email: 'octo@example.test', verified: true, primary: true }]));
  t = await createTestApp({ seed: false, env: { ...standIn.env, PUBLIC_URL: 'http://kingside.test' } });
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

/** Follows a redirect to the stand-in (a real HTTP call) and returns where it sends the browser next. */
async function visitStandIn(location: string): Promise<URL> {
  const res = await fetch(location, { redirect: 'manual' });
  expect(res.status).toBe(302);
  return new URL(res.headers.get('location') as string);
}

/** The whole browser journey; resolves with the final Location on our site. */
async function signInWithGithub(account: StandInAccount, tamper?: (callback: URL) => void) {
  standIn.signInAs(account);
  const agent = request.agent(t.app);
  const start = await agent.get(API.github).expect(302);
  const callback = await visitStandIn(start.headers.location as string);
  tamper?.(callback);
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

describe('GitHub sign-in', () => {
  it('sends the browser to the provider with state, scope and our callback, in a httpOnly SameSite=Lax session', async () => {
    const start = await request(t.app).get(API.github).expect(302);
    const target = new URL(start.headers.location as string);
    expect(target.origin + target.pathname).toBe(`${standIn.url}/login/oauth/authorize`);
    expect(target.searchParams.get('client_id')).toBe('test-client');
    expect(target.searchParams.get('scope')).toBe('user:email');
    expect(target.searchParams.get('redirect_uri')).toBe('http://kingside.test/api/auth/github/callback');
    expect(target.searchParams.get('state')).toMatch(/^\S{16,}$/);
    const cookie = ([] as string[]).concat(start.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\/api/);
    expect(cookie).not.toMatch(/Secure/i); // not production: plain http in tests
    // The state lives in the session table made by migration 0002-sessions.
    const [rows] = await t.db.sequelize.query('SELECT data FROM sessions');
    expect(JSON.stringify(rows)).toContain(target.searchParams.get('state'));
  });

  it('creates a verified member from a new GitHub account and hands the browser a token in the fragment', async () => {
    const account = githubAccount('new-octo', [
      { email: 'noreply-new@users.example', verified: false, primary: false },
      { email: 'New.Octo@Example.test', verified: true, primary: true },
    ]);
    const { location } = await signInWithGithub(account);
    const profile = await me(tokenFrom(location));
    expect(profile).toMatchObject({
      username: 'new-octo',
      email: 'new.octo@example.test',
      isVerified: true,
      firstName: 'Octo',
      lastName: 'Cat',
    });
    const user = await t.db.models.User.findByPk(profile.id);
    expect(user).toMatchObject({ githubId: String(account.id), password: null, role: 'user' });
    expect(user!.lastLoginDate).not.toBeNull();
    expect(standIn.requests).toEqual(expect.arrayContaining(['POST /login/oauth/access_token', 'GET /user', 'GET /user/emails']));

    // The next sign-in finds the same member by GitHub id, whatever the addresses say now.
    const again = await signInWithGithub({ ...account, emails: [{ email: 'other@example.test', verified: true, primary: true }] });
    expect((await me(tokenFrom(again.location))).id).toBe(profile.id);
  });

  it('links an existing account through an address GitHub reports as verified', async () => {
    const existing = await createUser(t.db.models, { email: 'linked@example.test' });
    const account = githubAccount('linker', [{ email: 'LINKED@example.test', verified: true, primary: true }]);
    const { location } = await signInWithGithub(account);
    expect((await me(tokenFrom(location))).id).toBe(existing.id);
    await existing.reload();
    expect(existing.githubId).toBe(String(account.id));
    expect(existing.password).not.toBeNull(); // a verified account keeps its password
  });

  it('never links through an unverified address: a separate member is created from the verified one', async () => {
    const existing = await createUser(t.db.models, { email: 'victim@example.test' });
    const account = githubAccount('intruder', [
      { email: 'victim@example.test', verified: false, primary: true },
      { email: 'intruder@example.test', verified: true, primary: false },
    ]);
    const profile = await me(tokenFrom((await signInWithGithub(account)).location));
    expect(profile.id).not.toBe(existing.id);
    expect(profile.email).toBe('intruder@example.test');
    await existing.reload();
    expect(existing.githubId).toBeNull();
  });

  it('sends a GitHub account without any verified address back to /auth with the reason', async () => {
    const account = githubAccount('unverified', [{ email: 'unverified@example.test', verified: false, primary: true }]);
    const { location } = await signInWithGithub(account);
    expect(location).toBe('/auth?github=unverified-email');
    expect(await t.db.models.User.count({ where: { githubId: String(account.id) } })).toBe(0);
  });

  it('takes over an unverified (never proven) registration of the address and removes its password', async () => {
    const squatter = await createUser(t.db.models, { email: 'owner@example.test', isVerified: false });
    const account = githubAccount('real-owner', [{ email: 'owner@example.test', verified: true, primary: true }]);
    const profile = await me(tokenFrom((await signInWithGithub(account)).location));
    expect(profile.id).toBe(squatter.id);
    await squatter.reload();
    expect(squatter).toMatchObject({ isVerified: true, password: null, githubId: String(account.id) });
  });

  it('refuses to link an administrator account', async () => {
    await createUser(t.db.models, { email: 'boss@example.test', role: 'admin' });
    const { location } = await signInWithGithub(githubAccount('boss', [{ email: 'boss@example.test', verified: true, primary: true }]));
    expect(location).toBe('/auth?github=failed');
  });

  it('derives a free username when the GitHub login is taken or unusable', async () => {
    await createUser(t.db.models, { username: 'Taken.Login' });
    const first = await me(
      tokenFrom(
        (await signInWithGithub(githubAccount('taken.login', [{ email: 'tl1@example.test', verified: true, primary: true }]))).location,
      ),
    );
    expect(first.username).toBe('taken.login-2');
    const second = await me(
      tokenFrom((await signInWithGithub(githubAccount('x', [{ email: 'tl2@example.test', verified: true, primary: true }]))).location),
    );
    expect(second.username).toBe('github-x');
  });

  it('refuses a forged callback: a state that is not the one in the session, or no session at all', async () => {
    const account = githubAccount('forged', [{ email: 'forged@example.test', verified: true, primary: true }]);
    const forged = await signInWithGithub(account, (callback) => callback.searchParams.set('state', 'forged-state-value-123456'));
    expect(forged.location).toBe('/auth?github=failed');

    // A callback carried to someone else's browser (no session there) is refused too.
    standIn.signInAs(account);
    const start = await request.agent(t.app).get(API.github).expect(302);
    const callback = await visitStandIn(start.headers.location as string);
    const stranger = await request(t.app)
      .get(callback.pathname + callback.search)
      .expect(302);
    expect(stranger.headers.location).toBe('/auth?github=failed');
    expect(await t.db.models.User.count({ where: { githubId: String(account.id) } })).toBe(0);
  });

  it('sends a denied authorization back to /auth as failed', async () => {
    const agent = request.agent(t.app);
    const start = await agent.get(API.github).expect(302);
    const state = new URL(start.headers.location as string).searchParams.get('state');
    const res = await agent.get(`/api/auth/github/callback?error=access_denied&state=${state}`).expect(302);
    expect(res.headers.location).toBe('/auth?github=failed');
  });
});

describe('GitHub sign-in not configured', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp({ seed: false });
  });
  afterAll(async () => bare.close());

  it('answers API clients 503 with a clear message', async () => {
    const res = await request(bare.app).get(API.github).set('Accept', 'application/json').expect(503);
    expect(res.body).toEqual({ message: API_MESSAGES.githubNotConfigured });
    await request(bare.app).get('/api/auth/github/callback?code=x&state=y').expect(503);
  });

  it('sends a browser back to /auth, which shows the same message', async () => {
    const res = await request(bare.app).get(API.github).set('Accept', 'text/html,application/xhtml+xml,*/*;q=0.8').expect(302);
    expect(res.headers.location).toBe('/auth?github=unavailable');
  });
});
