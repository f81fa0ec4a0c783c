import { OPENINGS_COPY, OPENINGS_PAGES, type RepertoireColor, type RepertoireDrillCard } from '@kingside/contracts/training';
import { Button, Link, serverMessage, Skeleton } from '@kingside/ui';
import { useMemo } from 'react';
import { boardSquare } from '../../chapter/chapterLayout';
import { ExerciseStage, type PlayerLoader } from '../../chapter/ExerciseStage';
import { promptStyle } from '../../chapter/ExerciseView';
import type { DrillExerciseProps } from './DrillExercise';
import { lineText } from './lineText';
import { useLearnGetRepertoireDrillQuery } from './openingsApi';

/** The drill's real player: chess.js, the board and the drill's move check, fetched at the first sign of playing. */
const loadDrillExercise: PlayerLoader<DrillExerciseProps> = () => import('./DrillExercise').then((module) => module.DrillExercise);

/**
 * The drill (GET /api/me/repertoire/drill, read afresh on each visit and after each position): the oldest due position
 * of the colour chosen (or of either), with the line of the repertoire that reaches it, played on the board; Next
 * position reads the next one. With nothing due, says so and links back to the repertoire.
 */
export default function MemberDrill({ token, color }: { token: string; color: RepertoireColor | null }) {
  const drill = useLearnGetRepertoireDrillQuery({ token, color }, { refetchOnMountOrArgChange: true });
  const back = <Link to={OPENINGS_PAGES.repertoire}>{OPENINGS_COPY.backToRepertoire}</Link>;

  if (drill.isError) {
    return (
      <div role="alert">
        <p>{serverMessage(drill.error, OPENINGS_COPY.drillFailed)}</p>
        <Button onClick={() => void drill.refetch()}>{OPENINGS_COPY.tryAgain}</Button>
      </div>
    );
  }
  const data = drill.currentData;
  if (!data || drill.isFetching) {
    return (
      <div aria-busy="true">
        <span className="visually-hidden" role="status">
          {OPENINGS_COPY.loading}
        </span>
        <Skeleton height="auto" radius="4px" css={{ ...boardSquare, margin: 0 }} />
      </div>
    );
  }
  if (!data.card) {
    return (
      <div data-testid="drill-end">
        <p tabIndex={-1} ref={(element) => element?.focus()} css={{ fontSize: '1.1rem', fontWeight: 600 }}>
          {OPENINGS_COPY.nothingDue}
        </p>
        {back}
      </div>
    );
  }
  return (
    <>
      <p data-testid="drill-due" css={(t) => ({ color: t.colors.inkSoft, fontWeight: 600, margin: '0 0 16px' })}>
        {OPENINGS_COPY.dueToday(data.dueToday)}
      </p>
      <DrillBoard key={`${data.card.id}:${drill.fulfilledTimeStamp ?? 0}`} card={data.card} onNext={() => void drill.refetch()} />
      <p css={{ marginTop: 24 }}>{back}</p>
    </>
  );
}

function DrillBoard({ card, onNext }: { card: RepertoireDrillCard; onNext(): void }) {
  const prompt = OPENINGS_COPY.drillPrompt(OPENINGS_COPY.colorNames[card.color]);
  const exercise = useMemo(() => ({ fen: card.fen, orientation: card.orientation, prompt }), [card.fen, card.orientation, prompt]);
  const frame = {
    text: (
      <>
        <p data-testid="drill-line">{OPENINGS_COPY.drillLine(lineText(card.line))}</p>
        <p data-testid="chapter-prompt" css={promptStyle}>
          {prompt}
        </p>
      </>
    ),
  };
  return <ExerciseStage exercise={exercise} frame={frame} load={loadDrillExercise} props={{ card, onNext }} />;
}
