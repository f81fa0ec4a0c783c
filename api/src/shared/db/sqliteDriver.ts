import { LRUCache } from 'lru-cache';
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

/**
 * How many reads with bound values a connection keeps prepared: each text is one of the few dozen the list reads write
 * (catalogue/listPages.ts), the least recently used finalized past it.
 */
const KEPT_STATEMENTS = 100;

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

  /** Reads with bound values, prepared once, and whether each is running now. */
  private kept = new LRUCache<string, { statement: sqlite3.Statement; running: boolean }>({
    max: KEPT_STATEMENTS,
    dispose: ({ statement }) => statement.finalize(),
  });

  // Sequelize's queries use these two (node-sqlite3's `all` for reads, `run` for writes), with their bound values (an
  // object of them, or an empty array) and a callback.
  override all(sql: string, ...params: unknown[]): this {
    const table = typeof params.at(-1) === 'function' ? TABLE_INFO.exec(sql)?.[1] : undefined;
    if (table !== undefined) return this.tableInfo(table, sql, params);
    const [values, callback] = params;
    if (params.length === 2 && typeof callback === 'function' && isBound(values)) return this.keptRead(sql, values, callback as Callback);
    return this.statement(sqlite3.Database.prototype.all as Method, sql, params);
  }

  override run(sql: string, ...params: unknown[]): this {
    return this.statement(sqlite3.Database.prototype.run as Method, sql, params);
  }

  /** Finalizes the kept statements first: SQLite does not close a connection that still has one. */
  override close(callback?: (error: Error | null) => void): void {
    const statements = [...this.kept.values()].map(({ statement }) => statement);
    this.kept = new LRUCache({ max: KEPT_STATEMENTS, dispose: ({ statement }) => statement.finalize() });
    let left = statements.length;
    const closeNow = () => super.close(callback);
    if (left === 0) return closeNow();
    for (const statement of statements) statement.finalize(() => --left === 0 && closeNow());
  }

  /**
   * A read with bound values, on a statement kept prepared for its text: one trip through the thread pool where
   * node-sqlite3's `all` takes two (prepare, then step), each waiting its turn of the event loop on a busy api. The
   * catalogue's list reads bind their values (catalogue/listPages.ts), so a page or a search nobody asked before runs
   * on a statement its kind of read prepared already. A kept statement running for another request is not waited for
   * (node-sqlite3 would start the next read on it only from the main thread, a turn later): that read prepares its own.
   */
  private keptRead(sql: string, values: object, callback: Callback): this {
    const kept = this.kept.get(sql);
    if (kept?.running) return this.statement(sqlite3.Database.prototype.all as Method, sql, [values, callback]);
    const read = (entry: { statement: sqlite3.Statement; running: boolean }) => {
      entry.running = true;
      this.retried(
        sql,
        function (this: unknown, error, ...results) {
          entry.running = false;
          callback.call(this, error, ...results);
        },
        (answered) => entry.statement.all(values, answered),
      );
    };
    if (kept) read(kept);
    else {
      // Prepared on a trip of its own, as node-sqlite3's `all` would, and kept only once it has prepared.
      const statement = this.prepare(sql, (error: Error | null) => {
        if (error) return callback.call(statement, error);
        const entry = { statement, running: false };
        this.kept.set(sql, entry);
        read(entry);
      });
    }
    return this;
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
    return this.retried(sql, callback, (answered) => method.call(this, sql, ...params, answered));
  }

  /** `start`s the statement `sql`, and again while it answers SQLITE_BUSY (statement()), then calls back. */
  private retried(sql: string, callback: Callback | undefined, start: (answered: Callback) => unknown): this {
    const changesSchema = SCHEMA_CHANGE.test(sql);
    if (changesSchema) schemaGeneration++;
    const deadline = Date.now() + BUSY_WAIT_MS;
    // node-sqlite3 calls back with the statement as `this` (its lastID and changes), so the callback keeps it.
    const answered: Callback = function (error, ...results) {
      if (error?.code === 'SQLITE_BUSY' && Date.now() < deadline) setTimeout(() => start(answered), BUSY_RETRY_MS);
      else {
        if (changesSchema) schemaGeneration++;
        callback?.apply(this, [error, ...results]);
      }
    };
    start(answered);
    return this;
  }
}

/** Values bound by name (Sequelize's `bind`: an object of `$name` keys), not the empty array of a read without any. */
const isBound = (values: unknown): values is object =>
  typeof values === 'object' && values !== null && !Array.isArray(values) && Object.keys(values).length > 0;

/** The dialect module for Sequelize's `dialectModule`: node-sqlite3 with its connections as above. */
export const sqliteDriver = { ...sqlite3, Database: Connection };
