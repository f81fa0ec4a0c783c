import { DataTypes, type QueryInterface, type Transaction } from 'sequelize';
import { atomicallyWherePossible } from './steps';

/*
 * Your games, analysed (issue 46 point 1, docs/spec.md §7.17):
 *  - games: a member's imported games (from Lichess or pasted PGN), their moves (SAN), and the analysis's state and
 *    result; a Lichess game once per member (userId, lichessId unique; PGN games have none). (userId, createdAt)
 *    lists a member's games newest first; (status) finds the games still to analyse after a restart.
 *  - game_mistakes: a member's move the engine found losing, with the better move, and the review card it became
 *    (ts-fsrs's card fields as columns, as review_cards'); once per game and ply (unique), so an analysis run
 *    again after a worker died makes no second card. (userId, due) finds what is due.
 * Both go with the member (and the mistakes with the game).
 */

export async function up({ context: qi }: { context: QueryInterface }) {
  await atomicallyWherePossible(qi, async (transaction: Transaction | undefined) => {
    const userId = { type: DataTypes.INTEGER, allowNull: false, references: { model: 'users', key: 'id' }, onDelete: 'CASCADE' };
    await qi.createTable(
      'games',
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true, allowNull: false },
        userId,
        source: { type: DataTypes.STRING(10), allowNull: false },
        lichessId: { type: DataTypes.STRING(20), allowNull: true },
        white: { type: DataTypes.STRING(100), allowNull: false },
        black: { type: DataTypes.STRING(100), allowNull: false },
        color: { type: DataTypes.STRING(5), allowNull: false },
        result: { type: DataTypes.STRING(7), allowNull: false },
        playedOn: { type: DataTypes.STRING(10), allowNull: true },
        startFen: { type: DataTypes.STRING(100), allowNull: true },
        moves: { type: DataTypes.TEXT, allowNull: false },
        plies: { type: DataTypes.INTEGER, allowNull: false },
        status: { type: DataTypes.STRING(10), allowNull: false },
        attempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        evals: { type: DataTypes.TEXT, allowNull: true },
        analysedAt: { type: DataTypes.DATE, allowNull: true },
        createdAt: { type: DataTypes.DATE, allowNull: false },
        updatedAt: { type: DataTypes.DATE, allowNull: false },
      },
      { transaction },
    );
    await qi.addIndex('games', ['userId', 'lichessId'], { name: 'games_lichess_once', unique: true, transaction });
    await qi.addIndex('games', ['userId', 'createdAt', 'id'], { name: 'games_member', transaction });
    await qi.addIndex('games', ['status', 'id'], { name: 'games_status', transaction });

    await qi.createTable(
      'game_mistakes',
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true, allowNull: false },
        gameId: { type: DataTypes.INTEGER, allowNull: false, references: { model: 'games', key: 'id' }, onDelete: 'CASCADE' },
        userId,
        ply: { type: DataTypes.INTEGER, allowNull: false },
        fen: { type: DataTypes.STRING(100), allowNull: false },
        played: { type: DataTypes.STRING(10), allowNull: false },
        best: { type: DataTypes.STRING(10), allowNull: false },
        loss: { type: DataTypes.INTEGER, allowNull: false },
        missedMate: { type: DataTypes.BOOLEAN, allowNull: false },
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
    await qi.addIndex('game_mistakes', ['gameId', 'ply'], { name: 'game_mistakes_once', unique: true, transaction });
    await qi.addIndex('game_mistakes', ['userId', 'due'], { name: 'game_mistakes_due', transaction });
  });
}

export async function down({ context: qi }: { context: QueryInterface }) {
  await atomicallyWherePossible(qi, async (transaction: Transaction | undefined) => {
    await qi.dropTable('game_mistakes', { transaction });
    await qi.dropTable('games', { transaction });
  });
}
