import { DataTypes, type QueryInterface } from 'sequelize';
import { atomicallyWherePossible, dropColumn } from './steps';

/*
 * Lessons that teach (issue 18, docs/spec.md §7.11):
 *  - lesson_chapters: a course's chapters, numbered 1, 2, 3… within it. `text` holds the paragraphs and
 *    `exercise` the exercise (prompt, solution, hint, kind, alternatives), both as JSON text: they are read and
 *    written whole, never queried into. The solution never leaves the api (GET …/chapters strips it).
 *  - lesson_progress: one row per chapter a member has solved, kept once (unique), removed with the member or
 *    the lesson.
 *  - lessons.recommendedProductIds: a JSON array of product ids shown under "Practise at home".
 *
 * The content itself is loaded by the seed (db/seed/chapters.ts), on an empty database and on one seeded
 * before this migration alike: the migration stays a frozen description of the schema.
 */

const PROGRESS_UNIQUE = 'lesson_progress_user_lesson_chapter';

export async function up({ context: qi }: { context: QueryInterface }) {
  await atomicallyWherePossible(qi, async (transaction) => {
    await qi.createTable(
      'lesson_chapters',
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true, allowNull: false },
        lessonId: { type: DataTypes.INTEGER, allowNull: false, references: { model: 'lessons', key: 'id' }, onDelete: 'CASCADE' },
        number: { type: DataTypes.INTEGER, allowNull: false },
        title: { type: DataTypes.STRING(200), allowNull: false },
        text: { type: DataTypes.TEXT, allowNull: false },
        fen: { type: DataTypes.STRING(100), allowNull: false },
        orientation: { type: DataTypes.STRING(5), allowNull: false },
        exercise: { type: DataTypes.TEXT, allowNull: false },
        createdAt: { type: DataTypes.DATE, allowNull: false },
        updatedAt: { type: DataTypes.DATE, allowNull: false },
      },
      { transaction },
    );
    await qi.addIndex('lesson_chapters', ['lessonId', 'number'], { name: 'lesson_chapters_lesson_number', unique: true, transaction });

    await qi.createTable(
      'lesson_progress',
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true, allowNull: false },
        userId: { type: DataTypes.INTEGER, allowNull: false, references: { model: 'users', key: 'id' }, onDelete: 'CASCADE' },
        lessonId: { type: DataTypes.INTEGER, allowNull: false, references: { model: 'lessons', key: 'id' }, onDelete: 'CASCADE' },
        chapterNumber: { type: DataTypes.INTEGER, allowNull: false },
        completedAt: { type: DataTypes.DATE, allowNull: false },
      },
      { transaction },
    );
    await qi.addIndex('lesson_progress', ['userId', 'lessonId', 'chapterNumber'], { name: PROGRESS_UNIQUE, unique: true, transaction });

    await qi.addColumn(
      'lessons',
      'recommendedProductIds',
      { type: DataTypes.STRING(200), allowNull: false, defaultValue: '[]' },
      { transaction },
    );
  });
}

export async function down({ context: qi }: { context: QueryInterface }) {
  await atomicallyWherePossible(qi, async (transaction) => {
    await dropColumn(qi, 'lessons', 'recommendedProductIds', transaction);
    await qi.dropTable('lesson_progress', { transaction });
    await qi.dropTable('lesson_chapters', { transaction });
  });
}
