import type { LessonLevel } from '@kingside/contracts';
import type { Puzzle } from '@kingside/contracts/training';
import { Op } from 'sequelize';
import type { Database } from '../shared/db/database';
import { storedNow } from '../shared/db/clock';
import { fromChapterRow, COURSE_CHAPTERS } from '../lessons';
import { chapterPuzzleRow, puzzleRow, puzzleThemeRows } from './puzzleRows';
import { puzzleStore } from './puzzleStore';

/**
 * Loads the puzzle set and every course chapter's exercise into `puzzles` at every start. A puzzle already there is
 * left alone (its rating is the members' doing), so a restart changes nothing and a release that adds puzzles adds
 * just those. Chapters are the seeded courses' (those of api/src/lessons/content that exist here), read from
 * lesson_chapters as the move check reads them. Answers how many rows were added.
 */
export async function seedPuzzles(db: Database, puzzles: readonly Puzzle[]): Promise<number> {
  const { Lesson, LessonChapter, Puzzle: PuzzleTable, PuzzleTheme } = db.models;
  const now = storedNow();
  const courseIds = Object.keys(COURSE_CHAPTERS).map(Number);
  const [courses, chapters] = await Promise.all([
    Lesson.findAll({ attributes: ['id', 'level', 'recommendedProductIds'], where: { id: { [Op.in]: courseIds } } }),
    LessonChapter.findAll({
      where: { lessonId: { [Op.in]: courseIds } },
      order: [
        ['lessonId', 'ASC'],
        ['number', 'ASC'],
      ],
    }),
  ]);
  const courseOf = new Map(courses.map((course) => [Number(course.id), course]));
  const rows = [
    ...puzzles.map((puzzle) => puzzleRow(puzzle, now)),
    ...chapters.flatMap((row) => {
      const course = courseOf.get(Number(row.lessonId));
      if (!course) return [];
      const recommendedProductIds = JSON.parse(course.recommendedProductIds) as number[];
      return [
        chapterPuzzleRow(
          { id: Number(course.id), level: course.level as LessonLevel, recommendedProductIds },
          fromChapterRow(row.get({ plain: true })),
          now,
        ),
      ];
    }),
  ];
  const themeRows = puzzleThemeRows(rows);
  const ids = rows.map((row) => row.id);
  const before = await PuzzleTable.count();
  if (
    before >= rows.length &&
    (await PuzzleTable.count({ where: { id: { [Op.in]: ids } } })) === rows.length &&
    (await PuzzleTheme.count({ where: { puzzleId: { [Op.in]: ids } } })) === themeRows.length
  )
    return 0;
  await PuzzleTable.bulkCreate(rows, { ignoreDuplicates: true });
  // A puzzle's themes never change; its rating there starts as its own and moves with it (firstTry.ts).
  await PuzzleTheme.bulkCreate(themeRows, { ignoreDuplicates: true });
  // This process's puzzles in memory, and its choice index, start again from the rows.
  puzzleStore(db).clear();
  return (await PuzzleTable.count()) - before;
}
