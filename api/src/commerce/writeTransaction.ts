import { Transaction, type Sequelize } from 'sequelize';

/** How often a transaction MariaDB chose as a deadlock victim is run again before the error surfaces. */
const DEADLOCK_ATTEMPTS = 3;

const sqliteQueues = new WeakMap<Sequelize, Promise<unknown>>();

function isDeadlock(error: unknown): boolean {
  const code = (error as { original?: { code?: string }; parent?: { code?: string } })?.original?.code;
  return code === 'ER_LOCK_DEADLOCK' || code === 'ER_LOCK_WAIT_TIMEOUT';
}

/**
 * A transaction that writes, safe under concurrent requests on both databases.
 *
 * SQLite: Sequelize opens a new connection per transaction (without the busy_timeout of the main one),
 * and a DEFERRED transaction that read first and writes second fails at once with SQLITE_BUSY when
 * another writer got in between. SQLite has one writer at a time anyway, so this process's write
 * transactions queue here, and each begins IMMEDIATE (takes the write lock up front, waiting for any
 * writer outside the queue instead of failing halfway).
 *
 * MariaDB: row locks let transactions run side by side; one chosen as a deadlock victim was rolled back
 * whole and is simply run again.
 */
export async function writeTransaction<T>(sequelize: Sequelize, work: (transaction: Transaction) => Promise<T>): Promise<T> {
  if (sequelize.getDialect() === 'sqlite') {
    const previous = sqliteQueues.get(sequelize) ?? Promise.resolve();
    const run = previous.then(() => sequelize.transaction({ type: Transaction.TYPES.IMMEDIATE }, work));
    sqliteQueues.set(
      sequelize,
      run.catch(() => undefined),
    );
    return run;
  }
  for (let attempt = 1; ; attempt++) {
    try {
      return await sequelize.transaction(work);
    } catch (error) {
      if (attempt >= DEADLOCK_ATTEMPTS || !isDeadlock(error)) throw error;
    }
  }
}
