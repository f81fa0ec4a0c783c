import { Queue, Worker, type Job } from 'bullmq';
import { Op } from 'sequelize';
import { Redis } from 'ioredis';
import type { AppDeps } from '../../shared/deps';
import { storedNow } from '../../shared/db/clock';
import { writeTransaction } from '../../shared/db/writeTransaction';
import { trainingNow } from '../clock';
import { review } from '../scheduler';
import { analyseGame, type GameAnalysis } from './analysis';
import { UciEngine } from './uciEngine';

/*
 * The analysis of imported games as background jobs (docs/architecture.md §10.16). The `games` rows are the truth: a
 * game is `queued` until an analysis claims it (`analysing`, one more attempt) and writes its result, evaluations,
 * mistakes and their cards, in one transaction (`analysed`). A process killed mid-game has written nothing: the game
 * is analysed again, and the mistakes' unique key (game, ply) makes its cards once.
 *
 * - With REDIS_URL, jobs go through BullMQ (queue `game-analysis`, one job per game, id `game-<id>`, so adding one twice
 *   is harmless; attempts with backoff; a job whose worker died is taken again once its lock expires). Any api
 *   instance (ANALYSIS_CONCURRENCY > 0) or `npm run worker` takes them. Redis may lose jobs (a restart without
 *   persistence, a flush): every worker compares the database's waiting games with the queue every RECONCILE_MS and
 *   queues again what Redis no longer has.
 * - Without, the process that serves the api analyses in-process, reading the queued games from the database: a
 *   restart finds them there (and the one it was analysing) and carries on.
 */

export const QUEUE_NAME = 'game-analysis';
/** analyses started before a game is given up as failed */
export const MAX_ATTEMPTS = 3;
/** how long BullMQ's worker holds a job's lock without renewing it (renewed while alive): a dead worker's job is taken again after it */
const LOCK_MS = 30_000;
/** how often a BullMQ worker looks for waiting games whose job Redis lost */
const RECONCILE_MS = 10_000;
/** the waiting games looked at per reconciliation, oldest first */
const RECONCILE_BATCH = 1000;

export interface GameJobs {
  /** Queues these games (already `queued` in the database) for analysis. */
  enqueue(gameIds: number[]): Promise<void>;
  /** Starts taking jobs in this process (ANALYSIS_CONCURRENCY of them at once), after queueing what the database still has waiting. */
  start(): Promise<void>;
  /**
   * Queues again the games the database has waiting (queued or analysing) whose job the queue has lost, and fails those
   * already tried MAX_ATTEMPTS times; returns how many were queued again. BullMQ: run by every worker every RECONCILE_MS.
   */
  reconcile(): Promise<number>;
  /** Stops taking jobs; the game under analysis is abandoned (it stays queued or is taken again). */
  close(): Promise<void>;
  /** In-process: resolves once nothing is waiting or running (tests). BullMQ: once this process runs nothing. */
  idle(): Promise<void>;
}

/**
 * The analysis of one game, start to end: claim it, read it with the engine, write the result in one transaction.
 * `onProgress` is told the share of the game's positions searched so far (0 to 100), as BullMQ's job progress.
 */
export async function processGame(
  deps: AppDeps,
  gameId: number,
  onProgress?: (percent: number) => Promise<unknown>,
): Promise<'analysed' | 'skipped'> {
  const { Game } = deps.db.models;
  const [claimed] = await Game.update(
    { status: 'analysing', attempts: deps.db.sequelize.literal('attempts + 1') as unknown as number, updatedAt: storedNow() },
    { where: { id: gameId, status: { [Op.in]: ['queued', 'analysing'] } } },
  );
  if (claimed === 0) return 'skipped';
  const game = await Game.findByPk(gameId);
  if (!game) return 'skipped';
  let analysis: GameAnalysis;
  try {
    analysis = await withEngine(deps, (engine) =>
      analyseGame(
        engine,
        { startFen: game.startFen, moves: game.moves.split(' '), color: game.color === 'black' ? 'black' : 'white' },
        {
          nodes: deps.config.analysis.nodes,
          timeoutMs: deps.config.analysis.gameTimeoutMs,
          ...(onProgress ? { onPosition: (done: number, total: number) => onProgress(Math.floor((done * 100) / total)) } : {}),
        },
      ),
    );
  } catch (error) {
    // Tried often enough: failed, and said so on the page; else left to be tried again.
    const attempts = Number(game.attempts);
    await Game.update(
      { status: attempts >= MAX_ATTEMPTS ? 'failed' : 'queued', updatedAt: storedNow() },
      { where: { id: gameId, status: 'analysing' } },
    );
    throw error;
  }
  const now = trainingNow(deps);
  await writeTransaction(deps.db.sequelize, async (transaction) => {
    const still = await Game.findByPk(gameId, { transaction, lock: transaction.LOCK.UPDATE });
    if (!still || still.status === 'analysed') return;
    const stamp = storedNow();
    if (analysis.mistakes.length > 0) {
      // A mistake is a miss: its card enters the deck rated Again, as a missed puzzle's does (training/deck.ts).
      await deps.db.models.GameMistake.bulkCreate(
        analysis.mistakes.map((mistake) => ({
          gameId,
          userId: Number(still.userId),
          ...mistake,
          ...review(undefined, 'again', now),
          createdAt: stamp,
          updatedAt: stamp,
        })),
        { ignoreDuplicates: true, transaction },
      );
    }
    await still.update({ status: 'analysed', evals: JSON.stringify(analysis.evals), analysedAt: stamp, updatedAt: stamp }, { transaction });
  });
  return 'analysed';
}

