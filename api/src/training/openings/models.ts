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

/* A member's opening repertoire (migration 0024, docs/spec.md §7.18): its moves between positions, and a card per position they move in. */

/** A move of a member's repertoire of one colour, from a position to another (each its FEN's first four fields). */
export interface RepertoireMoveModel extends Model<InferAttributes<RepertoireMoveModel>, InferCreationAttributes<RepertoireMoveModel>> {
  id: CreationOptional<number>;
  userId: number;
  /** contracts' RepertoireColor */
  color: string;
  fromFen: string;
  san: string;
  toFen: string;
  createdAt: Date;
}

/** The card of a position where the member moves: their move there, and ts-fsrs's Card fields as columns. */
export interface RepertoireCardModel
  extends Model<InferAttributes<RepertoireCardModel>, InferCreationAttributes<RepertoireCardModel>>, FsrsCardFields {
  id: CreationOptional<number>;
  userId: number;
  color: string;
  fen: string;
  san: string;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
}

export function defineOpeningsModels(sequelize: Sequelize) {
  const RepertoireMove = sequelize.define<RepertoireMoveModel>(
    'repertoire_moves',
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      userId: { type: DataTypes.INTEGER, allowNull: false },
      color: { type: DataTypes.STRING(5), allowNull: false },
      fromFen: { type: DataTypes.STRING(100), allowNull: false },
      san: { type: DataTypes.STRING(10), allowNull: false },
      toFen: { type: DataTypes.STRING(100), allowNull: false },
      createdAt: { type: DataTypes.DATE, allowNull: false },
    },
    { tableName: 'repertoire_moves', timestamps: false },
  );

  const RepertoireCard = sequelize.define<RepertoireCardModel>(
    'repertoire_cards',
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      userId: { type: DataTypes.INTEGER, allowNull: false },
      color: { type: DataTypes.STRING(5), allowNull: false },
      fen: { type: DataTypes.STRING(100), allowNull: false },
      san: { type: DataTypes.STRING(10), allowNull: false },
      ...fsrsCardColumns,
      ...timestamps,
    },
    { tableName: 'repertoire_cards' },
  );

  return { RepertoireMove, RepertoireCard };
}
