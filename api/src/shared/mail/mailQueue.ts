import { Op, type Transaction } from 'sequelize';
import type { AppDeps } from '../deps';
import { storedNow } from '../db/clock';
import type { Database } from '../db/database';
import { retryLockConflicts } from '../db/writeTransaction';
import type { MailQueueModel } from './models';
import { mailer, type Mail } from './mailer';

/*
 * E-mails that must not be lost, and whose failure must not fail what they announce (an order placed, an
 * order shipped). Each is written to `mail_queue` in the transaction of the write it announces, so it
 * exists exactly when that write committed; once committed it is sent at once, in the background, and
 * removed when sent. A failed send stays queued and is tried again later (backoff, bounded attempts): by
 * the server's timer, which also drains the queue at start-up.
 *
 * Several api instances may share the queue: a send first claims its mail with a conditional UPDATE (the
 * attempts count it saw, and due now), which moves the mail's next attempt a lease into the future, so
 * exactly one instance sends it; a process that dies mid-send leaves the mail to be tried again once the
 * lease has run out. Delivery is therefore at least once: a send that succeeded but could not be recorded
 * is sent again.
 */

export const MAIL_RETRY = {
  /** sends tried before a mail is given up (it stays in the table, marked failedAt, and is logged) */
  maxAttempts: 8,
  /** the wait after the first failed send, doubled after each further one, at most maxDelayMs */
  firstDelayMs: 60_000,
  maxDelayMs: 60 * 60_000,
  /** how long a send under way holds its mail before another may try it */
  leaseMs: 10 * 60_000,
  /** how often the server looks for due mail, and at most how many it sends each time */
  intervalMs: 30_000,
  batch: 25,
} as const;

/** The wait before the next attempt, after `attempts` failed ones (1 → 1 minute, 2 → 2, 3 → 4, … at most an hour). */
export function retryDelayMs(attempts: number): number {
  return Math.min(MAIL_RETRY.maxDelayMs, MAIL_RETRY.firstDelayMs * 2 ** Math.max(0, attempts - 1));
}

/** Queues a mail in the caller's transaction; send it with sendQueuedMail once that transaction committed. */
export async function queueMail(db: Database, mail: Mail, transaction: Transaction): Promise<number> {
  const now = storedNow();
  const row = await db.models.MailQueue.create(
    {
      recipient: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: mail.headers ? JSON.stringify(mail.headers) : null,
      attempts: 0,
      nextAttemptAt: now,
      lastError: null,
      failedAt: null,
      createdAt: now,
    },
    { transaction },
  );
  return Number(row.id);
}

interface QueueState {
  /** sends and drains under way: shutting down (and tests) wait for them */
  inFlight: Set<Promise<unknown>>;
  timer: NodeJS.Timeout | undefined;
  running: boolean;
}

const states = new WeakMap<AppDeps, QueueState>();

function stateOf(deps: AppDeps): QueueState {
  let state = states.get(deps);
  if (!state) states.set(deps, (state = { inFlight: new Set(), timer: undefined, running: false }));
  return state;
}

function track<T>(deps: AppDeps, work: Promise<T>): Promise<T> {
  const { inFlight } = stateOf(deps);
  const settled = work.then(
    () => undefined,
    () => undefined,
  );
  inFlight.add(settled);
  void settled.then(() => inFlight.delete(settled));
  return work;
}

type Outcome = 'sent' | 'retrying' | 'failed' | 'skipped';

/** A queued mail's headers (mail_queue.headers, JSON), as Mail's optional field. */
function storedHeaders(json: string | null | undefined): Pick<Mail, 'headers'> {
  if (!json) return {};
  const parsed = JSON.parse(json) as Record<string, string>;
  return { headers: parsed };
}

