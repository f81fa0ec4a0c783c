import { PLAYER_COPY, type PublicChapter } from '@kingside/contracts';
import { useMemo } from 'react';
import { BOARD_COPY } from './boardCopy';
import type { ChapterExerciseProps } from './ChapterExercise';
import { ExerciseStage, forgetTheBoard, type PlayerLoader } from './ExerciseStage';

export { BOARD_COPY, forgetTheBoard };

/** The chapter's real player: chess.js, the board and the chapter's move check, in chunks of their own. */
const loadChapterExercise: PlayerLoader<ChapterExerciseProps> = () => import('./ChapterExercise').then((module) => module.ChapterExercise);

/**
 * A chapter's exercise (issue 18): drawn from the chapter's FEN alone on the first paint, its text beside the board,
 * then played on the real board, each move checked by POST /api/lessons/{id}/chapters/{n}/moves (ExerciseStage,
 * ChapterExercise).
 */
export function ChapterPlayer({ lessonId, chapter, total }: { lessonId: number; chapter: PublicChapter; total: number }) {
  const exercise = useMemo(
    () => ({ fen: chapter.fen, orientation: chapter.orientation, prompt: chapter.exercise.prompt }),
    [chapter.fen, chapter.orientation, chapter.exercise.prompt],
  );
  const frame = {
    text: chapter.text.map((paragraph, index) => <p key={index}>{paragraph}</p>),
    prompt: chapter.exercise.prompt,
    signInNote: PLAYER_COPY.signInToKeepProgress,
  };
  return <ExerciseStage exercise={exercise} frame={frame} load={loadChapterExercise} props={{ lessonId, chapter, total }} />;
}
