import { pageTitle, type Chapter, type LessonSummary } from '@kingside/contracts';

/*
 * The lessons' page titles and the list's intro: one home, read by the pages in the browser (useDocumentTitle) and by
 * the heads the server writes into their first HTML (server.tsx's head; docs/spec.md §2.31).
 */

/** /learn's title (docs/spec.md §2.3), and a course's or a chapter's while it loads. */
export const LEARN_TITLE = pageTitle('Chess Lessons');

/** /learn's intro under its heading, and its meta description. */
export const LEARN_INTRO =
  'Structured courses for every stage of your chess journey, from your first moves to the endgames masters win with.';

/** /learn's link to puzzle training, after its intro: /train is open to everyone (docs/spec.md §2.3). */
export const LEARN_TRAIN_LINK = 'Train with rated puzzles';

/** /learn/{id}'s title (docs/spec.md §2.4): the course's, or the list's until it has loaded. */
export const courseTitle = (course: Pick<LessonSummary, 'title'> | undefined): string => (course ? pageTitle(course.title) : LEARN_TITLE);

/** /learn/{id}/chapters/{n}'s title (docs/spec.md §2.26): the chapter's, else the course's, else the list's. */
export const chapterTitle = (chapter: Pick<Chapter, 'title'> | undefined, course: Pick<LessonSummary, 'title'> | undefined): string =>
  chapter ? pageTitle(chapter.title) : courseTitle(course);

/** Said while the list's cards (or its code) load: the list's placeholders and the section's skeleton of the list. */
export const LOADING_LESSONS = 'Loading lessons';
