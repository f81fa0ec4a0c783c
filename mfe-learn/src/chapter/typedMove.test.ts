import { PLAYER_COPY } from '@kingside/contracts';
import { Chess } from 'chess.js';
import { normalizeSan, readTypedMove } from './typedMove';

const read = (fen: string, typed: string) => {
  const result = readTypedMove(new Chess(fen), typed);
  return 'move' in result ? result.move.san : result.error;
};
const FORK = 'r3k2r/pp3ppp/4q3/1N6/8/8/PP3PPP/3Q2K1 w - - 0 1';
const TWO_KNIGHTS = '4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1';
const PROMOTION = '8/4P3/8/8/8/8/k7/4K3 w - - 0 1';

describe('normalizeSan', () => {
  it('brings what people type to chess.js’s spelling', () => {
    expect(normalizeSan(' nf3 ')).toBe('Nf3');
    expect(normalizeSan('0-0')).toBe('O-O');
    expect(normalizeSan('o-o-o+')).toBe('O-O-O+');
    expect(normalizeSan('e8q')).toBe('e8=Q');
    expect(normalizeSan('exd8=n#')).toBe('exd8=N#');
    expect(normalizeSan('Nc7+!?')).toBe('Nc7+');
    expect(normalizeSan('bxc3')).toBe('bxc3');
  });
});

describe('readTypedMove', () => {
  it('reads a legal move in chess.js’s SAN, forgiving a missing check sign or a needless capture sign', () => {
    expect(read(FORK, 'Nc7')).toBe('Nc7+');
    expect(read(FORK, 'Nc7+')).toBe('Nc7+');
    expect(read(FORK, 'nc7')).toBe('Nc7+');
    expect(read(FORK, 'Nxc7')).toBe('Nc7+');
    expect(read(FORK, 'b5c7')).toBe('Nc7+');
  });

  it('makes a pawn reaching the last rank a queen unless a piece is named', () => {
    expect(read(PROMOTION, 'e8')).toBe('e8=Q');
    expect(read(PROMOTION, 'e8=N')).toBe('e8=N');
    expect(read(PROMOTION, 'e8r')).toBe('e8=R');
  });

  it('asks which piece when two can go there', () => {
    expect(read(TWO_KNIGHTS, 'Nd2')).toBe(PLAYER_COPY.moveAmbiguous('Nd2', ['Nbd2', 'Nfd2']));
    expect(read(TWO_KNIGHTS, 'Nd2')).toBe('Nd2 could be Nbd2 or Nfd2: type the one you mean.');
    expect(read(TWO_KNIGHTS, 'Nbd2')).toBe('Nbd2');
    expect(read(TWO_KNIGHTS, 'N1d2')).toBe('Nbd2');
  });

  it('refuses what is not a legal move here, and an empty field', () => {
    expect(read(FORK, 'Ke4')).toBe('Ke4 is not a legal move in this position.');
    expect(read(FORK, 'e9')).toBe(PLAYER_COPY.moveNotLegal('e9'));
    expect(read(FORK, '   ')).toBe(PLAYER_COPY.moveEmpty);
  });

  it('leaves the game as it was', () => {
    const game = new Chess(FORK);
    readTypedMove(game, 'Nc7');
    readTypedMove(game, 'Ke4');
    expect(game.fen()).toBe(FORK);
  });
});
