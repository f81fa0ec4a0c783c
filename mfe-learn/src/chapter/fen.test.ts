import { Chess } from 'chess.js';
import { CHAPTERS } from '../testing/fixtures';
import { piecesOfFen, sideToMove } from './fen';

const bySquare = (a: { square: string }, b: { square: string }) => a.square.localeCompare(b.square);

/** The pieces as chess.js places them, the player's source once it has arrived. */
const chessJsPieces = (fen: string) =>
  new Chess(fen)
    .board()
    .flat()
    .flatMap((piece) => (piece ? [{ square: piece.square, type: piece.type, color: piece.color }] : []))
    .sort(bySquare);

describe('a FEN read without chess.js (the first paint’s position)', () => {
  it.each([
    ...CHAPTERS.map((chapter) => chapter.fen),
    'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1',
    '8/8/8/8/8/8/8/K6k w - - 0 1',
  ])('places every piece where chess.js does: %s', (fen) => {
    expect([...piecesOfFen(fen)].sort(bySquare)).toEqual(chessJsPieces(fen));
  });

  it('knows whose move it is', () => {
    expect(sideToMove(CHAPTERS[0]!.fen)).toBe('w');
    expect(sideToMove('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1')).toBe('b');
  });
});
