import type { Chapter, ChapterExercise, PublicChapter } from './chapters';

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
