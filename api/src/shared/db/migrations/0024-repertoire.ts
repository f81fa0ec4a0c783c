import { DataTypes, type QueryInterface, type Transaction } from 'sequelize';
import { atomicallyWherePossible } from './steps';

/*
 * Your openings, drilled (issue 46 point 3, docs/spec.md §7.18). `repertoire_moves`: a member's repertoire of one
 * colour as moves between positions, each position its FEN's first four fields, so lines that transpose meet at one
 * position; unique per member, colour, position and move. `repertoire_cards`: one per position where the member moves
 * (their move in it, `san`), ts-fsrs's Card fields as columns as `review_cards` has them; unique per member, colour
 * and position. Both removed with the member.
 */

const FEN = 100;
const SAN = 10;

export async function up({ context: qi }: { context: QueryInterface }) {
  await atomicallyWherePossible(qi, async (transaction: Transaction | undefined) => {
    const member = { type: DataTypes.INTEGER, allowNull: false, references: { model: 'users', key: 'id' }, onDelete: 'CASCADE' };
    await qi.createTable(
      'repertoire_moves',
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        userId: member,
        color: { type: DataTypes.STRING(5), allowNull: false },
        fromFen: { type: DataTypes.STRING(FEN), allowNull: false },
        san: { type: DataTypes.STRING(SAN), allowNull: false },
        toFen: { type: DataTypes.STRING(FEN), allowNull: false },
        createdAt: { type: DataTypes.DATE, allowNull: false },
      },
      { transaction },
    );
    await qi.addIndex('repertoire_moves', ['userId', 'color', 'fromFen', 'san'], {
      name: 'repertoire_moves_once',
      unique: true,
      transaction,
    });
    await qi.createTable(
      'repertoire_cards',
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        userId: member,
        color: { type: DataTypes.STRING(5), allowNull: false },
        fen: { type: DataTypes.STRING(FEN), allowNull: false },
        san: { type: DataTypes.STRING(SAN), allowNull: false },
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
    await qi.addIndex('repertoire_cards', ['userId', 'color', 'fen'], { name: 'repertoire_cards_once', unique: true, transaction });
    await qi.addIndex('repertoire_cards', ['userId', 'due'], { name: 'repertoire_cards_due', transaction });
  });
}

export async function down({ context: qi }: { context: QueryInterface }) {
  await atomicallyWherePossible(qi, async (transaction: Transaction | undefined) => {
    await qi.dropTable('repertoire_cards', { transaction });
    await qi.dropTable('repertoire_moves', { transaction });
  });
}
