/**
 * Course chapters (issue 18, "Lessons that teach"): every course holds `lessonCount` chapters, each with a short text,
 * a diagram and one exercise the learner solves on the board. The content lives in api/src/lessons/content; this
 * module is the shape the api, the player and the content tests share.
 */

/** A course holds at least this many chapters… */
export const CHAPTERS_PER_COURSE_MIN = 3;
/** …and at most this many. */
export const CHAPTERS_PER_COURSE_MAX = 8;

/** Which side of the board faces the learner: the side the learner plays in the exercise. */
export type ChapterOrientation = 'white' | 'black';

/**
 * - `tactic` (the default): every learner move is the only good move (the engine's best, every other move clearly
 *   worse), such as a fork, a mate or the one move that saves the game.
 * - `line`: a sound line to learn, such as an opening's move order or an endgame technique, where other moves may be
 *   about as good: only the listed moves are accepted, and none of them gives anything away.
 */
export type ChapterExerciseKind = 'tactic' | 'line';

export interface ChapterExercise {
  /** What to find, from the learner's side: "White to move: win the queen with a knight fork." */
  prompt: string;
  /**
   * The moves in standard algebraic notation (SAN, exactly as chess.js writes them, with `+` and `#`), starting from
   * the chapter's position: learner, reply, learner, reply, …, ending on a learner move. So the learner's moves are at
   * the even indexes (0, 2, 4, …) and the player answers each one with the reply at the next odd index.
   */
  solution: string[];
  /** Shown on request or after a wrong move: helps without giving the move away. */
  hint: string;
  /** Absent means `tactic`. */
  kind?: ChapterExerciseKind;
  /**
   * Further accepted learner moves, keyed by the index of the learner's step in `solution` (an even index): when
   * several moves mate equally fast, all of them are right. The player then goes on with the solution's reply (so at
   * an index before the last learner step, that reply must stay legal and the line must still work); the last step's
   * alternatives simply end the exercise.
   */
  alternatives?: Partial<Record<number, string[]>>;
}

export interface Chapter {
  /** 1, 2, 3… within its course. */
  number: number;
  title: string;
  /** The teaching text, one string per paragraph. */
  text: string[];
  /** The diagram and the exercise's starting position (FEN); the side to move is the learner's. */
  fen: string;
  orientation: ChapterOrientation;
  exercise: ChapterExercise;
}

/** What the player may see before solving: the exercise without its solution, hint and alternatives. */
export interface PublicChapterExercise {
  prompt: string;
  kind: ChapterExerciseKind;
  /** How many moves the learner has to find (the solution's learner steps). */
  learnerMoves: number;
}

/** A chapter as `GET /api/lessons/{id}/chapters` returns it. */
export interface PublicChapter extends Omit<Chapter, 'exercise'> {
  exercise: PublicChapterExercise;
}

/** The feedback the player shows after each learner move. */
export const CHAPTER_MESSAGES = {
  correct: 'Correct!',
  tryAgain: 'Not quite — try again',
} as const;

/** The chapter endpoints (issue 18, docs/spec.md §7.11). */
export const CHAPTER_API = {
  /** GET, public: the course's chapters as PublicChapter[], cached like the catalogue. */
  chapters: (lessonId: number | string) => `/api/lessons/${lessonId}/chapters`,
  /** POST {moves}: checks the moves played so far in chapter `number` (MoveCheckRequest → MoveCheckResult). */
  moves: (lessonId: number | string, number: number | string) => `/api/lessons/${lessonId}/chapters/${number}/moves`,
  /** GET, member token: LessonProgress[]. */
  progress: '/api/me/progress',
} as const;

/** The most moves one check may carry: longer than any exercise, so only a hostile client reaches it. */
export const MOVES_MAX = 40;
/** Wrong tries at one step before the answer carries the exercise's hint. */
export const MISSES_BEFORE_HINT = 2;

/**
 * POST /api/lessons/{id}/chapters/{n}/moves: every move played so far from the chapter's position, in SAN: the
 * learner's and the replies the api gave, ending on the learner's newest move (the one being checked).
 */
export interface MoveCheckRequest {
  moves: string[];
}

export interface MoveCheckResult {
  /** Is the newest move one the exercise accepts? */
  correct: boolean;
  /** The opponent's answer to a correct move, in SAN, when the exercise goes on. */
  reply?: string;
  /** Correct, and nothing is left to find: the chapter is solved (and, for a member, recorded). */
  complete: boolean;
  /** After MISSES_BEFORE_HINT wrong tries at this step. */
  hint?: string;
}

/** GET /api/me/progress: per course the member has started, the chapters solved and when the last one was. */
export interface LessonProgress {
  lessonId: number;
  /** chapter numbers, ascending */
  completed: number[];
  updatedAt: string;
}

/** "3 of 6 chapters": a member's progress on a course card and page. */
export function chapterProgressLabel(completed: number, total: number): string {
  return `${completed} of ${total} ${total === 1 ? 'chapter' : 'chapters'}`;
}

/** The player's words (mfe-learn), read by its tests and the browser journeys. */
export const PLAYER_COPY = {
  startCourse: 'Start Course',
  continueCourse: 'Continue',
  nextChapter: 'Next chapter',
  courseComplete: 'Course complete!',
  signInToKeepProgress: 'Sign in to keep your progress: members come back to where they stopped.',
  moveFieldLabel: 'Your move (algebraic notation, e.g. Nf3)',
  playMove: 'Play move',
  showHint: 'Hint',
  practiseAtHome: 'Practise at home',
  chapterOf: (number: number, total: number) => `Chapter ${number} of ${total}`,
  /** a Course Contents item while the chapters' titles cannot be read */
  chapterNumber: (number: number) => `Chapter ${number}`,
  /** a solved chapter in Course Contents (announced, beside a check mark) */
  solved: 'solved',
  backToCourse: 'Back to the course',
  exercise: 'Exercise',
  /** the visually hidden list of the position, for screen readers */
  piecesOnTheBoard: 'Pieces on the board',
  loadingChapter: 'Loading chapter',
  moveEmpty: 'Type a move first, for example Nf3.',
  moveNotLegal: (move: string) => `${move} is not a legal move in this position.`,
  moveAmbiguous: (move: string, candidates: readonly string[]) => `${move} could be ${candidates.join(' or ')}: type the one you mean.`,
  moveCheckFailed: 'Your move could not be checked. Please try again.',
} as const;

/**
 * The first chapter a learner has not solved yet (1 for a newcomer), or null when every chapter of the course
 * is solved: where "Start Course" or "Continue" leads.
 */
export function firstUnfinishedChapter(total: number, completed: readonly number[]): number | null {
  const done = new Set(completed);
  for (let number = 1; number <= total; number += 1) if (!done.has(number)) return number;
  return null;
}
