import { DataTypes, QueryTypes, type QueryInterface } from 'sequelize';
import { MAX_WORD_LENGTH, indexWords, wordsTable } from '../catalogueWords';
import { SEARCHED, fullTextIndex, mariadbUp as addFullTextIndexes, nameFullTextIndex } from './0008-catalogue-search';

/*
 * MariaDB's catalogue search by a word index of the api's own (docs/architecture.md §10.12, shared/db/catalogueWords.ts):
 * a table of words per collection (`products_words`, `lessons_words`, `blog_posts_words`), keyed by the folded word and
 * the item, filled here from the items already there, in place of the FULLTEXT indexes of migration 0008, which go.
 * The word is compared byte for byte (utf8mb4_bin): the api folds case and accents before it writes or looks one up.
 * SQLite keeps its FTS5 tables: nothing changes there.
 */

/** Items indexed per statement batch while filling. */
const FILL_BATCH = 1000;

export async function up({ context: qi }: { context: QueryInterface }) {
  if (qi.sequelize.getDialect() === 'sqlite') return;
  for (const searched of Object.values(SEARCHED)) {
    const { table } = searched;
    const words = wordsTable(table);
    await qi.createTable(words, {
      word: { type: `VARCHAR(${MAX_WORD_LENGTH}) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin` as never, allowNull: false, primaryKey: true },
      itemId: { type: DataTypes.INTEGER, allowNull: false, primaryKey: true },
      weight: { type: DataTypes.TINYINT.UNSIGNED, allowNull: false },
    });
    // An item's words are replaced by its id.
    await qi.addIndex(words, ['itemId'], { name: `${words}_item` });
    const ids = await qi.sequelize.query<{ id: number }>(`SELECT id FROM ${table} ORDER BY id`, { type: QueryTypes.SELECT });
    for (let start = 0; start < ids.length; start += FILL_BATCH)
      await qi.sequelize.transaction((transaction) =>
        indexWords(
          qi.sequelize,
          searched,
          ids.slice(start, start + FILL_BATCH).map((row) => Number(row.id)),
          transaction,
        ),
      );
    await qi.removeIndex(table, nameFullTextIndex(table));
    await qi.removeIndex(table, fullTextIndex(table));
  }
}

export async function down({ context: qi }: { context: QueryInterface }) {
  if (qi.sequelize.getDialect() === 'sqlite') return;
  for (const { table } of Object.values(SEARCHED)) await qi.dropTable(wordsTable(table));
  await addFullTextIndexes(qi);
}
