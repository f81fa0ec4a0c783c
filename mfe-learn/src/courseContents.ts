import { PLAYER_COPY, ROUTES, firstUnfinishedChapter } from '@kingside/contracts';

/** "1 lesson", "8 lessons". */
export function lessonCountLabel(lessonCount: number): string {
  return `${lessonCount} ${lessonCount === 1 ? 'lesson' : 'lessons'}`;
}

/** /learn/{id}/chapters/{n}: a chapter of a course, played on the board (issue 18). */
export const chapterPath = (lessonId: number | string, number: number | string) => `${ROUTES.lesson(lessonId)}/chapters/${number}`;

/**
 * Where the course page's big button leads (issue 18): "Start Course" at chapter 1 for a newcomer, "Continue" at
 * the first chapter not solved yet once some are, and "Start Course" at chapter 1 again when every one is solved.
 */
export function courseStart(lessonId: number, total: number, solved: readonly number[]): { to: string; label: string } {
  const next = firstUnfinishedChapter(total, solved);
  const started = solved.some((number) => number >= 1 && number <= total);
  return next !== null && started
    ? { to: chapterPath(lessonId, next), label: PLAYER_COPY.continueCourse }
    : { to: chapterPath(lessonId, 1), label: PLAYER_COPY.startCourse };
}