/** One attempt at one queued mail: claim it, send it, then remove it or schedule the next attempt. */
async function attempt(deps: AppDeps, row: MailQueueModel, now: Date): Promise<Outcome> {
  const { MailQueue } = deps.db.models;
  const attempts = Number(row.attempts) + 1;
  const [claimed] = await MailQueue.update(
    { attempts, nextAttemptAt: new Date(now.getTime() + MAIL_RETRY.leaseMs) },
    { where: { id: row.id, attempts: row.attempts, failedAt: null, nextAttemptAt: { [Op.lte]: now } } },
  );
  if (claimed !== 1) return 'skipped';
  try {
    await mailer(deps).send({ to: row.recipient, subject: row.subject, text: row.text, html: row.html, ...storedHeaders(row.headers) });
  } catch (error) {
    const lastError = String((error as Error)?.message ?? error).slice(0, 500);
    if (attempts >= MAIL_RETRY.maxAttempts) {
      await MailQueue.update({ failedAt: now, lastError }, { where: { id: row.id } });
      deps.logger.error(
        { err: error, mailId: row.id, to: row.recipient, subject: row.subject, attempts },
        'mail given up after its last attempt',
      );
      return 'failed';
    }
    const next = new Date(now.getTime() + retryDelayMs(attempts));
    await MailQueue.update({ nextAttemptAt: next, lastError }, { where: { id: row.id } });
    deps.logger.warn(
      { err: error, mailId: row.id, to: row.recipient, subject: row.subject, attempts, nextAttemptAt: next.toISOString() },
      'sending mail failed; it stays queued and is retried',
    );
    return 'retrying';
  }
  // Sent: a lock conflict here (MariaDB, beside other transactions' inserts) must not leave it queued to be sent again.
  await retryLockConflicts(() => MailQueue.destroy({ where: { id: row.id } }));
  return 'sent';
}

/**
 * Sends mails just queued (their transaction has committed), in the background: the caller answers its
 * request without waiting for the mail server. Never rejects: a failure is logged and left to the retries.
 */
export function sendQueuedMail(deps: AppDeps, ids: readonly number[]): void {
  if (ids.length === 0) return;
  const work = (async () => {
    for (const id of ids) {
      const row = await deps.db.models.MailQueue.findByPk(id);
      if (row) await attempt(deps, row, new Date());
    }
  })().catch((error: unknown) => deps.logger.error({ err: error, mailIds: ids }, 'could not send queued mail; it is retried later'));
  void track(deps, work);
}

export interface DrainResult {
  sent: number;
  retrying: number;
  failed: number;
}

/**
 * Sends the mails that are due (at most MAIL_RETRY.batch, oldest due first), one after the other. `now`
 * lets a test act as if time had passed.
 */
export function drainMailQueue(deps: AppDeps, options: { now?: Date; limit?: number } = {}): Promise<DrainResult> {
  const now = options.now ?? new Date();
  const work = (async () => {
    const result: DrainResult = { sent: 0, retrying: 0, failed: 0 };
    const due = await deps.db.models.MailQueue.findAll({
      where: { failedAt: null, nextAttemptAt: { [Op.lte]: now } },
      order: [
        ['nextAttemptAt', 'ASC'],
        ['id', 'ASC'],
      ],
      limit: options.limit ?? MAIL_RETRY.batch,
    });
    for (const row of due) {
      const outcome = await attempt(deps, row, now);
      if (outcome !== 'skipped') result[outcome] += 1;
    }
    return result;
  })();
  return track(deps, work);
}

/** Resolves once every send and drain under way has settled (shutdown and tests). */
export async function settleMail(deps: AppDeps): Promise<void> {
  const { inFlight } = stateOf(deps);
  // Bounded: each round waits for what was under way; nothing new starts once requests have stopped.
  for (let round = 0; round < 100 && inFlight.size > 0; round++) await Promise.allSettled([...inFlight]);
}

export interface MailQueueRunner {
  /** stops the timer and waits for the sends under way */
  stop(): Promise<void>;
}

/**
 * The server's timer: drains the queue now (mail left over from before a restart) and every
 * MAIL_RETRY.intervalMs after the previous drain finished (drains never overlap). The timer does not keep
 * the process alive.
 */
export function startMailQueue(deps: AppDeps): MailQueueRunner {
  const state = stateOf(deps);
  const stop = async () => {
    state.running = false;
    clearTimeout(state.timer);
    state.timer = undefined;
    await settleMail(deps);
  };
  if (state.running) return { stop };
  state.running = true;
  const tick = async () => {
    try {
      const result = await drainMailQueue(deps);
      if (result.sent + result.retrying + result.failed > 0) deps.logger.info(result, 'mail queue drained');
    } catch (error) {
      deps.logger.error({ err: error }, 'draining the mail queue failed; trying again later');
    }
    if (state.running) state.timer = setTimeout(() => void tick(), MAIL_RETRY.intervalMs).unref();
  };
  void tick();
  return { stop };
}
