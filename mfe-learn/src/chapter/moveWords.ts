/**
 * Moves in words: what the chapter player says in its live region as the learner plays (issue 18, "squares and pieces
 * announced"): "White rook takes d5", "Black replies: king to h8". No chess.js here: these take the plain facts
 * chess.js reports (its piece letters, colours, squares and move flags), so they are tested on their own. Only the
 * player uses them, so they travel with it (InteractivePlayer's chunk); pieces and positions are positionWords.ts.
 */
import { PIECE_NAME, sideName, type PieceLetter, type Side } from './positionWords';

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
