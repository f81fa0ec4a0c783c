import { type Chapter } from '@kingside/contracts';
import { CHAPTER_API_MESSAGES } from '@kingside/contracts/api';
import { checkMoves, checkMovesKept } from './moveCheck';

/*
 * The move check by itself (docs/spec.md §7.11), on a made-up chapter with two mates: every mate that is listed is
 * right, any other legal move is wrong, and a move the rules refuse is refused.
 */
const twoMates: Chapter = {
  number: 1,
  title: 'Two rooks, two mates',
  text: ['Either rook mates on the back rank.'],
  fen: '6k1/5ppp/8/8/8/8/5PPP/R2R2K1 w - - 0 1',
  orientation: 'white',
  exercise: { prompt: 'White to move: mate in one.', solution: ['Rd8#'], hint: 'The back rank.', alternatives: { 0: ['Ra8#'] } },
};

describe('checkMoves', () => {
  it('accepts the solution and every listed alternative, however the check sign is written', () => {
    for (const move of ['Rd8#', 'Rd8', 'Ra8#', 'Ra8', 'a1a8']) {
      expect(checkMoves(twoMates, [move])).toEqual({ outcome: 'correct', step: 0, reply: undefined, complete: true });
    }
  });

  it('calls any other legal move wrong, at its step', () => {
    expect(checkMoves(twoMates, ['Rd7'])).toEqual({ outcome: 'wrong', step: 0 });
  });

  it('refuses an illegal move, naming it, and a list ending on a reply or running past the exercise', () => {
    expect(checkMoves(twoMates, ['Rd9'])).toEqual({ outcome: 'refused', message: CHAPTER_API_MESSAGES.illegalMove(0, 'Rd9') });
    expect(checkMoves(twoMates, ['Rd8#', 'Kh8'])).toEqual({ outcome: 'refused', message: CHAPTER_API_MESSAGES.notYourMove });
    expect(checkMoves(twoMates, ['Rd8#', 'Kh8', 'Rd7'])).toEqual({ outcome: 'refused', message: CHAPTER_API_MESSAGES.offTheLine });
  });
});

describe('checkMovesKept', () => {
  it('answers as checkMoves does, once per chapter object and move list', () => {
    const first = checkMovesKept(twoMates, ['Rd7']);
    expect(first).toEqual(checkMoves(twoMates, ['Rd7']));
    expect(checkMovesKept(twoMates, ['Rd7'])).toBe(first);
    // A catalogue write replaces the chapter objects: a new one starts with nothing kept.
    expect(checkMovesKept({ ...twoMates }, ['Rd7'])).not.toBe(first);
  });
});
