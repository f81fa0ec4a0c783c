import {
  DataTypes,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Model,
  type Sequelize,
} from 'sequelize';
import { timestamps } from '../shared/db/columns';

/* Training (training/, migrations 0013 and 0016): puzzles, their themes, first tries, members' ratings and days, the review deck. */

/** A puzzle of the set, or a course chapter's exercise (lessonId and chapterNumber set). */
export interface PuzzleModel extends Model<InferAttributes<PuzzleModel>, InferCreationAttributes<PuzzleModel>> {
  id: number;
  fen: string;
  /** contracts' ChapterExerciseKind */
  kind: string;
  /** JSON: { prompt, solution, hint, alternatives? } */
  exercise: string;
  /** comma-separated contracts' PuzzleTheme */
  themes: string;
  /** JSON array of product ids */
  productIds: CreationOptional<string>;
  source: string | null;
  lessonId: number | null;
  chapterNumber: number | null;
  rating: number;
  deviation: number;
  volatility: number;
  plays: CreationOptional<number>;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
}

/** A served puzzle's theme, with the puzzle's rating (migration 0016): what GET /api/puzzles/next walks by theme. */
export interface PuzzleThemeModel extends Model<InferAttributes<PuzzleThemeModel>, InferCreationAttributes<PuzzleThemeModel>> {
  puzzleId: number;
  /** contracts' PuzzleTheme */
  theme: string;
  /** puzzles.rating, moved with it */
  rating: number;
}

/** A member's first try at a puzzle, once. */
export interface PuzzleAttemptModel extends Model<InferAttributes<PuzzleAttemptModel>, InferCreationAttributes<PuzzleAttemptModel>> {
  id: CreationOptional<number>;
  userId: number;
  puzzleId: number;
  won: boolean;
  ratingBefore: number;
  ratingAfter: number;
  createdAt: Date;
}

export interface TrainingProfileModel extends Model<InferAttributes<TrainingProfileModel>, InferCreationAttributes<TrainingProfileModel>> {
  userId: number;
  rating: number;
  deviation: number;
  volatility: number;
  puzzlesPlayed: CreationOptional<number>;
  /** the Lichess rating the puzzle rating started from, when it did */
  lichessRating: CreationOptional<number | null>;
  /** IANA time zone reported by the browser */
  timeZone: CreationOptional<string>;
  reminders: CreationOptional<boolean>;
  /** the member's local day (YYYY-MM-DD) of the last reminder sent */
  lastReminderDay: CreationOptional<string | null>;
  version: CreationOptional<number>;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
}

/** A local day (YYYY-MM-DD, the member's time zone) on which the member trained. */
export interface TrainingDayModel extends Model<InferAttributes<TrainingDayModel>, InferCreationAttributes<TrainingDayModel>> {
  id: CreationOptional<number>;
  userId: number;
  day: string;
}

/** A review card: ts-fsrs's Card fields as columns, for one puzzle from one learner step. */
/**
 * A card's FSRS state, as ts-fsrs's Card holds it (training/scheduler.ts): the same fields in every card table, the review
 * deck's, a game mistake's (training/games) and a repertoire position's (training/openings).
 */
export interface FsrsCardFields {
  due: Date;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  state: number;
  lastReview: Date | null;
}

/** FsrsCardFields' columns (migrations 0013, 0020 and 0024 create them alike). */
export const fsrsCardColumns = {
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
} as const;

export interface ReviewCardModel extends Model<InferAttributes<ReviewCardModel>, InferCreationAttributes<ReviewCardModel>>, FsrsCardFields {
  id: CreationOptional<number>;
  userId: number;
  puzzleId: number;
  step: number;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
}

export function defineTrainingModels(sequelize: Sequelize) {
  const Puzzle = sequelize.define<PuzzleModel>(
    'puzzles',
    {
      id: { type: DataTypes.INTEGER, primaryKey: true },
      fen: { type: DataTypes.STRING(100), allowNull: false },
      kind: { type: DataTypes.STRING(10), allowNull: false },
      exercise: { type: DataTypes.TEXT, allowNull: false },
      themes: { type: DataTypes.STRING(200), allowNull: false },
      productIds: { type: DataTypes.STRING(200), allowNull: false, defaultValue: '[]' },
      source: { type: DataTypes.STRING(300), allowNull: true },
      lessonId: { type: DataTypes.INTEGER, allowNull: true },
      chapterNumber: { type: DataTypes.INTEGER, allowNull: true },
      rating: { type: DataTypes.DOUBLE, allowNull: false },
      deviation: { type: DataTypes.DOUBLE, allowNull: false },
      volatility: { type: DataTypes.DOUBLE, allowNull: false },
      plays: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      ...timestamps,
    },
    { tableName: 'puzzles' },
  );

  const PuzzleAttempt = sequelize.define<PuzzleAttemptModel>(
    'puzzle_attempts',
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      userId: { type: DataTypes.INTEGER, allowNull: false },
      puzzleId: { type: DataTypes.INTEGER, allowNull: false },
      won: { type: DataTypes.BOOLEAN, allowNull: false },
      ratingBefore: { type: DataTypes.DOUBLE, allowNull: false },
      ratingAfter: { type: DataTypes.DOUBLE, allowNull: false },
      createdAt: { type: DataTypes.DATE, allowNull: false },
    },
    { tableName: 'puzzle_attempts', timestamps: false },
  );

  const PuzzleTheme = sequelize.define<PuzzleThemeModel>(
    'puzzle_themes',
    {
      puzzleId: { type: DataTypes.INTEGER, primaryKey: true },
      theme: { type: DataTypes.STRING(20), primaryKey: true },
      rating: { type: DataTypes.DOUBLE, allowNull: false },
    },
    { tableName: 'puzzle_themes', timestamps: false },
  );

  const TrainingProfile = sequelize.define<TrainingProfileModel>(
    'training_profiles',
    {
      userId: { type: DataTypes.INTEGER, primaryKey: true },
      rating: { type: DataTypes.DOUBLE, allowNull: false },
      deviation: { type: DataTypes.DOUBLE, allowNull: false },
      volatility: { type: DataTypes.DOUBLE, allowNull: false },
      puzzlesPlayed: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      lichessRating: { type: DataTypes.INTEGER, allowNull: true },
      timeZone: { type: DataTypes.STRING(64), allowNull: false, defaultValue: 'UTC' },
      reminders: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      lastReminderDay: { type: DataTypes.STRING(10), allowNull: true },
      version: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
      ...timestamps,
    },
    { tableName: 'training_profiles' },
  );

  const TrainingDay = sequelize.define<TrainingDayModel>(
    'training_days',
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      userId: { type: DataTypes.INTEGER, allowNull: false },
      day: { type: DataTypes.STRING(10), allowNull: false },
    },
    { tableName: 'training_days', timestamps: false },
  );

  const ReviewCard = sequelize.define<ReviewCardModel>(
    'review_cards',
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      userId: { type: DataTypes.INTEGER, allowNull: false },
      puzzleId: { type: DataTypes.INTEGER, allowNull: false },
      step: { type: DataTypes.INTEGER, allowNull: false },
      ...fsrsCardColumns,
      ...timestamps,
    },
    { tableName: 'review_cards' },
  );

  return { Puzzle, PuzzleTheme, PuzzleAttempt, TrainingProfile, TrainingDay, ReviewCard };
}
