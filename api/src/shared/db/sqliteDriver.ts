import sqlite3 from 'sqlite3';

/** How long a statement waits in all for another connection's lock (SQLite's SQLITE_BUSY), tried again every BUSY_RETRY_MS. */
const BUSY_WAIT_MS = 5000;
const BUSY_RETRY_MS = 5;

/**
 * Run by each connection before it reports itself open: no lock waited for on a thread (node-sqlite3 sets a busy_timeout
 * of a second on every connection it opens), and foreign keys on (below).
 */
const OPENING = 'PRAGMA busy_timeout = 0; PRAGMA foreign_keys = ON;';

type Method = (this: sqlite3.Database, sql: string, ...params: unknown[]) => sqlite3.Database;

/**
 * A node-sqlite3 connection whose statements go to the thread pool as they come (docs/architecture.md §10.17).
 *
 * Sequelize's SQLite dialect runs every query inside `serialize()`, in which node-sqlite3 starts a statement only once
 * every earlier one on the connection has finished, and starts it from the main thread: the shared connection's queue
 * then moves one statement per turn of the event loop, and under load a statement of a millisecond waits a turn for each
 * one ahead of it. Here `serialize()` only runs its callback. The order between requests' statements is SQLite's own (the
 * connection is opened fully mutexed); a request's own statements still follow one another, because each awaits the last.
 *
 * Side by side, no statement may wait for a lock on its thread, as SQLite's busy_timeout waits: it would hold its thread
 * and the connection's mutex, the connection's other statements would take the pool's other threads waiting for that
 * mutex, and the transaction holding the lock would find no thread for its next statement. So a statement that finds the
 * database locked (SQLITE_BUSY) answers at once and is started again here after BUSY_RETRY_MS, for up to BUSY_WAIT_MS.
 *
 * Sequelize opens a connection for each transaction and sends `PRAGMA FOREIGN_KEYS=ON` without waiting; without
 * serialize() its BEGIN could overtake the pragma, which does nothing inside a transaction. So the connection turns
 * foreign keys on itself (OPENING) before it reports itself open.
 */
class Connection extends sqlite3.Database {
  constructor(filename: string, mode: number, opened: (error: Error | null) => void) {
    // node-sqlite3 calls back with the connection as `this`.
    super(filename, mode, function (this: sqlite3.Database, error: Error | null) {
      if (error) opened(error);
      else this.exec(OPENING, opened);
    });
  }

  override serialize(callback?: () => void): void {
    callback?.();
  }

  // Sequelize's queries use these two (node-sqlite3's `all` for reads, `run` for writes).
  override all(sql: string, ...params: unknown[]): this {
    return this.untilUnlocked(sqlite3.Database.prototype.all as Method, sql, params);
  }

  override run(sql: string, ...params: unknown[]): this {
    return this.untilUnlocked(sqlite3.Database.prototype.run as Method, sql, params);
  }

  /** Runs `method`, and again while it answers SQLITE_BUSY, until BUSY_WAIT_MS have passed. */
  private untilUnlocked(method: Method, sql: string, params: unknown[]): this {
    const callback = typeof params.at(-1) === 'function' ? (params.pop() as (...results: unknown[]) => void) : undefined;
    const deadline = Date.now() + BUSY_WAIT_MS;
    // node-sqlite3 calls back with the statement as `this` (its lastID and changes), so the callback keeps it.
    function answered(this: unknown, error: (Error & { code?: string }) | null, ...results: unknown[]) {
      if (error?.code === 'SQLITE_BUSY' && Date.now() < deadline) setTimeout(start, BUSY_RETRY_MS);
      else callback?.apply(this, [error, ...results]);
    }
    const start = () => method.call(this, sql, ...params, answered);
    start();
    return this;
  }
}

/** The dialect module for Sequelize's `dialectModule`: node-sqlite3 with its connections as above. */
export const sqliteDriver = { ...sqlite3, Database: Connection };
