import { moveNumberOf } from '@kingside/contracts/games';

/** A move as a game score writes it, with its number: "1. f3", "1... e5" (black's move). */
export function moveLabel(moves: readonly string[], ply: number, startFen: string | null): string {
  const number = moveNumberOf(ply, startFen);
  const blackFirst = startFen?.split(' ')[1] === 'b';
  const white = (ply % 2 === 0) !== blackFirst;
  return `${number}${white ? '.' : '...'} ${moves[ply] ?? ''}`;
}

/** An evaluation in pawns, from White's side: "+0.3", "−2.5", "0.0". */
export function pawns(cp: number): string {
  const sign = cp > 0 ? '+' : cp < 0 ? '−' : '';
  return `${sign}${(Math.abs(cp) / 100).toFixed(1)}`;
}
