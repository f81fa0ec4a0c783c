import type { Chapter, ChapterExercise, ChapterOrientation } from '@kingside/contracts';
import type { InferAttributes } from 'sequelize';
import type { LessonChapterModel } from './models';

/*
 * A chapter in the database (migration 0007): the paragraphs and the exercise are stored as JSON text, read and
 * written whole. These two functions are the only place that knows it.
 */

export function toChapterRow(lessonId: number, chapter: Chapter, now: Date): Omit<InferAttributes<LessonChapterModel>, 'id'> {
  return {
    lessonId,
    number: chapter.number,
    title: chapter.title,
    text: JSON.stringify(chapter.text),
    fen: chapter.fen,
    orientation: chapter.orientation,
    exercise: JSON.stringify(chapter.exercise),
    createdAt: now,
    updatedAt: now,
  };
}

export function fromChapterRow(row: InferAttributes<LessonChapterModel>): Chapter {
  return {
    number: Number(row.number),
    title: row.title,
    text: JSON.parse(row.text) as string[],
    fen: row.fen,
    orientation: row.orientation as ChapterOrientation,
    exercise: JSON.parse(row.exercise) as ChapterExercise,
  };
}
