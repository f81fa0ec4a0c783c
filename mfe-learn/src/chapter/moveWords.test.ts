import { Chess } from 'chess.js';
import { moveWords, replyWords } from './moveWords';
import { pieceLabel, positionLines } from './positionWords';

const after = (fen: string, san: string) => new Chess(fen).move(san);

describe('pieces and positions in words', () => {
  it('names a piece where it stands', () => {
    expect(pieceLabel('w', 'n', 'b5')).toBe('White knight on b5');
    expect(pieceLabel('b', 'q')).toBe('Black queen');
  });

  it('reads a position side by side, the king first and the pawns last, squares in order', () => {
    const game = new Chess('r3k2r/pp3ppp/4q3/1N6/8/8/PP3PPP/3Q2K1 w - - 0 1');
    const pieces = game
      .board()
      .flat()
      .flatMap((piece) => (piece ? [piece] : []));
    expect(positionLines(pieces)).toEqual([
      'White: king g1, queen d1, knight b5, pawns a2, b2, f2, g2 and h2',
      'Black: king e8, queen e6, rooks a8 and h8, pawns a7, b7, f7, g7 and h7',
    ]);
    expect(positionLines([{ square: 'e1', type: 'k', color: 'w' }])).toEqual(['White: king e1', 'Black: no pieces']);
  });
});

describe('moves in words', () => {
  it('says who moves what where, and what it takes', () => {
    expect(moveWords(after('7k/8/8/3n4/8/8/8/3RK3 w - - 0 1', 'Rxd5'))).toBe('White rook takes d5');
    expect(moveWords(after('r3k2r/pp3ppp/4q3/1N6/8/8/PP3PPP/3Q2K1 w - - 0 1', 'Nc7+'))).toBe('White knight to c7, check');
    expect(moveWords(after('6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1', 'Ra8#'))).toBe('White rook to a8, checkmate');
  });

  it('says castling, en passant and promotion', () => {
    expect(moveWords(after('4k3/8/8/8/8/8/8/4K2R w K - 0 1', 'O-O'))).toBe('White castles kingside');
    expect(moveWords(after('r3k3/8/8/8/8/8/8/4K3 b q - 0 1', 'O-O-O'))).toBe('Black castles queenside');
    expect(moveWords(after('4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1', 'exd6'))).toBe('White pawn takes d6 en passant');
    expect(moveWords(after('8/4P3/8/8/8/8/k7/4K3 w - - 0 1', 'e8=N'))).toBe('White pawn to e8, promotes to a knight');
  });

  it('says the reply with who answers', () => {
    expect(replyWords(after('7k/8/8/8/8/8/8/K5Q1 b - - 0 1', 'Kh7'))).toBe('Black replies: king to h7');
    expect(replyWords(after('r3k2r/pp3ppp/4q3/8/8/8/PP3PPP/3Q2K1 b kq - 0 1', 'O-O'))).toBe('Black replies: castles kingside');
  });
});
