import { DataTypes, QueryTypes, type QueryInterface, type Transaction } from 'sequelize';
import { atomicallyWherePossible } from './steps';

/*
 * Choosing what to train (issue 46, docs/spec.md §7.15): puzzle_themes, one row per served puzzle (kind `tactic`)
 * and theme, carrying the puzzle's rating. GET /api/puzzles/next walks the index (theme, rating, puzzleId) from the
 * learner's rating up and down, per chosen theme, and stops after a few rows: no scan that grows with the number of
 * puzzles (docs/architecture.md §10.14). `puzzles.themes` (comma-separated) stays the content's record; the rating
 * here follows `puzzles.rating`, moved in the same transaction by every first try (training/firstTry.ts). The themes
 * dashboard joins a member's first tries to it. Rows of the puzzles already there are written from them.
 */

const BATCH = 500;

export async function up({ context: qi }: { context: QueryInterface }) {
  await atomicallyWherePossible(qi, async (transaction: Transaction | undefined) => {
    await qi.createTable(
      'puzzle_themes',
      {
        puzzleId: {
          type: DataTypes.INTEGER,
          allowNull: false,
          primaryKey: true,
          references: { model: 'puzzles', key: 'id' },
          onDelete: 'CASCADE',
        },
        theme: { type: DataTypes.STRING(20), allowNull: false, primaryKey: true },
        rating: { type: DataTypes.DOUBLE, allowNull: false },
      },
      { transaction },
    );
    await qi.addIndex('puzzle_themes', ['theme', 'rating', 'puzzleId'], { name: 'puzzle_themes_theme_rating', transaction });

    const q = (name: string) => qi.quoteIdentifier(name);
    const puzzles = (await qi.sequelize.query(
      `SELECT ${q('id')} AS id, ${q('themes')} AS themes, ${q('rating')} AS rating FROM ${q('puzzles')} WHERE ${q('kind')} = 'tactic'`,
      { type: QueryTypes.SELECT, transaction },
    )) as { id: number; themes: string; rating: number }[];
    const rows = puzzles.flatMap(({ id, themes, rating }) =>
      [...new Set(themes.split(',').filter(Boolean))].map((theme) => ({ puzzleId: Number(id), theme, rating: Number(rating) })),
    );
    for (let start = 0; start < rows.length; start += BATCH) {
      await qi.bulkInsert('puzzle_themes', rows.slice(start, start + BATCH), { transaction });
    }
  });
}

export async function down({ context: qi }: { context: QueryInterface }) {
  await atomicallyWherePossible(qi, async (transaction: Transaction | undefined) => {
    await qi.dropTable('puzzle_themes', { transaction });
  });
}
