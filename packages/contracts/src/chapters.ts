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

/** Is `index` (into an exercise's solution) one of the learner's moves? */
export const isLearnerStep = (index: number): boolean => index >= 0 && index % 2 === 0;

/** The moves accepted at the learner's step `index`: the solution's move first, then its alternatives. */
export function acceptedMoves(exercise: ChapterExercise, index: number): string[] {
  const move = exercise.solution[index];
  if (move === undefined || !isLearnerStep(index)) return [];
  return [move, ...(exercise.alternatives?.[index] ?? [])];
}

/** The chapter without what would give the exercise away. */
export function toPublicChapter(chapter: Chapter): PublicChapter {
  const { exercise, ...rest } = chapter;
  return {
    ...rest,
    text: [...rest.text],
    exercise: {
      prompt: exercise.prompt,
      kind: exercise.kind ?? 'tactic',
      learnerMoves: Math.ceil(exercise.solution.length / 2),
    },
  };
}
