/**
 * The Course Contents list of a lesson page. docs/spec.md §2 says: item 1 "Introduction", then "Lesson N".
 * We read that as one item per lesson of the course, numbered by position: a course of lessonCount
 * lessons lists "Introduction", "Lesson 2", …, "Lesson {lessonCount}" (the introduction is lesson 1,
 * so the list has exactly lessonCount items and its numbers match the count shown above it).
 */
export function courseContents(lessonCount: number): string[] {
  const count = Number.isFinite(lessonCount) ? Math.max(0, Math.floor(lessonCount)) : 0;
  return Array.from({ length: count }, (_, index) => (index === 0 ? 'Introduction' : `Lesson ${index + 1}`));
}

/** "1 lesson", "8 lessons". */
export function lessonCountLabel(lessonCount: number): string {
  return `${lessonCount} ${lessonCount === 1 ? 'lesson' : 'lessons'}`;
}
