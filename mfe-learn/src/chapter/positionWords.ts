/**
 * Pieces and positions in words: what the chapter page shows a screen reader from its first paint (issue 18, "squares
 * and pieces announced"): each piece's name on the board, and the position as a hidden list. No chess.js here: these
 * take the plain facts chess.js reports (its piece letters, colours and squares), which the first paint reads from the
 * FEN itself (fen.ts). The moves in words, said once the learner plays, are moveWords.ts.
 */

/** chess.js's piece letters and colours. */
export type PieceLetter = 'p' | 'n' | 'b' | 'r' | 'q' | 'k';
export type Side = 'w' | 'b';

export interface PlacedPiece {
  square: string;
  type: PieceLetter;
  color: Side;
}

export const PIECE_NAME: Record<PieceLetter, string> = { k: 'king', q: 'queen', r: 'rook', b: 'bishop', n: 'knight', p: 'pawn' };
const PIECES_NAME: Record<PieceLetter, string> = { k: 'kings', q: 'queens', r: 'rooks', b: 'bishops', n: 'knights', p: 'pawns' };
/** The order a position is read in: the king first, the pawns last. */
const READING_ORDER: readonly PieceLetter[] = ['k', 'q', 'r', 'b', 'n', 'p'];

export const sideName = (side: Side): string => (side === 'w' ? 'White' : 'Black');

/** "White knight on b5": a piece on the board, as its accessible name ("White knight" off the board). */
export function pieceLabel(color: Side, type: PieceLetter, square?: string): string {
  return `${sideName(color)} ${PIECE_NAME[type]}${square ? ` on ${square}` : ''}`;
}

/** "a2, b2 and h2". */
function listing(items: readonly string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** Squares from the a-file to the h-file, each file from rank 1 up. */
const bySquare = (a: string, b: string) => a.localeCompare(b);

/**
 * The position as two lines, White's then Black's: "White: king g1, rooks a1 and d1, pawns a2, b2 and h2".
 * A side without pieces (only in a study position) reads "White: no pieces".
 */
export function positionLines(pieces: readonly PlacedPiece[]): string[] {
  return (['w', 'b'] as const).map((side) => {
    const groups = READING_ORDER.flatMap((type) => {
      const squares = pieces
        .filter((piece) => piece.color === side && piece.type === type)
        .map((piece) => piece.square)
        .sort(bySquare);
      if (squares.length === 0) return [];
      return [`${squares.length === 1 ? PIECE_NAME[type] : PIECES_NAME[type]} ${listing(squares)}`];
    });
    return `${sideName(side)}: ${groups.length ? groups.join(', ') : 'no pieces'}`;
  });
}
