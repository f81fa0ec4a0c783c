import { PLAYER_COPY, ROUTES, type PublicChapter } from '@kingside/contracts';
import { ButtonLink } from '@kingside/ui';
import { chapterPath } from '../courseContents';
import { rememberSolvedThisVisit } from '../progress';
import type { StageHandover } from './exercise';
import { focusOnMount, InteractivePlayer, useMoveCheck } from './InteractivePlayer';
import { useLearnCheckMovesMutation } from './moveCheckApi';

export interface ChapterExerciseProps {
  lessonId: number;
  chapter: PublicChapter;
  total: number;
}

/**
 * A chapter's exercise on the real board (ChapterPlayer fetches it at the learner's first sign of playing): checked by
 * POST /api/lessons/{id}/chapters/{n}/moves (docs/spec.md §7.11); a guest's solved chapter is kept for the visit, a
 * member's by the api. Solved: Next chapter, or on the last one Course complete! with the way back to the course.
 */
export function ChapterExercise({ lessonId, chapter, total, ...stage }: ChapterExerciseProps & StageHandover) {
  const [checkMoves] = useLearnCheckMovesMutation();
  const check = useMoveCheck((moves, token) => checkMoves({ lessonId, number: chapter.number, moves, token }).unwrap());
  return (
    <InteractivePlayer
      {...stage}
      check={check}
      onResult={(result, asMember) => {
        if (result.complete && !asMember) rememberSolvedThisVisit(lessonId, chapter.number);
      }}
      outcome={(complete) =>
        !complete ? null : chapter.number < total ? (
          <ButtonLink ref={focusOnMount} to={chapterPath(lessonId, chapter.number + 1)} size="lg">
            {PLAYER_COPY.nextChapter}
          </ButtonLink>
        ) : (
          <div
            data-testid="course-complete"
            css={(t) => ({ padding: 20, borderRadius: t.radius.lg, border: `2px solid ${t.colors.success}`, background: '#e7f5ee' })}
          >
            <h2 ref={focusOnMount} tabIndex={-1} css={{ fontSize: '1.5rem' }}>
              {PLAYER_COPY.courseComplete}
            </h2>
            <ButtonLink to={ROUTES.lesson(lessonId)} variant="outline">
              {PLAYER_COPY.backToCourse}
            </ButtonLink>
          </div>
        )
      }
    />
  );
}
