import { pageTitle } from '@kingside/contracts';
import { puzzleChoiceFrom, puzzleChoiceQuery, TRAINING_COPY, type PublicPuzzle } from '@kingside/contracts/training';
import {
  Button,
  Container,
  Link,
  selectAuthToken,
  serverMessage,
  Skeleton,
  skipToken,
  useAppSelector,
  useDocumentTitle,
  usePrerendering,
  useSearchParams,
} from '@kingside/ui';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { chapterPath } from '../courseContents';
import { boardSquare } from '../chapter/chapterLayout';
import { ExerciseStage, type PlayerLoader } from '../chapter/ExerciseStage';
import { promptStyle } from '../chapter/ExerciseView';
import { GuestNote, pageHeading } from './GuestNote';
import { rememberSeen, seenPuzzles } from './guestSeen';
import type { PuzzleExerciseProps } from './PuzzleExercise';
import { learnGetServedPuzzle, useLearnGetNextPuzzleQuery } from './puzzleApi';
import { TRAIN_COPY } from './trainCopy';
import { TrainChoice } from './TrainChoice';
import { TrainsWith } from './TrainsWith';

// A member's rating, due count, streak and settings: their own chunk, which a guest's visit never downloads.
const MemberStatus = lazy(() => import('./MemberTraining').then((module) => ({ default: module.MemberStatus })));
const MemberSettings = lazy(() => import('./MemberTraining').then((module) => ({ default: module.MemberSettings })));

/** The puzzle's real player: chess.js, the board and the puzzle's move check, fetched at the first sign of playing. */
const loadPuzzleExercise: PlayerLoader<PuzzleExerciseProps> = () => import('./PuzzleExercise').then((module) => module.PuzzleExercise);

/** The status line's room while a member's summary loads: nothing below it moves when it arrives. */
const STATUS_HEIGHT = 48;

/**
 * /train (issue 34, docs/spec.md §2.29): one rated puzzle at a time, on the chapter player's board (ExerciseStage,
 * the same first paint, typed-move path, feedback, hint and reply), each move checked by POST /api/puzzles/{id}/moves.
 * A member sees their rating, what is due and their streak, and their settings below; a guest is told what signing in
 * adds, and the puzzles they were served this visit are sent as `exclude` so none comes twice.
 *
 * The server draws the page for a guest, with the puzzle it read for one (src/trainServer.tsx), handed over with the
 * page; the render that hydrates it draws the same (the visitor a guest, that puzzle), and the page goes live from
 * there: a guest goes on with that puzzle, unless it is one of those they were served this visit, and a member is
 * served their own.
 *
 * What to train (issue 46) is in the URL (contracts' puzzleChoiceFrom): the themes and the rating the form above the
 * board sends, read alike by the server's draw and by every request for the next puzzle. A new choice starts afresh.
 */
export default function TrainPage() {
  useDocumentTitle(pageTitle(TRAINING_COPY.trainTitle));
  const prerendering = usePrerendering();
  const stored = useAppSelector(selectAuthToken);
  const token = prerendering ? null : stored;
  const [params] = useSearchParams();
  const choice = useMemo(() => puzzleChoiceFrom(params), [params]);
  const choiceQuery = puzzleChoiceQuery(choice);
  const drawn = learnGetServedPuzzle.useQueryState(choiceQuery || undefined).currentData;
  // The server's puzzle is this page's first only on the page the server drew: a later visit asks for its own.
  const [request, setRequest] = useState(() => ({
    choice: choiceQuery,
    round: 0,
    exclude: seenPuzzles(),
    served: prerendering ? drawn : undefined,
  }));
  if (request.choice !== choiceQuery) {
    setRequest({ choice: choiceQuery, round: request.round + 1, exclude: seenPuzzles(), served: undefined });
  }
  const served =
    !token && request.round === 0 && request.served && !request.exclude.includes(request.served.id) ? request.served : undefined;
  const puzzle = useLearnGetNextPuzzleQuery(
    prerendering || served ? skipToken : { token, exclude: token ? [] : request.exclude, round: request.round, choice: request.choice },
  );
  const current = prerendering ? drawn : (served ?? puzzle.currentData);

  useEffect(() => {
    if (current && !token && !prerendering) rememberSeen(current.id);
  }, [current, token, prerendering]);

  const next = () => setRequest((last) => ({ ...last, round: last.round + 1, exclude: seenPuzzles(), served: undefined }));
  // Train with comes with the outcome: on the first paint it would sit in view and fetch the shop's remote, past the
  // page's 170 KB (docs/architecture.md §4).
  const [decided, setDecided] = useState<number | null>(null);

  return (
    <Container css={{ paddingBottom: 48 }}>
      <h1 css={pageHeading}>{TRAINING_COPY.trainTitle}</h1>
      {token ? (
        <Suspense fallback={<div css={{ minHeight: STATUS_HEIGHT }} />}>
          <MemberStatus token={token} minHeight={STATUS_HEIGHT} />
        </Suspense>
      ) : (
        <GuestNote />
      )}
      <TrainChoice key={choiceQuery} choice={choice} />
      {current ? (
        <PuzzleBoard key={`${current.id}/${request.round}`} puzzle={current} onNext={next} onDecided={() => setDecided(request.round)} />
      ) : puzzle.isError ? (
        <div role="alert" css={{ margin: '24px 0' }}>
          <p>{serverMessage(puzzle.error, TRAIN_COPY.puzzleFailed)}</p>
          <Button onClick={() => void puzzle.refetch()}>{TRAIN_COPY.tryAgain}</Button>
        </div>
      ) : (
        <div aria-busy="true" data-testid="puzzle-loading">
          <span className="visually-hidden" role="status">
            {TRAIN_COPY.loadingPuzzle}
          </span>
          <Skeleton height="auto" radius="4px" css={{ ...boardSquare, margin: 0 }} />
        </div>
      )}
      {token ? (
        <Suspense fallback={null}>
          <MemberSettings token={token} />
        </Suspense>
      ) : null}
      {current && decided === request.round ? <TrainsWith productIds={current.productIds} /> : null}
    </Container>
  );
}

/** One puzzle: its rating, its chapter when it is a chapter's exercise, and its prompt above the board. */
function PuzzleBoard({ puzzle, ...props }: Omit<PuzzleExerciseProps, 'puzzle'> & { puzzle: PublicPuzzle }) {
  const exercise = useMemo(
    () => ({ fen: puzzle.fen, orientation: puzzle.orientation, prompt: puzzle.prompt }),
    [puzzle.fen, puzzle.orientation, puzzle.prompt],
  );
  const frame = {
    text: (
      <>
        <p data-testid="puzzle-rating" css={(t) => ({ color: t.colors.inkSoft, fontWeight: 600 })}>
          {TRAINING_COPY.puzzleRating(puzzle.rating)}
        </p>
        {puzzle.chapter ? (
          <p data-testid="puzzle-chapter">
            {`${TRAIN_COPY.fromChapter}: `}
            <Link to={chapterPath(puzzle.chapter.lessonId, puzzle.chapter.chapterNumber)}>{puzzle.chapter.title}</Link>
          </p>
        ) : null}
        <p data-testid="chapter-prompt" css={promptStyle}>
          {puzzle.prompt}
        </p>
      </>
    ),
  };
  return <ExerciseStage exercise={exercise} frame={frame} load={loadPuzzleExercise} props={{ puzzle, ...props }} />;
}
