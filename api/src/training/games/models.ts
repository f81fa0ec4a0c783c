import {
  DataTypes,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Model,
  type Sequelize,
} from 'sequelize';
import { timestamps } from '../../shared/db/columns';
import { fsrsCardColumns, type FsrsCardFields } from '../models';

/* Your games, analysed (training/games/, migration 0020): a member's imported games and the mistakes found in them. */

export interface GameModel extends Model<InferAttributes<GameModel>, InferCreationAttributes<GameModel>> {
  id: CreationOptional<number>;
  userId: number;
  /** contracts' GameSource */
  source: string;
  lichessId: string | null;
  white: string;
  black: string;
  /** contracts' GameColor: the member's side */
  color: string;
  result: string;
  playedOn: string | null;
  startFen: string | null;
  /** SAN moves separated by spaces */
  moves: string;
  plies: number;
  /** contracts' GameStatus */
  status: string;
  /** analyses started (a worker that died mid-game leaves one more) */
  attempts: CreationOptional<number>;
  /** JSON array of evaluations (contracts' GameDetail.evals), once analysed */
  evals: CreationOptional<string | null>;
  analysedAt: CreationOptional<Date | null>;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
}

/** A member's mistake in one of their games, and its review card (ts-fsrs's Card fields as columns). */
export interface GameMistakeModel
  extends Model<InferAttributes<GameMistakeModel>, InferCreationAttributes<GameMistakeModel>>, FsrsCardFields {
  id: CreationOptional<number>;
  gameId: number;
  userId: number;
  ply: number;
  /** the position before the mistake, the member to move */
  fen: string;
  played: string;
  best: string;
  loss: number;
  missedMate: boolean;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
}

export function defineGamesModels(sequelize: Sequelize) {
  const Game = sequelize.define<GameModel>(
    'games',
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      userId: { type: DataTypes.INTEGER, allowNull: false },
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
      ...timestamps,
    },
    { tableName: 'games' },
  );

  const GameMistake = sequelize.define<GameMistakeModel>(
    'game_mistakes',
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      gameId: { type: DataTypes.INTEGER, allowNull: false },
      userId: { type: DataTypes.INTEGER, allowNull: false },
      ply: { type: DataTypes.INTEGER, allowNull: false },
      fen: { type: DataTypes.STRING(100), allowNull: false },
      played: { type: DataTypes.STRING(10), allowNull: false },
      best: { type: DataTypes.STRING(10), allowNull: false },
      loss: { type: DataTypes.INTEGER, allowNull: false },
      missedMate: { type: DataTypes.BOOLEAN, allowNull: false },
      ...fsrsCardColumns,
      ...timestamps,
    },
    { tableName: 'game_mistakes' },
  );

  return { Game, GameMistake };
}