/** Runs `work` with an engine of its own, bounded by the game's time: past it, the engine is killed and the game abandoned. */
async function withEngine<T>(deps: AppDeps, work: (engine: UciEngine) => Promise<T>): Promise<T> {
  const { gameTimeoutMs, engineCommand } = deps.config.analysis;
  const engine = await UciEngine.start({ hashMb: 16, lowPriority: true, ...(engineCommand ? { command: engineCommand } : {}) });
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work(engine),
      new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error(`the analysis took longer than ${gameTimeoutMs} ms`)), gameTimeoutMs);
      }),
    ]);
  } finally {
    clearTimeout(timer);
    engine.quit();
  }
}

/** The database is the queue: queued games, oldest first, taken `concurrency` at a time. */
class InProcessJobs implements GameJobs {
  private running = 0;
  private started = false;
  private closed = false;
  private waiters: (() => void)[] = [];
  private readonly taken = new Set<number>();
  private readonly retryAt = new Map<number, number>();

  constructor(private readonly deps: AppDeps) {}

  async enqueue(): Promise<void> {
    this.pump();
  }

  /** The database is the queue: nothing can be lost from it. */
  async reconcile(): Promise<number> {
    this.pump();
    return 0;
  }

  async start(): Promise<void> {
    if (this.started || this.deps.config.analysis.concurrency === 0) return;
    this.started = true;
    // One process owns the in-process queue: what a previous run was analysing when it stopped is queued again.
    await this.deps.db.models.Game.update({ status: 'queued', updatedAt: storedNow() }, { where: { status: 'analysing' } });
    this.pump();
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.idle();
  }

  idle(): Promise<void> {
    if (this.running === 0 && !this.pumping) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  private pumping = false;

  private pump(): void {
    if (!this.started || this.closed || this.pumping) return;
    this.pumping = true;
    void this.fill().finally(() => {
      this.pumping = false;
      this.settle();
    });
  }

  private async fill(): Promise<void> {
    const free = this.deps.config.analysis.concurrency - this.running;
    if (free <= 0) return;
    const now = Date.now();
    const waiting = await this.deps.db.models.Game.findAll({
      attributes: ['id'],
      where: { status: 'queued' },
      order: [['id', 'ASC']],
      limit: free + this.taken.size + this.retryAt.size,
    });
    for (const row of waiting) {
      const id = Number(row.id);
      if (this.taken.has(id) || (this.retryAt.get(id) ?? 0) > now) continue;
      if (this.running >= this.deps.config.analysis.concurrency) break;
      this.taken.add(id);
      this.running += 1;
      void processGame(this.deps, id)
        .then(
          () => this.retryAt.delete(id),
          (error: unknown) => {
            this.deps.logger.warn({ err: error, gameId: id }, 'game analysis failed');
            // Tried again after a pause, as BullMQ's backoff would.
            this.retryAt.set(id, Date.now() + 5_000);
            setTimeout(() => this.pump(), 5_000).unref();
          },
        )
        .finally(() => {
          this.taken.delete(id);
          this.running -= 1;
          this.pump();
          this.settle();
        });
    }
  }

  private settle(): void {
    if (this.running > 0 || this.pumping) return;
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve();
  }
}

/** BullMQ over REDIS_URL: the queue where games are imported, a worker where ANALYSIS_CONCURRENCY > 0. */
class BullJobs implements GameJobs {
  /**
   * ioredis, BullMQ's own client (it duplicates it for the worker's blocking reads), not the api's node-redis: BullMQ's
   * node-redis adapter loads its Lua scripts once, and after Redis restarts empty every transaction it sends (adding a
   * job, reading a job's state) fails with NOSCRIPT until the process restarts. ioredis sends a script in full on each
   * new connection.
   */
  private readonly client: Redis;
  private readonly queue: Queue;
  private worker: Worker | undefined;
  private reconciling: NodeJS.Timeout | undefined;

  constructor(private readonly deps: AppDeps) {
    // BullMQ's workers need commands to wait for a reconnection however long it takes (maxRetriesPerRequest null).
    this.client = new Redis(deps.config.redisUrl!, { maxRetriesPerRequest: null });
    this.client.on('error', (error: unknown) => deps.logger.error({ err: error }, 'game analysis redis error'));
    this.queue = new Queue(QUEUE_NAME, this.options());
    this.queue.on('error', (error) => deps.logger.error({ err: error }, 'game analysis queue error'));
  }

