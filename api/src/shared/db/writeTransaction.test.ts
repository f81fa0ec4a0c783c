import { openDatabase } from '../../database';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { writeTransaction } from './writeTransaction';

describe('closing the database while writes are under way', () => {
  let app: TestApp;
  beforeEach(async () => {
    app = await createTestApp({ seed: false });
  });

  it('lets every begun or queued write transaction finish and commit first (as on SIGTERM under load)', async () => {
    const { sequelize } = app.db;
    await sequelize.query('CREATE TABLE shutdown_probe (n INTEGER)');
    const slowWrite = (n: number) =>
      writeTransaction(sequelize, async (transaction) => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        await sequelize.query('INSERT INTO shutdown_probe (n) VALUES (?)', { replacements: [n], transaction });
        return n;
      });
    const writes = [1, 2, 3].map(slowWrite);
    // Closes while the first is in its transaction and (on SQLite) the others wait in the queue.
    await app.db.close();
    await expect(Promise.all(writes)).resolves.toEqual([1, 2, 3]);

    // Reopen the same database: all three committed.
    const reopened = await openDatabase(app.config.databaseUrl, { migrate: false });
    const [rows] = await reopened.sequelize.query('SELECT n FROM shutdown_probe ORDER BY n');
    expect(rows).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    await reopened.sequelize.query('DROP TABLE shutdown_probe');
    await reopened.close();
  });

  afterEach(async () => {
    await app.close().catch(() => undefined);
  });
});
