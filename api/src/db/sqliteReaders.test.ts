import { dbKind, suiteDatabase } from '../testing/testApp';

/*
 * db.select on a SQLite file: the read connections beside Sequelize's (db/sqliteReaders.ts). On MariaDB db.select is
 * Sequelize's own query, which every list test runs through.
 */
const onSqlite = dbKind() === 'sqlite' ? describe : describe.skip;

onSqlite('db.select on SQLite (read connections of its own)', () => {
  const database = suiteDatabase();

  const addProduct = (name: string, archived = false) =>
    database().models.Product.create({ name, description: 'd', imageUrl: '/x.svg', price: 1000, stock: 1, category: 'Books', archived });

  it('reads what Sequelize has committed, at once, binding named values (booleans as SQLite stores them) and only those the SQL names', async () => {
    const live = await addProduct('Reader Live');
    await addProduct('Reader Archived', true);
    const rows = await database().select<{ id: number; name: string }>(
      'SELECT id, name FROM products WHERE name LIKE :prefix AND archived = :archived ORDER BY id',
      { prefix: 'Reader %', archived: false, limit: 24 },
    );
    expect(rows).toEqual([{ id: live.id, name: 'Reader Live' }]);
    await live.update({ name: 'Reader Renamed' });
    const again = await database().select<{ name: string }>('SELECT name FROM products WHERE id = :id', { id: live.id });
    expect(again).toEqual([{ name: 'Reader Renamed' }]);
  });

  it('is read-only, and a statement that fails is refused without harming the next', async () => {
    await expect(database().select('DELETE FROM products WHERE id = :id', { id: 1 })).rejects.toThrow(/readonly/i);
    await expect(database().select('SELECT name FROM nowhere', {})).rejects.toThrow(/no such table/);
    expect(await database().select<{ one: number }>('SELECT 1 AS one', {})).toEqual([{ one: 1 }]);
  });

  it('answers many reads at once, each its own', async () => {
    const ids = await Promise.all(Array.from({ length: 40 }, (_, i) => addProduct(`Reader Many ${i}`).then((p) => p.id)));
    const answers = await Promise.all(
      ids.map((id) =>
        database().select<{ id: number }>('SELECT id FROM products WHERE id = :id AND archived = :archived', { id, archived: false }),
      ),
    );
    expect(answers.map((rows) => rows[0]?.id)).toEqual(ids);
  });
});
