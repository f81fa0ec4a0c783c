import { EVAL_CLIP_CP, GAMES_COPY } from '@kingside/contracts/games';
import { useId } from 'react';
import { moveLabel, pawns } from './moveLabels';

const WIDTH = 600;
const HEIGHT = 160;

export interface EvalChartProps {
  /** each position's evaluation (before the first move, then after each), centipawns from White's side */
  evals: readonly number[];
  moves: readonly string[];
  startFen: string | null;
  /** the plies of the member's mistakes: marked on the chart where each left the game */
  mistakes: readonly number[];
  /** the position on the board: 0 before the first move, n after move n */
  at: number;
}

/** Where a position is named: "at the start", or "after 2... d6". */
const where = (index: number, moves: readonly string[], startFen: string | null): string =>
  GAMES_COPY.chartAt(index === 0 ? null : moveLabel(moves, index - 1, startFen));

/** The chart's words, for those who do not see it: the last evaluation, the highest and the lowest, and where. */
export function chartSummary(evals: readonly number[], moves: readonly string[], startFen: string | null): string {
  let high = 0;
  let low = 0;
  evals.forEach((cp, index) => {
    if (cp > evals[high]!) high = index;
    if (cp < evals[low]!) low = index;
  });
  const named = (index: number) => `${pawns(evals[index]!)} ${where(index, moves, startFen)}`;
  return GAMES_COPY.chartSummary(pawns(evals.at(-1) ?? 0), named(high), named(low));
}

/**
 * The evaluation over the moves (docs/spec.md §2.36): an inline SVG, no chart library. White's advantage above the
 * middle line, Black's below, clipped at ±EVAL_CLIP_CP (a mate is drawn at the clip); the member's mistakes are red
 * dots, the board's position a line. Named by its <title>, described by its <desc> and by the same summary in words.
 */
export function EvalChart({ evals, moves, startFen, mistakes, at }: EvalChartProps) {
  const id = useId();
  const last = Math.max(evals.length - 1, 1);
  const x = (index: number) => (index / last) * WIDTH;
  const y = (cp: number) => HEIGHT / 2 - (Math.max(-EVAL_CLIP_CP, Math.min(EVAL_CLIP_CP, cp)) / EVAL_CLIP_CP) * (HEIGHT / 2);
  const line = evals.map((cp, index) => `${x(index).toFixed(1)},${y(cp).toFixed(1)}`).join(' ');
  const area = `0,${HEIGHT / 2} ${line} ${x(evals.length - 1).toFixed(1)},${HEIGHT / 2}`;
  const summary = chartSummary(evals, moves, startFen);
  return (
    <figure css={{ margin: '24px 0 0' }}>
      <svg
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        data-testid="eval-chart"
        css={(t) => ({ display: 'block', width: '100%', height: 'auto', background: t.colors.paper, border: `1px solid ${t.colors.line}` })}
      >
        <title id={`${id}-title`}>{GAMES_COPY.chartTitle}</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        <polygon points={area} fill="rgba(120, 120, 120, 0.25)" />
        <line x1={0} x2={WIDTH} y1={HEIGHT / 2} y2={HEIGHT / 2} stroke="#888" strokeDasharray="4 4" />
        <polyline points={line} fill="none" stroke="#333" strokeWidth={2} vectorEffect="non-scaling-stroke" />
        <line x1={x(at)} x2={x(at)} y1={0} y2={HEIGHT} stroke="#1a73e8" strokeWidth={2} vectorEffect="non-scaling-stroke" />
        {mistakes.map((ply) => (
          <circle key={ply} data-testid="chart-mistake" cx={x(ply + 1)} cy={y(evals[ply + 1] ?? 0)} r={5} fill="#c62828" />
        ))}
      </svg>
      <figcaption data-testid="eval-summary" css={(t) => ({ marginTop: 8, color: t.colors.inkSoft })}>
        {summary}
      </figcaption>
    </figure>
  );
}
