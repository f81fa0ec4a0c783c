import type { LessonProgress } from '@kingside/contracts';
import type { Database } from '../shared/db/database';
import { storedNow } from '../shared/db/clock';
import { toIsoString } from '../shared/db/values';

/**
 * A member has solved a chapter: kept once, however often it is solved again (the unique index; INSERT OR IGNORE
 * on SQLite, INSERT IGNORE on MariaDB), with the time of the first solve.
 */
export async function recordSolved(db: Database, userId: number, lessonId: number, chapterNumber: number): Promise<void> {
  await db.models.LessonProgress.bulkCreate([{ userId, lessonId, chapterNumber, completedAt: storedNow() }], { ignoreDuplicates: true });
}

/** GET /api/me/progress: per course, the chapters solved (ascending) and when the latest was; courses by id. */
export async function progressOf(db: Database, userId: number): Promise<LessonProgress[]> {
  const rows = await db.models.LessonProgress.findAll({
    where: { userId },
    order: [
      ['lessonId', 'ASC'],
      ['chapterNumber', 'ASC'],
    ],
  });
  const courses = new Map<number, { completed: number[]; updatedAt: number }>();
  for (const row of rows) {
    const lessonId = Number(row.lessonId);
    const at = new Date(toIsoString(row.completedAt)).getTime();
    const course = courses.get(lessonId) ?? { completed: [], updatedAt: at };
    course.completed.push(Number(row.chapterNumber));
    course.updatedAt = Math.max(course.updatedAt, at);
    courses.set(lessonId, course);
  }
  return [...courses].map(([lessonId, { completed, updatedAt }]) => ({
    lessonId,
    completed,
    updatedAt: new Date(updatedAt).toISOString(),
  }));
}
