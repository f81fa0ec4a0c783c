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
type Callback = (this: unknown, error: (Error & { code?: string }) | null, ...results: unknown[]) => void;

/** Sequelize's question before each model read (the table's column types, to parse what it reads). */
const TABLE_INFO = /^PRAGMA table_info\(`([^`]+)`\)$/;
/** A statement that may change a schema. */
const SCHEMA_CHANGE = /^\s*(CREATE|ALTER|DROP)\b/i;
/** Moved by every statement that may change a schema, on any connection of this process: the kept column types are then read again. */
let schemaGeneration = 0;

/**
 * A node-sqlite3 connection whose statements go to the thread pool as they come (docs/architecture.md §10.17).
 *
 * Sequelize's SQLite dialect runs every query inside `serialize()`, in which node-sqlite3 starts a statement only once
 * every earlier one on the connection has finished, and starts it from the main thread: the shared connection's queue
 * then moves one statement per turn of the event loop, and under load a statement of a millisecond waits a turn for each
 * one ahead of it. Here `serialize()` only runs its callback. The order between requests' statements is SQLite's own
 * (node-sqlite3 builds SQLite thread-safe, so a connection is fully mutexed); a request's own statements still follow one
 * another, because each awaits the last.
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

  /** Each table's column types as `PRAGMA table_info` answered them, and the schema generation they were read in. */
  private columnTypes = new Map<string, unknown>();
  private columnTypesGeneration = schemaGeneration;

  // Sequelize's queries use these two (node-sqlite3's `all` for reads, `run` for writes).
  override all(sql: string, ...params: unknown[]): this {
    const table = typeof params.at(-1) === 'function' ? TABLE_INFO.exec(sql)?.[1] : undefined;
    return table === undefined ? this.statement(sqlite3.Database.prototype.all as Method, sql, params) : this.tableInfo(table, sql, params);
  }

  override run(sql: string, ...params: unknown[]): this {
    return this.statement(sqlite3.Database.prototype.run as Method, sql, params);
  }

  /**
   * Sequelize asks a table's column types before every model read, and each ask is a trip through the thread pool as long
   * as the read's own: the answer is kept, until a statement of this process may have changed a schema.
   */
  private tableInfo(table: string, sql: string, params: unknown[]): this {
    const callback = params.pop() as Callback;
    if (this.columnTypesGeneration !== schemaGeneration) {
      this.columnTypes.clear();
      this.columnTypesGeneration = schemaGeneration;
    }
    const kept = this.columnTypes.get(table);
    if (kept) {
      process.nextTick(() => callback.call(this, null, kept));
      return this;
    }
    const asked = schemaGeneration;
    const types = this.columnTypes;
    return this.statement(sqlite3.Database.prototype.all as Method, sql, [
      function (this: unknown, error, rows) {
        if (!error && asked === schemaGeneration) types.set(table, rows);
        callback.call(this, error, rows);
      } satisfies Callback,
    ]);
  }

  /**
   * Runs `method`, and again while it answers SQLITE_BUSY, until BUSY_WAIT_MS have passed. A statement that may change a
   * schema moves the generation as it starts and as it ends, so no connection keeps column types read before or meanwhile.
   */
  private statement(method: Method, sql: string, params: unknown[]): this {
    const callback = typeof params.at(-1) === 'function' ? (params.pop() as Callback) : undefined;
    const changesSchema = SCHEMA_CHANGE.test(sql);
    if (changesSchema) schemaGeneration++;
    const deadline = Date.now() + BUSY_WAIT_MS;
    // node-sqlite3 calls back with the statement as `this` (its lastID and changes), so the callback keeps it.
    const answered: Callback = function (error, ...results) {
      if (error?.code === 'SQLITE_BUSY' && Date.now() < deadline) setTimeout(start, BUSY_RETRY_MS);
      else {
        if (changesSchema) schemaGeneration++;
        callback?.apply(this, [error, ...results]);
      }
    };
    const start = () => method.call(this, sql, ...params, answered);
    start();
    return this;
  }
}

/** The dialect module for Sequelize's `dialectModule`: node-sqlite3 with its connections as above. */
export const sqliteDriver = { ...sqlite3, Database: Connection };
