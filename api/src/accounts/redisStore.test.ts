import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { API, CHAPTER_API } from '@kingside/contracts';
import { API_MESSAGES } from '@kingside/contracts/api';
import { Chess } from 'chess.js';
import request from 'supertest';
import { seedCatalogue } from '../catalogue/seed';
import { seedChapters } from '../lessons/seed';
import { COURSE_CHAPTERS } from '../lessons/content';
import { createTestApp, type TestApp } from '../testing/testApp';
import { closeRedis } from '../shared/redis';
import { startGithubStandIn, type GithubStandIn } from '../testing/standIns/githubStandIn';
import { freePort, waitForPort } from '../../../scripts/support/ports.mjs';

/*
 * With REDIS_URL, several api instances share sessions, the rate limit and a learner's wrong tries. Two apps over one Redis
 * stand for two instances behind a load balancer.
 */

const REDIS_SERVER = process.env.REDIS_SERVER || '/usr/bin/redis-server';

let redis: ChildProcess;
let standIn: GithubStandIn;
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  if (!fs.existsSync(REDIS_SERVER)) {
    throw new Error(`redis-server not found at ${REDIS_SERVER}. Install it: apt-get install -y redis-server (or set REDIS_SERVER).`);
  }
  const port = await freePort();
  redis = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  await waitForPort(port, { timeoutMs: 5000, intervalMs: 50, child: redis, name: 'redis-server' });
  standIn = await startGithubStandIn({
    id: 777,
    login: 'redis-octo',
    name: null,
    emails: [{ email: 'redis@example.test', verified: true, primary: true }],
  });
  const env = { ...standIn.env, REDIS_URL: `redis://127.0.0.1:${port}`, AUTH_RATE_LIMIT: '4' };
  a = await createTestApp({ seed: false, env });
  b = await createTestApp({ seed: false, env: { ...env, DATABASE_URL: a.config.databaseUrl } });
});
afterAll(async () => {
  for (const app of [a, b]) {
    if (!app) continue;
    await closeRedis(app.deps);
  }
  await b?.close();
  await a?.close();
  await standIn?.close();
  redis?.kill();
});

describe('with REDIS_URL', () => {
  it('keeps the GitHub sign-in state in Redis: the callback may reach another instance', async () => {
    const agentA = request.agent(a.app);
    const start = await agentA.get(API.github).expect(302);
    const cookie = ([] as string[])
      .concat(start.headers['set-cookie'] ?? [])
      .map((c) => c.split(';')[0])
      .join('; ');
    const provider = await fetch(start.headers.location as string, { redirect: 'manual' });
    const callback = new URL(provider.headers.get('location') as string);
    const done = await request(b.app)
      .get(callback.pathname + callback.search)
      .set('Cookie', cookie)
      .expect(302);
    expect(done.headers.location).toMatch(/^\/auth#token=[\w-]{43}$/);
  });

  it('counts the rate limit across instances', async () => {
    // The GitHub test above used 2 of the 4 requests this minute (one on each instance).
    await request(a.app).post(API.login).send({ email: 'x@example.test', password: 'whatever-1' }).expect(401);
    await request(b.app).post(API.login).send({ email: 'x@example.test', password: 'whatever-1' }).expect(401);
    const res = await request(a.app).post(API.login).send({ email: 'x@example.test', password: 'whatever-1' }).expect(429);
    expect(res.body).toEqual({ message: API_MESSAGES.tooManyRequests });
  });

  it('counts a learner’s wrong tries across instances, so the hint comes on the second wherever it lands', async () => {
    await seedCatalogue(a.db);
    await seedChapters(a.db);
    const chapter = COURSE_CHAPTERS[7]![0]!;
    const wrong = new Chess(chapter.fen).moves().find((san) => !chapter.exercise.solution.includes(san))!;
    const first = await request(a.app)
      .post(CHAPTER_API.moves(7, 1))
      .send({ moves: [wrong] })
      .expect(200);
    expect(first.body).toEqual({ correct: false, complete: false });
    const second = await request(b.app)
      .post(CHAPTER_API.moves(7, 1))
      .send({ moves: [wrong] })
      .expect(200);
    expect(second.body).toEqual({ correct: false, complete: false, hint: chapter.exercise.hint });
  });
});
