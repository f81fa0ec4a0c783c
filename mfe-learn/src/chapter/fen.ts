import type { PieceLetter, PlacedPiece, Side } from './positionWords';

/**
 * A chapter's starting position read from its FEN without chess.js, for what the first paint draws (the static board,
 * the list of pieces): the placement field, rank 8 first, digits for empty squares, capitals for White. The api only
 * serves positions its tests proved legal (docs/architecture.md §10.11), so nothing here validates.
 */
export function piecesOfFen(fen: string): PlacedPiece[] {
  const pieces: PlacedPiece[] = [];
  const ranks = fen.split(' ')[0]!.split('/');
  ranks.forEach((placement, index) => {
    let file = 0;
    for (const char of placement) {
      if (/\d/.test(char)) {
        file += Number(char);
        continue;
      }
      const type = char.toLowerCase() as PieceLetter;
      pieces.push({ square: `${String.fromCharCode(97 + file)}${8 - index}`, type, color: char === type ? 'b' : 'w' });
      file += 1;
    }
  });
  return pieces;
}

/** Whose move it is in the FEN: the learner's side. */
export const sideToMove = (fen: string): Side => (fen.split(' ')[1] === 'b' ? 'b' : 'w');