  private options() {
    return { connection: this.client, prefix: this.deps.config.analysis.queuePrefix };
  }

  async enqueue(gameIds: number[]): Promise<void> {
    if (gameIds.length === 0) return;
    await this.queue.addBulk(
      gameIds.map((gameId) => ({
        name: 'analyse',
        data: { gameId },
        opts: {
          jobId: `game-${gameId}`,
          attempts: MAX_ATTEMPTS,
          backoff: { type: 'exponential', delay: 5_000 },
          removeOnComplete: true,
          removeOnFail: 1000,
        },
      })),
    );
  }

  async start(): Promise<void> {
    const { concurrency } = this.deps.config.analysis;
    if (this.worker || concurrency === 0) return;
    this.worker = new Worker(
      QUEUE_NAME,
      async (job: Job<{ gameId: number }>) => {
        const gameId = Number(job.data.gameId);
        if (!Number.isInteger(gameId)) return 'skipped';
        // The job's progress: the share of the game's positions searched (a worker killed mid-game leaves it part-way).
        return processGame(this.deps, gameId, (percent) =>
          job
            .updateProgress(percent)
            .catch((error: unknown) => this.deps.logger.warn({ err: error, jobId: job.id }, 'job progress not saved')),
        );
      },
      { ...this.options(), concurrency, lockDuration: LOCK_MS, maxStalledCount: MAX_ATTEMPTS },
    );
    this.worker.on('error', (error) => this.deps.logger.error({ err: error }, 'game analysis worker error'));
    this.worker.on('failed', (job, error) => this.deps.logger.warn({ err: error, jobId: job?.id }, 'game analysis failed'));
    // Games the database still has waiting (Redis emptied, a job removed): queued again now, and whenever Redis loses them.
    await this.reconcile();
    this.reconciling = setInterval(() => {
      this.reconcile().catch((error: unknown) => this.deps.logger.warn({ err: error }, 'game analysis reconciliation failed'));
    }, RECONCILE_MS);
    this.reconciling.unref();
  }

  async reconcile(): Promise<number> {
    const { Game } = this.deps.db.models;
    const waiting = await Game.findAll({
      attributes: ['id', 'attempts'],
      where: { status: { [Op.in]: ['queued', 'analysing'] } },
      order: [['id', 'ASC']],
      limit: RECONCILE_BATCH,
    });
    // One round trip for all (ioredis pipelines the commands issued together).
    const states = await Promise.all(waiting.map((game) => this.queue.getJobState(`game-${Number(game.id)}`)));
    const lost: number[] = [];
    const failedJobs: string[] = [];
    const givenUp: number[] = [];
    for (const [i, game] of waiting.entries()) {
      // 'unknown': Redis no longer has the job; 'failed': BullMQ gave up on it (its stalls) while the game still waits.
      const state = states[i];
      if (state !== 'unknown' && state !== 'failed') continue;
      const id = Number(game.id);
      if (Number(game.attempts) >= MAX_ATTEMPTS) givenUp.push(id);
      else {
        lost.push(id);
        if (state === 'failed') failedJobs.push(`game-${id}`);
      }
    }
    if (givenUp.length > 0) {
      await Game.update(
        { status: 'failed', updatedAt: storedNow() },
        { where: { id: { [Op.in]: givenUp }, status: { [Op.in]: ['queued', 'analysing'] } } },
      );
    }
    if (lost.length === 0) return 0;
    // A failed job keeps its id: removed first, or adding it again would be a no-op.
    await Promise.all(failedJobs.map((jobId) => this.queue.remove(jobId)));
    await this.enqueue(lost);
    this.deps.logger.warn({ gameIds: lost }, 'game analysis jobs lost from Redis queued again');
    return lost.length;
  }

  async close(): Promise<void> {
    clearInterval(this.reconciling);
    await this.worker?.close();
    await this.queue.close();
    if (this.client.status === 'ready') await this.client.quit();
    else this.client.disconnect();
  }

  async idle(): Promise<void> {
    const worker = this.worker;
    if (!worker) return;
    for (;;) {
      const counts = await this.queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
      if (Object.values(counts).every((count) => count === 0)) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

const jobs = new WeakMap<AppDeps, GameJobs>();

/** The app's game analysis jobs: BullMQ with REDIS_URL, else in-process. Made once per app. */
export function gameJobs(deps: AppDeps): GameJobs {
  let existing = jobs.get(deps);
  if (!existing) {
    existing = deps.config.redisUrl ? new BullJobs(deps) : new InProcessJobs(deps);
    jobs.set(deps, existing);
  }
  return existing;
}

/** Stops the app's jobs, if it made any (shutdown, tests). */
export async function closeGameJobs(deps: AppDeps): Promise<void> {
  const existing = jobs.get(deps);
  if (!existing) return;
  jobs.delete(deps);
  await existing.close();
}
