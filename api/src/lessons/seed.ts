import { Op, UniqueConstraintError } from 'sequelize';
import type { Database } from '../shared/db/database';
import { storedNow } from '../shared/db/clock';
import { invalidateCatalogue, seedLessons } from '../catalogue';
import { toChapterRow } from './chapterRows';
import { COURSE_CHAPTERS } from './content';

/**
 * Loads the courses' chapters (api/src/lessons/content, proved by its tests) when lesson_chapters is empty: into
 * a new database right after its lessons, and into one seeded before chapters existed (migration 0007). There
 * the seeded courses still carry their old lesson counts, so each course that gets chapters has its
 * lessonCount set to them, and its "Practise at home" products filled when it has none; those lessons' version
 * moves on, so an administrator's open form meets the change (412) instead of overwriting it.
 * Only courses that exist get chapters (ids as the seed gave them, docs/spec.md §11.2). One transaction: two
 * instances starting at once collide on the unique (lessonId, number) and the loser leaves the winner's rows.
 */
export async function seedChapters(db: Database): Promise<boolean> {
  const { Lesson, LessonChapter } = db.models;
  try {
    const loaded = await db.sequelize.transaction(async (transaction) => {
      if ((await LessonChapter.count({ transaction })) > 0) return false;
      const ids = Object.keys(COURSE_CHAPTERS).map(Number);
      const courses = await Lesson.findAll({ where: { id: { [Op.in]: ids } }, transaction });
      if (courses.length === 0) return false;
      const now = storedNow();
      await LessonChapter.bulkCreate(
        courses.flatMap((course) => (COURSE_CHAPTERS[course.id] ?? []).map((chapter) => toChapterRow(course.id, chapter, now))),
        { transaction },
      );
      for (const course of courses) {
        const lessonCount = COURSE_CHAPTERS[course.id]?.length ?? course.lessonCount;
        const recommended =
          course.recommendedProductIds === '[]'
            ? JSON.stringify(seedLessons[course.id - 1]?.recommendedProductIds ?? [])
            : course.recommendedProductIds;
        if (Number(course.lessonCount) === lessonCount && recommended === course.recommendedProductIds) continue;
        await course.update(
          { lessonCount, recommendedProductIds: recommended, version: Number(course.version) + 1, updatedAt: now },
          { transaction },
        );
      }
      return true;
    });
    if (loaded) invalidateCatalogue(db);
    return loaded;
  } catch (error) {
    if (error instanceof UniqueConstraintError) return false;
    throw error;
  }
}
