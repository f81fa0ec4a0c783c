import { DataTypes, type QueryInterface, type Transaction } from 'sequelize';
import { atomicallyWherePossible, dropColumn } from './steps';

/*
 * Training (issue 34, docs/spec.md §7.15):
 *  - puzzles: the puzzle set (api/src/training/puzzles/content, ids from the content) and every course chapter's
 *    exercise (lessonId and chapterNumber set, its content copied by the seed: chapters change only with the seed).
 *    `exercise` holds the prompt, solution, hint and alternatives as JSON text: read and written whole, never
 *    queried into; the solution never leaves the api. `kind` is the exercise's: only tactics are served as puzzles,
 *    while a solved line chapter still enters the review deck. rating, deviation and volatility are the puzzle's
 *    Glicko-2 rating, moved by every member's first try; indexed to find puzzles near a member's rating.
 *  - puzzle_attempts: a member's first try at a puzzle, once (unique), with the rating it moved: what keeps a
 *    puzzle from being rated twice and from being served again.
 *  - training_profiles: one per member who trained or linked Lichess: the Glicko-2 rating, the time zone the browser
 *    reported (the streak's and the reminder's day), the reminder opt-in and the day of the last reminder. `version`
 *    guards the rating against two first tries at once.
 *  - training_days: the member's local days with training, once each: the streak.
 *  - review_cards: a member's review deck, one card per puzzle and learner step (unique), with ts-fsrs's card
 *    fields as columns; (userId, due) finds what is due.
 *  - users.lichessId / lichessUsername: the Lichess account a member signs in with (unique, like githubId).
 */

export async function up({ context: qi }: { context: QueryInterface }) {
  await atomicallyWherePossible(qi, async (transaction: Transaction | undefined) => {
    const userId = {
      type: DataTypes.INTEGER,
      allowNull: false,
      references: { model: 'users', key: 'id' },
      onDelete: 'CASCADE',
    };
    const puzzleId = {
      type: DataTypes.INTEGER,
      allowNull: false,
      references: { model: 'puzzles', key: 'id' },
      onDelete: 'CASCADE',
    };

    await qi.createTable(
      'puzzles',
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, allowNull: false },
        fen: { type: DataTypes.STRING(100), allowNull: false },
        kind: { type: DataTypes.STRING(10), allowNull: false },
        exercise: { type: DataTypes.TEXT, allowNull: false },
        themes: { type: DataTypes.STRING(200), allowNull: false },
        productIds: { type: DataTypes.STRING(200), allowNull: false, defaultValue: '[]' },
        source: { type: DataTypes.STRING(300), allowNull: true },
        lessonId: { type: DataTypes.INTEGER, allowNull: true, references: { model: 'lessons', key: 'id' }, onDelete: 'CASCADE' },
        chapterNumber: { type: DataTypes.INTEGER, allowNull: true },
        rating: { type: DataTypes.DOUBLE, allowNull: false },
        deviation: { type: DataTypes.DOUBLE, allowNull: false },
        volatility: { type: DataTypes.DOUBLE, allowNull: false },
        plays: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        createdAt: { type: DataTypes.DATE, allowNull: false },
        updatedAt: { type: DataTypes.DATE, allowNull: false },
      },
      { transaction },
    );
    await qi.addIndex('puzzles', ['kind', 'rating'], { name: 'puzzles_kind_rating', transaction });
    await qi.addIndex('puzzles', ['lessonId', 'chapterNumber'], { name: 'puzzles_chapter', unique: true, transaction });

    await qi.createTable(
      'puzzle_attempts',
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true, allowNull: false },
        userId,
        puzzleId,
        won: { type: DataTypes.BOOLEAN, allowNull: false },
        ratingBefore: { type: DataTypes.DOUBLE, allowNull: false },
        ratingAfter: { type: DataTypes.DOUBLE, allowNull: false },
        createdAt: { type: DataTypes.DATE, allowNull: false },
      },
      { transaction },
    );
    await qi.addIndex('puzzle_attempts', ['userId', 'puzzleId'], { name: 'puzzle_attempts_user_puzzle', unique: true, transaction });

    await qi.createTable(
      'training_profiles',
      {
        userId: { ...userId, primaryKey: true },
        rating: { type: DataTypes.DOUBLE, allowNull: false },
        deviation: { type: DataTypes.DOUBLE, allowNull: false },
        volatility: { type: DataTypes.DOUBLE, allowNull: false },
        puzzlesPlayed: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        lichessRating: { type: DataTypes.INTEGER, allowNull: true },
        timeZone: { type: DataTypes.STRING(64), allowNull: false, defaultValue: 'UTC' },
        reminders: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        lastReminderDay: { type: DataTypes.STRING(10), allowNull: true },
        version: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
        createdAt: { type: DataTypes.DATE, allowNull: false },
        updatedAt: { type: DataTypes.DATE, allowNull: false },
      },
      { transaction },
    );
    await qi.addIndex('training_profiles', ['reminders'], { name: 'training_profiles_reminders', transaction });

    await qi.createTable(
      'training_days',
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true, allowNull: false },
        userId,
        day: { type: DataTypes.STRING(10), allowNull: false },
      },
      { transaction },
    );
    await qi.addIndex('training_days', ['userId', 'day'], { name: 'training_days_user_day', unique: true, transaction });

    await qi.createTable(
      'review_cards',
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true, allowNull: false },
        userId,
        puzzleId,
        step: { type: DataTypes.INTEGER, allowNull: false },
        due: { type: DataTypes.DATE, allowNull: false },
        stability: { type: DataTypes.DOUBLE, allowNull: false },
        difficulty: { type: DataTypes.DOUBLE, allowNull: false },
        elapsedDays: { type: DataTypes.INTEGER, allowNull: false },
        scheduledDays: { type: DataTypes.INTEGER, allowNull: false },
        learningSteps: { type: DataTypes.INTEGER, allowNull: false },
        reps: { type: DataTypes.INTEGER, allowNull: false },
        lapses: { type: DataTypes.INTEGER, allowNull: false },
        state: { type: DataTypes.INTEGER, allowNull: false },
        lastReview: { type: DataTypes.DATE, allowNull: true },
        createdAt: { type: DataTypes.DATE, allowNull: false },
        updatedAt: { type: DataTypes.DATE, allowNull: false },
      },
      { transaction },
    );
    await qi.addIndex('review_cards', ['userId', 'puzzleId', 'step'], { name: 'review_cards_user_puzzle_step', unique: true, transaction });
    await qi.addIndex('review_cards', ['userId', 'due'], { name: 'review_cards_user_due', transaction });

    await qi.addColumn('users', 'lichessId', { type: DataTypes.STRING(64), allowNull: true }, { transaction });
    await qi.addColumn('users', 'lichessUsername', { type: DataTypes.STRING(64), allowNull: true }, { transaction });
    await qi.addIndex('users', ['lichessId'], { name: 'users_lichess_id', unique: true, transaction });
  });
}

export async function down({ context: qi }: { context: QueryInterface }) {
  await atomicallyWherePossible(qi, async (transaction: Transaction | undefined) => {
    await qi.removeIndex('users', 'users_lichess_id', { transaction });
    await dropColumn(qi, 'users', 'lichessUsername', transaction);
    await dropColumn(qi, 'users', 'lichessId', transaction);
    await qi.dropTable('review_cards', { transaction });
    await qi.dropTable('training_days', { transaction });
    await qi.dropTable('training_profiles', { transaction });
    await qi.dropTable('puzzle_attempts', { transaction });
    await qi.dropTable('puzzles', { transaction });
  });
}
