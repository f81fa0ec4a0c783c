import { moveNumberOf, OPENINGS_COPY, START_POSITION, type RepertoireMove } from '@kingside/contracts/training';
import type { Theme } from '@emotion/react';

interface Branch {
  move: RepertoireMove;
  ply: number;
  /** the line from the starting position, this move included ("1. e4 e5 2. Nf3") */
  line: string;
  /** null where the move transposes to a position shown earlier in the tree */
  children: Branch[] | null;
}

/**
 * The repertoire's moves as a tree from the starting position, each position's moves in the order added. A position
 * reached again by another line (a transposition) is drawn once, where the tree first reaches it; elsewhere its move
 * says it transposes.
 */
export function repertoireTree(moves: readonly RepertoireMove[]): Branch[] {
  const from = new Map<string, RepertoireMove[]>();
  for (const move of moves) from.set(move.from, [...(from.get(move.from) ?? []), move]);
  const drawn = new Set([START_POSITION]);
  const branches = (position: string, ply: number, before: string): Branch[] =>
    (from.get(position) ?? []).map((move) => {
      const line = `${before}${before ? ' ' : ''}${ply % 2 === 0 || !before ? `${moveNumberOf(ply)} ` : ''}${move.san}`;
      const first = !drawn.has(move.to);
      drawn.add(move.to);
      return { move, ply, line, children: first ? branches(move.to, ply + 1, line) : null };
    });
  return branches(START_POSITION, 0, '');
}

const list = (t: Theme) => ({ listStyle: 'none', margin: 0, paddingLeft: 20, borderLeft: `1px solid ${t.colors.line}` }) as const;
const removeStyle = (t: Theme) =>
  ({
    marginLeft: 8,
    padding: '0 6px',
    font: 'inherit',
    fontSize: '0.8rem',
    color: t.colors.inkSoft,
    background: 'none',
    border: `1px solid ${t.colors.line}`,
    borderRadius: t.radius.sm,
    cursor: 'pointer',
    '&:focus-visible': { outline: `3px solid ${t.colors.focus}`, outlineOffset: 1 },
  }) as const;

interface TreeProps {
  label: string;
  moves: readonly RepertoireMove[];
  /** the end of the member's day as the browser knows it: a card due before it is marked */
  dueBefore: number;
  busy: boolean;
  onRemove(move: RepertoireMove, line: string): void;
}

/** The tree as nested lists, each move with its Remove button; the member's own moves bold, those due today marked. */
export function RepertoireTree({ label, moves, dueBefore, busy, onRemove }: TreeProps) {
  const draw = (branches: Branch[], root = false) => (
    <ul aria-label={root ? label : undefined} css={(t) => (root ? { ...list(t), paddingLeft: 0, borderLeft: 'none' } : list(t))}>
      {branches.map((branch) => (
        <li key={branch.move.id} data-testid="repertoire-move" css={{ margin: '4px 0' }}>
          <span css={branch.move.mine ? { fontWeight: 700 } : undefined}>{`${moveNumberOf(branch.ply)} ${branch.move.san}`}</span>
          {branch.move.due && Date.parse(branch.move.due) < dueBefore ? (
            <span css={(t) => ({ marginLeft: 6, color: t.colors.accentStrong, fontSize: '0.85rem' })}>{`(${OPENINGS_COPY.due})`}</span>
          ) : null}
          {branch.children === null ? (
            <span css={(t) => ({ marginLeft: 6, color: t.colors.inkSoft, fontSize: '0.85rem' })}>{`(${OPENINGS_COPY.transposes})`}</span>
          ) : null}
          <button
            type="button"
            css={removeStyle}
            disabled={busy}
            aria-label={OPENINGS_COPY.removeLabel(branch.line)}
            onClick={() => onRemove(branch.move, branch.line)}
          >
            {OPENINGS_COPY.remove}
          </button>
          {branch.children?.length ? draw(branch.children) : null}
        </li>
      ))}
    </ul>
  );
  return draw(repertoireTree(moves), true);
}
