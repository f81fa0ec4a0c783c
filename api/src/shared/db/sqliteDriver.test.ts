import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { EventEmitter } from 'node:events';
import { DataTypes, QueryTypes, Transaction, type Sequelize } from 'sequelize';
import { connect } from './connect';

describe("Sequelize's SQLite connections (sqliteDriver.ts)", () => {
  let dir: string;
  let sequelize: Sequelize;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kingside-sqlite-driver-'));
    sequelize = connect(`sqlite:${path.join(dir, 'driver.sqlite')}`);
  });
  afterEach(async () => {
    await sequelize.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answer concurrent queries on the shared connection several to a turn of the event loop, not one a turn', async () => {
    await sequelize.query('SELECT 1');
    // Counts the event loop's turns while the queries run; serialised, each answer would come in a turn of its own.
    let turn = 0;
    let counting = true;
    const count = () => {
      turn++;
      if (counting) setImmediate(count);
    };
    setImmediate(count);
    const queries = 20;
    const turns = await Promise.all(Array.from({ length: queries }, () => sequelize.query('SELECT 1').then(() => turn)));
    counting = false;
    expect(new Set(turns).size).toBeLessThan(queries / 2);
  });

  it("turn a transaction's connection's foreign keys on before its first statement", async () => {
    await sequelize.query('CREATE TABLE parent (id INTEGER PRIMARY KEY)');
    await sequelize.query('CREATE TABLE child (id INTEGER PRIMARY KEY, parentId INTEGER NOT NULL REFERENCES parent (id))');
    // Each transaction opens a connection of its own; its first statement comes straight after the open.
    for (let i = 1; i <= 10; i++) {
      const attempt = sequelize.transaction(async (transaction) => {
        expect(await sequelize.query('PRAGMA foreign_keys', { transaction, type: QueryTypes.SELECT })).toEqual([{ foreign_keys: 1 }]);
        await sequelize.query('INSERT INTO child (id, parentId) VALUES (?, 999)', { replacements: [i], transaction });
      });
      await expect(attempt).rejects.toThrow(/FOREIGN KEY constraint failed/);
    }
    const [rows] = await sequelize.query('SELECT COUNT(*) AS n FROM child');
    expect(rows).toEqual([{ n: 0 }]);
  });

  it('waits for a lock another connection holds, without holding a thread, and then writes', async () => {
    await sequelize.query('CREATE TABLE counter (n INTEGER)');
    const locked = new Promise<void>((resolve) => {
      void sequelize.transaction({ type: Transaction.TYPES.IMMEDIATE }, async (transaction) => {
        await sequelize.query('INSERT INTO counter (n) VALUES (1)', { transaction });
        resolve();
        // Holds the write lock while the shared connection's writes and reads come, more of them than the pool has threads.
        await new Promise((held) => setTimeout(held, 300));
        await sequelize.query('INSERT INTO counter (n) VALUES (2)', { transaction });
      });
    });
    await locked;
    // SQLite's own wait (busy_timeout; node-sqlite3 sets a second) would hold a thread of the pool per waiting statement.
    expect(await sequelize.query('PRAGMA busy_timeout', { type: QueryTypes.SELECT })).toEqual([{ timeout: 0 }]);
    const writes = Array.from({ length: 8 }, () => sequelize.query('INSERT INTO counter (n) VALUES (3)'));
    const reads = Array.from({ length: 8 }, () => sequelize.query('SELECT COUNT(*) AS n FROM counter', { type: QueryTypes.SELECT }));
    await Promise.all([...writes, ...reads]);
    expect(await sequelize.query('SELECT n, COUNT(*) AS times FROM counter GROUP BY n ORDER BY n', { type: QueryTypes.SELECT })).toEqual([
      { n: 1, times: 1 },
      { n: 2, times: 1 },
      { n: 3, times: 8 },
    ]);
  });

  it("ask a table's column types once, and again after a change of schema", async () => {
    await sequelize.query('CREATE TABLE gadgets (id INTEGER PRIMARY KEY, name TEXT NOT NULL)');
    const connection = await (
      sequelize.connectionManager as unknown as { getConnection(options: object): Promise<EventEmitter> }
    ).getConnection({});
    const asked: string[] = [];
    connection.on('trace', (sql: string) => {
      if (sql.startsWith('PRAGMA table_info')) asked.push(sql);
    });
    const Gadget = sequelize.define('Gadget', { name: DataTypes.STRING }, { tableName: 'gadgets', timestamps: false });
    await Gadget.create({ name: 'clock' });
    await Gadget.findAll();
    await Gadget.findAll();
    expect(asked).toEqual(['PRAGMA table_info(`gadgets`)']);

    // Sequelize parses what a model reads by these types (a DATETIME's text into a Date): after a change they are read again.
    await sequelize.query('ALTER TABLE gadgets ADD COLUMN soldAt DATETIME');
    await Gadget.findAll();
    await Gadget.findAll();
    expect(asked).toHaveLength(2);
  });

  it('run reads with bound values on a statement prepared once for their text, and close with it kept', async () => {
    await sequelize.query('CREATE TABLE gadgets (id INTEGER PRIMARY KEY, name TEXT NOT NULL)');
    await sequelize.query("INSERT INTO gadgets (id, name) VALUES (1, 'clock'), (2, 'board'), (3, 'set')");
    const connection = await (
      sequelize.connectionManager as unknown as { getConnection(options: object): Promise<{ prepare: (...args: unknown[]) => unknown }> }
    ).getConnection({});
    const prepare = jest.spyOn(connection, 'prepare');
    const byId = (id: number) => sequelize.query('SELECT name FROM gadgets WHERE id = $id', { bind: { id }, type: QueryTypes.SELECT });
    expect(await byId(1)).toEqual([{ name: 'clock' }]);
    expect(await byId(2)).toEqual([{ name: 'board' }]);
    expect(await byId(3)).toEqual([{ name: 'set' }]);
    expect(prepare).toHaveBeenCalledTimes(1);
    // Asked together: the kept statement answers one, a statement of its own the other, each with its own values.
    expect(await Promise.all([byId(1), byId(2)])).toEqual([[{ name: 'clock' }], [{ name: 'board' }]]);
    // A text that does not prepare is answered with SQLite's error, and not kept: asked again, the same error.
    const broken = () => sequelize.query('SELECT nope FROM gadgets WHERE id = $id', { bind: { id: 1 }, type: QueryTypes.SELECT });
    await expect(broken()).rejects.toThrow(/no such column: nope/);
    await expect(broken()).rejects.toThrow(/no such column: nope/);
    // SQLite closes no connection with a statement left unfinalized.
    await expect(sequelize.close()).resolves.toBeUndefined();
    sequelize = connect(`sqlite:${path.join(dir, 'driver.sqlite')}`);
    expect(await sequelize.query('SELECT COUNT(*) AS n FROM gadgets', { type: QueryTypes.SELECT })).toEqual([{ n: 3 }]);
  });
});
