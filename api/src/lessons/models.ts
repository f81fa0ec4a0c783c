import {
  DataTypes,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Model,
  type Sequelize,
} from 'sequelize';
import { timestamps } from '../shared/db/columns';

/* A course's chapters and the chapters each member has solved. */

/** A course's chapter (migration 0007); `text` and `exercise` are JSON text (db/chapters.ts reads them). */
export interface LessonChapterModel extends Model<InferAttributes<LessonChapterModel>, InferCreationAttributes<LessonChapterModel>> {
  id: CreationOptional<number>;
  lessonId: number;
  number: number;
  title: string;
  text: string;
  fen: string;
  orientation: string;
  exercise: string;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
}

/** A chapter a member has solved (migration 0007). */
export interface LessonProgressModel extends Model<InferAttributes<LessonProgressModel>, InferCreationAttributes<LessonProgressModel>> {
  id: CreationOptional<number>;
  userId: number;
  lessonId: number;
  chapterNumber: number;
  completedAt: Date;
}

export function defineLessonsModels(sequelize: Sequelize) {
  const LessonChapter = sequelize.define<LessonChapterModel>(
    'lesson_chapters',
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      lessonId: { type: DataTypes.INTEGER, allowNull: false },
      number: { type: DataTypes.INTEGER, allowNull: false },
      title: { type: DataTypes.STRING(200), allowNull: false },
      text: { type: DataTypes.TEXT, allowNull: false },
      fen: { type: DataTypes.STRING(100), allowNull: false },
      orientation: { type: DataTypes.STRING(5), allowNull: false },
      exercise: { type: DataTypes.TEXT, allowNull: false },
      ...timestamps,
    },
    { tableName: 'lesson_chapters' },
  );

  const LessonProgress = sequelize.define<LessonProgressModel>(
    'lesson_progress',
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      userId: { type: DataTypes.INTEGER, allowNull: false },
      lessonId: { type: DataTypes.INTEGER, allowNull: false },
      chapterNumber: { type: DataTypes.INTEGER, allowNull: false },
      completedAt: { type: DataTypes.DATE, allowNull: false },
    },
    { tableName: 'lesson_progress', timestamps: false },
  );

  return { LessonChapter, LessonProgress };
}
