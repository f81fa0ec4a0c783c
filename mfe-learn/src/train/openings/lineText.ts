import { moveNumberOf } from '@kingside/contracts/training';

/** A line as PGN writes it: "1. e4 e5 2. Nf3". */
export const lineText = (moves: readonly string[]) =>
  moves.map((san, ply) => (ply % 2 === 0 ? `${moveNumberOf(ply)} ${san}` : san)).join(' ');
