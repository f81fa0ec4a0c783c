import sqlite3 from 'sqlite3';

/**
 * Read-only connections to the SQLite file, beside Sequelize's one, for the public lists' pages and counts
 * (catalogue/listPages.ts; docs/architecture.md §10.12).
 *
 * Why: Sequelize runs every SQLite query inside `serialize()` on its single connection, and each query is several
 * trips between the thread pool and the event loop (prepare, run, finalize). Under load the event loop is busy
 * with other requests, every trip waits behind them, and the queries queue one behind the other: at 10,000
 * products, 50 visitors paging the shop got ~250 pages a second out of SQL that takes 0.5-1.3 ms a page. These
 * connections keep each SQL text prepared (one trip per query, its values bound, never inlined) and, in WAL mode,
 * read side by side with each other and with the writer, each statement from the last committed state. Writes and
 * transactions stay on Sequelize.
 */
const READERS = 2;
/** Prepared statements kept per connection: the lists' SQL has a few dozen shapes; the oldest go first beyond this. */
const MAX_STATEMENTS = 256;

interface Prepared {
  statement: sqlite3.Statement;
  names: readonly string[];
}

interface Reader {
  db: sqlite3.Database;
  /** each SQL text's statement, once prepared (a failed preparation is forgotten, and its error thrown) */
  statements: Map<string, Promise<Prepared>>;
  pending: number;
}

function open(file: string): Promise<sqlite3.Database> {
  return new Promise((resolve, reject) => {
    const db = new sqlite3.Database(file, sqlite3.OPEN_READONLY, (error) => (error ? reject(error) : resolve(db)));
  });
}

/** The named parameters an SQL text uses (`:limit`); the lists' SQL holds no literal a colon could appear in. */
const parameterNames = (sql: string) => [...new Set(sql.match(/:\w+/g) ?? [])];

/**
 * The replacements an SQL text uses, as SQLite binds them (`:limit` → `{':limit': 24}`), booleans as SQLite stores
 * them. Others are left out, as Sequelize leaves them: SQLite refuses a value for a parameter the text does not have.
 */
function bindings(names: readonly string[], replacements: Record<string, unknown>): Record<string, unknown> {
  const bound: Record<string, unknown> = {};
  for (const name of names) {
    const value = replacements[name.slice(1)];
    bound[name] = typeof value === 'boolean' ? Number(value) : value;
  }
  return bound;
}

export class SqliteReaders {
  private constructor(private readonly readers: Reader[]) {}

  /** READERS read-only connections to `file`, which must already exist in WAL mode (openDatabase makes it so). */
  static async open(file: string): Promise<SqliteReaders> {
    const readers: Reader[] = [];
    for (let i = 0; i < READERS; i += 1) {
      const db = await open(file);
      // A reader waits out a checkpoint instead of failing, as the writer does (db/connect.ts).
      db.configure('busyTimeout', 5000);
      readers.push({ db, statements: new Map(), pending: 0 });
    }
    return new SqliteReaders(readers);
  }

  /** The rows of one SELECT whose values are named replacements (`:name`), as the driver returns them. */
  async select<Row>(sql: string, replacements: Record<string, unknown>): Promise<Row[]> {
    const reader = this.readers.reduce((least, candidate) => (candidate.pending < least.pending ? candidate : least));
    reader.pending += 1;
    try {
      const { statement, names } = await this.statement(reader, sql);
      return await new Promise<Row[]>((resolve, reject) => {
        statement.all(bindings(names, replacements), (error: Error | null, rows: Row[]) => (error ? reject(error) : resolve(rows)));
      });
    } finally {
      reader.pending -= 1;
    }
  }

  async close(): Promise<void> {
    await Promise.all(
      this.readers.map(async ({ db, statements }) => {
        const prepared = await Promise.allSettled(statements.values());
        const finalized = prepared.map((result) =>
          result.status === 'fulfilled' ? new Promise<void>((resolve) => result.value.statement.finalize(() => resolve())) : undefined,
        );
        await Promise.all(finalized);
        statements.clear();
        await new Promise<void>((resolve, reject) => db.close((error) => (error ? reject(error) : resolve())));
      }),
    );
  }

  private statement(reader: Reader, sql: string): Promise<Prepared> {
    const known = reader.statements.get(sql);
    if (known) return known;
    const prepared = new Promise<Prepared>((resolve, reject) => {
      const statement = reader.db.prepare(sql, (error: Error | null) =>
        error ? reject(error) : resolve({ statement, names: parameterNames(sql) }),
      );
    });
    reader.statements.set(sql, prepared);
    prepared.catch(() => {
      if (reader.statements.get(sql) === prepared) reader.statements.delete(sql);
    });
    if (reader.statements.size > MAX_STATEMENTS) {
      const [oldestSql, oldest] = reader.statements.entries().next().value as [string, Promise<Prepared>];
      reader.statements.delete(oldestSql);
      // Finalized once every select that already holds it has queued its run (they do so in the microtask that hands
      // it over; setImmediate comes after those): finalizing waits for the runs queued on the statement.
      oldest.then(
        ({ statement }) => setImmediate(() => statement.finalize()),
        () => undefined,
      );
    }
    return prepared;
  }
}
