/**
 * Pieces, positions and moves in words: what the chapter player shows a screen reader (issue 18, "squares and
 * pieces announced"). No chess.js here: these take the plain facts chess.js reports (its piece letters, colours,
 * squares and move flags), so they are tested on their own and cost nothing outside the chapter's chunk.
 */

/** chess.js's piece letters and colours. */
export type PieceLetter = 'p' | 'n' | 'b' | 'r' | 'q' | 'k';
export type Side = 'w' | 'b';

export interface PlacedPiece {
  square: string;
  type: PieceLetter;
  color: Side;
}

/** A move as chess.js reports it (its Move has these fields and more). */
export interface MoveFacts {
  color: Side;
  piece: PieceLetter;
  from: string;
  to: string;
  san: string;
  /** chess.js's flags: k and q castling, e en passant, c capture, p promotion, n and b plain moves */
  flags: string;
  captured?: PieceLetter | undefined;
  promotion?: PieceLetter | undefined;
}

const PIECE_NAME: Record<PieceLetter, string> = { k: 'king', q: 'queen', r: 'rook', b: 'bishop', n: 'knight', p: 'pawn' };
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

/** What a move does, without who made it: "rook takes d5", "pawn to e8, promotes to a queen, check". */
function moveDoes(move: MoveFacts): string {
  let words: string;
  if (move.flags.includes('k')) words = 'castles kingside';
  else if (move.flags.includes('q')) words = 'castles queenside';
  else {
    const capture = move.captured !== undefined || move.flags.includes('c') || move.flags.includes('e');
    words = `${PIECE_NAME[move.piece]} ${capture ? 'takes' : 'to'} ${move.to}`;
    if (move.flags.includes('e')) words += ' en passant';
    if (move.promotion) words += `, promotes to a ${PIECE_NAME[move.promotion]}`;
  }
  if (move.san.endsWith('#')) words += ', checkmate';
  else if (move.san.endsWith('+')) words += ', check';
  return words;
}

/** The learner's move in words: "White rook takes d5", "White castles kingside". */
export function moveWords(move: MoveFacts): string {
  return `${sideName(move.color)} ${moveDoes(move)}`;
}

/** The opponent's answer in words: "Black replies: king to h8". */
export function replyWords(move: MoveFacts): string {
  return `${sideName(move.color)} replies: ${moveDoes(move)}`;
}
