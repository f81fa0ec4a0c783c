import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GAMES_API, type GameImportResult } from '@kingside/contracts/games';
import { Queue } from 'bullmq';
import { createClient } from 'redis';
import request from 'supertest';
import { API_ROOT, REPO_ROOT } from '../../shared/config';
import { closeRedis } from '../../shared/redis';
import { BLUNDERS } from '../../testing/fixtures/games';
import { bearer, signedInMember } from '../../testing/fixtures/orders';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { closeGameJobs, QUEUE_NAME } from './jobs';
import { ENGINE_SCRIPT } from './uciEngine';

/*
 * A worker killed mid-game (issue 46's tests, docs/architecture.md §10.16), for real: with the Redis of 127.0.0.1:6379
 * and a BullMQ prefix of this run's own, `npm run worker`'s entry (api/src/worker.ts, from source through tsx) takes
 * a game, searches its first positions, and is SIGKILLed with its engine while it searches the next; a second worker
 * takes the job once the first one's lock has lapsed (BullMQ's 30 s), analyses the game again, and its cards are made
 * once. The first worker's engine is Stockfish behind a wrapper that holds the third search unanswered, so the kill
 * lands mid-game on a machine of any speed; every wait is on a condition, bounded.
 *
 * Without Redis this is skipped, saying so, unless CI is set: there a missing Redis fails it. Run on MariaDB too
 * (MARIADB_SUITES): a worker beside the api over one database is what production runs.
 */

/** The machine's Redis (WORKER_KILL_REDIS_URL to name another). */
const REDIS_URL = process.env.WORKER_KILL_REDIS_URL || 'redis://127.0.0.1:6379';

/** Whether Redis answers PING at REDIS_URL (asked from a child process: jest decides what to skip synchronously). */
function redisAnswers(): boolean {
  const { hostname, port } = new URL(REDIS_URL);
  const probe = spawnSync(
    process.execPath,
    [
      '-e',
      `const s = require('node:net').connect(${Number(port) || 6379}, ${JSON.stringify(hostname)});
       s.setTimeout(2000, () => process.exit(1));
       s.on('error', () => process.exit(1));
       s.on('connect', () => s.write('PING\\r\\n'));
       s.on('data', (d) => process.exit(String(d).startsWith('+PONG') ? 0 : 1));`,
    ],
    { timeout: 5000, stdio: 'ignore' },
  );
  return probe.status === 0;
}

const redisUp = redisAnswers();
const skipped = !redisUp && !process.env.CI;
if (skipped) console.warn(`workerKill.test.ts skipped: no Redis answers at ${REDIS_URL} (with CI=true this fails instead)`);
const itWithRedis = skipped ? it.skip : it;

/** Searches the wrapper lets through before it holds one unanswered. */
const SEARCHES_BEFORE_HOLD = 2;
const ANALYSIS_ENV = { ANALYSIS_NODES: '3000', ANALYSIS_TIMEOUT_MS: '600000', ANALYSIS_CONCURRENCY: '1' };

const prefix = `kingside-kill-${randomBytes(4).toString('hex')}`;
/** The run's folder (made in beforeAll: a skipped run makes none) for the holding engine and the file it writes once holding. */
let scratch = '';
const holdMarker = () => path.join(scratch, 'holding');

/** A UCI "engine" that is Stockfish (the analysis's own build), but never answers its third `go`. */
function writeHoldingEngine(): string {
  const file = path.join(scratch, 'holding-engine');
  const stockfish = require.resolve(ENGINE_SCRIPT);
  fs.writeFileSync(
    file,
    `#!${process.execPath}
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const engine = spawn(process.execPath, [${JSON.stringify(stockfish)}], { stdio: ['pipe', 'inherit', 'inherit'] });
let searches = 0;
let rest = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => {
  rest += chunk;
  for (let newline = rest.indexOf('\\n'); newline >= 0; newline = rest.indexOf('\\n')) {
    const line = rest.slice(0, newline);
    rest = rest.slice(newline + 1);
    if (line.startsWith('go ') && ++searches > ${SEARCHES_BEFORE_HOLD}) {
      fs.writeFileSync(${JSON.stringify(holdMarker())}, String(searches));
      continue;
    }
    engine.stdin.write(line + '\\n');
  }
});
process.stdin.on('end', () => engine.kill());
`,
    { mode: 0o755 },
  );
  return file;
}

interface Worker {
  child: ChildProcess;
  output: () => string;
  exited: Promise<void>;
}
const workers: Worker[] = [];

