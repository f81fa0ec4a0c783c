import { Transaction, type Sequelize } from 'sequelize';

/** How often a transaction MariaDB chose as a deadlock victim is run again before the error surfaces. */
const DEADLOCK_ATTEMPTS = 3;

const sqliteQueues = new WeakMap<Sequelize, Promise<unknown>>();
/** Write transactions begun or queued and not yet settled, per database: closing waits for them. */
const pending = new WeakMap<Sequelize, Set<Promise<unknown>>>();

/**
 * Resolves once every write transaction begun or queued on this database has settled. Closing the
 * database first would kill them halfway (SQLite's queue can hold many under load, and a request whose
 * client has gone still completes: it was accepted, and may be retried with its idempotency key).
 */
export async function settleWrites(sequelize: Sequelize): Promise<void> {
  const writes = pending.get(sequelize);
  while (writes && writes.size > 0) await Promise.allSettled([...writes]);
}

function track<T>(sequelize: Sequelize, write: Promise<T>): Promise<T> {
  let writes = pending.get(sequelize);
  if (!writes) pending.set(sequelize, (writes = new Set()));
  const settled = write.then(
    () => undefined,
    () => undefined,
  );
  writes.add(settled);
  void settled.then(() => writes.delete(settled));
  return write;
}

/**
 * MariaDB gave up on a statement's locks: chosen as a deadlock victim, or waited too long. Its transaction
 * (an autocommit statement's too) was rolled back whole, so running it again is safe.
 */
export function isLockConflict(error: unknown): boolean {
  const code = (error as { original?: { code?: string }; parent?: { code?: string } })?.original?.code;
  return code === 'ER_LOCK_DEADLOCK' || code === 'ER_LOCK_WAIT_TIMEOUT';
}

/**
 * A transaction that writes, safe under concurrent requests on both databases.
 *
 * SQLite: Sequelize opens a new connection per transaction, and a DEFERRED transaction that read first
 * and writes second fails with SQLITE_BUSY when another writer got in between (no wait can help it: its
 * snapshot is old). SQLite has one writer at a time anyway, so this process's write transactions queue
 * here, and each begins IMMEDIATE (takes the write lock up front, waiting for any writer outside the
 * queue, as sqliteDriver.ts waits, instead of failing halfway).
 *
 * MariaDB: row locks let transactions run side by side; one chosen as a deadlock victim was rolled back
 * whole and is simply run again.
 */
export function writeTransaction<T>(sequelize: Sequelize, work: (transaction: Transaction) => Promise<T>): Promise<T> {
  return track(sequelize, runWrite(sequelize, work));
}

async function runWrite<T>(sequelize: Sequelize, work: (transaction: Transaction) => Promise<T>): Promise<T> {
  if (sequelize.getDialect() === 'sqlite') {
    const previous = sqliteQueues.get(sequelize) ?? Promise.resolve();
    const run = previous.then(() => sequelize.transaction({ type: Transaction.TYPES.IMMEDIATE }, work));
    sqliteQueues.set(
      sequelize,
      run.catch(() => undefined),
    );
    return run;
  }
  return retryLockConflicts(() => sequelize.transaction(work));
}

/** Runs `work` (a whole transaction, or one statement that commits alone) again when MariaDB rolled it back over a lock conflict. */
export async function retryLockConflicts<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= DEADLOCK_ATTEMPTS || !isLockConflict(error)) throw error;
    }
  }
}