/** `npm run worker`'s entry from source, in a process group of its own (it, and the engine it starts, killed together). */
function startWorker(env: Record<string, string>): Worker {
  let output = '';
  const child = spawn(process.execPath, ['--conditions', 'kingside-source', '--import', 'tsx', path.join(API_ROOT, 'src', 'worker.ts')], {
    cwd: REPO_ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      DATABASE_URL: t.config.databaseUrl,
      REDIS_URL,
      ANALYSIS_QUEUE_PREFIX: prefix,
      ...ANALYSIS_ENV,
      ...env,
    },
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-4000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const worker = { child, output: () => output, exited };
  workers.push(worker);
  return worker;
}

/** Kills the worker's whole process group (the worker and its engine), as the kernel's OOM killer or a node's loss would. */
function killGroup(worker: Worker, signal: NodeJS.Signals) {
  if (worker.child.exitCode !== null || worker.child.signalCode !== null) return;
  try {
    process.kill(-worker.child.pid!, signal);
  } catch {
    // already gone
  }
}

/** Polls `check` every 100 ms until it holds; fails after `ms`, with what the worker said. */
async function until(what: string, check: () => Promise<boolean>, ms: number, worker?: Worker): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return;
    if (worker && (worker.child.exitCode !== null || worker.child.signalCode !== null) && !(await check())) {
      throw new Error(`${what}: the worker exited (${worker.child.exitCode ?? worker.child.signalCode}). It said:\n${worker.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not happen within ${ms / 1000} s.${worker ? ` The worker said:\n${worker.output()}` : ''}`);
}

let t: TestApp;
let redis: ReturnType<typeof createClient>;
let queue: Queue;

beforeAll(async () => {
  if (skipped) return;
  if (!redisUp)
    throw new Error(
      `CI is set and no Redis answers at ${REDIS_URL}: start it (redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no).`,
    );
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'kingside-kill-'));
  // This process only queues: the workers analyse.
  t = await createTestApp({ env: { REDIS_URL, ANALYSIS_QUEUE_PREFIX: prefix, ...ANALYSIS_ENV, ANALYSIS_CONCURRENCY: '0' } });
  redis = createClient({ url: REDIS_URL });
  redis.on('error', () => undefined);
  await redis.connect();
  queue = new Queue(QUEUE_NAME, { connection: redis as never, prefix });
}, 60_000);

afterAll(async () => {
  for (const worker of workers) killGroup(worker, 'SIGKILL');
  await Promise.all(workers.map((worker) => worker.exited));
  if (queue) await queue.close();
  if (redis?.isOpen) {
    // This run's keys only.
    for await (const keys of redis.scanIterator({ MATCH: `${prefix}:*`, COUNT: 200 })) {
      const batch = ([] as string[]).concat(keys);
      if (batch.length) await redis.del(batch);
    }
    await redis.close();
  }
  if (t) {
    await closeGameJobs(t.deps);
    // The app's own Redis connections (the rate limits' store) too.
    await closeRedis(t.deps);
    await t.close();
  }
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
}, 30_000);

itWithRedis(
  `a worker SIGKILLed mid-game: another analyses the game again, and its cards are made once${skipped ? ` (skipped: no Redis at ${REDIS_URL})` : ''}`,
  async () => {
    const { Game, GameMistake } = t.db.models;
    const { token } = await signedInMember(t.db);
    const res = await request(t.app).post(GAMES_API.importPgn).set(bearer(token)).send({ pgn: BLUNDERS, color: 'black' }).expect(202);
    const id = (res.body as GameImportResult).imported[0]!.id;
    const jobId = `game-${id}`;
    expect(await (await queue.getJob(jobId))?.getState()).toBe('waiting');

    // The first worker takes the game and searches its first positions; its engine holds the third search.
    const first = startWorker({ STOCKFISH_PATH: writeHoldingEngine() });
    await until(
      'the first worker taking the game, part-way through it',
      async () => {
        const job = await queue.getJob(jobId);
        const game = await Game.findByPk(id);
        return (
          fs.existsSync(holdMarker()) && (await job?.getState()) === 'active' && Number(job?.progress) > 0 && game?.status === 'analysing'
        );
      },
      90_000,
      first,
    );
    const progress = Number((await queue.getJob(jobId))!.progress);
    // Two of the game's seven positions searched.
    expect(progress).toBe(Math.floor((SEARCHES_BEFORE_HOLD * 100) / 7));

    killGroup(first, 'SIGKILL');
    await first.exited;
    expect(first.child.signalCode).toBe('SIGKILL');
    // Killed mid-game: claimed once, nothing of its analysis written, the job still active under a lapsing lock.
    const left = (await Game.findByPk(id))!;
    expect([left.status, Number(left.attempts), left.evals]).toEqual(['analysing', 1, null]);
    expect(await GameMistake.count({ where: { gameId: id } })).toBe(0);
    expect(await (await queue.getJob(jobId))?.getState()).toBe('active');

    // A second worker, with the engine as it is: it finds the job stalled once the dead worker's lock lapses, and analyses the game.
    const second = startWorker({});
    await until('the second worker analysing the game', async () => (await Game.findByPk(id))?.status === 'analysed', 150_000, second);

    const analysed = (await Game.findByPk(id))!;
    expect(Number(analysed.attempts)).toBe(2);
    expect(JSON.parse(analysed.evals!)).toHaveLength(7);
    const cards = await GameMistake.findAll({ where: { gameId: id }, order: [['ply', 'ASC']] });
    expect(cards.map((card) => [Number(card.ply), card.played, card.best])).toEqual([
      [3, 'd6', 'Qh4#'],
      [5, 'Nc6', 'Qh4#'],
    ]);
    // The job is done and gone (removeOnComplete); nothing is left waiting or active under this prefix.
    await until('the job leaving the queue', async () => (await queue.getJob(jobId)) === undefined, 10_000);
    expect(await queue.getJobCounts('waiting', 'active', 'delayed')).toEqual({ waiting: 0, active: 0, delayed: 0 });

    // The second worker stops as `npm run worker` does on SIGTERM.
    second.child.kill('SIGTERM');
    await second.exited;
    expect(second.child.exitCode).toBe(0);
  },
  300_000,
);
