/**
 * The proof rule itself, on every run (one engine, two exercises, a second or two): the content is proved by
 * `npm run prove` (./prove.ts) only when it changes, so this is what keeps checkExercise honest in between.
 */
import type { Puzzle } from '@kingside/contracts/training';
import { checkExercise } from './engineCheck';
import { ENGINE_DEPTH, puzzleAsChapter } from './proofs';
import { UciEngine } from './uciEngine';

let engine: UciEngine | undefined;

beforeAll(async () => {
  engine = await UciEngine.start({ hashMb: 32 });
}, 60_000);

afterAll(() => engine?.quit());

// Two rooks can each mate on the back rank.
const twoWays: Puzzle = {
  id: 0,
  fen: '6k1/5ppp/8/8/8/8/5PPP/2RR2K1 w - - 0 1',
  solution: ['Rd8#'],
  prompt: 'White to move: mate in 1.',
  hint: 'The black king is boxed in by its own pawns.',
  themes: ['mateIn1', 'backRankMate'],
  rating: 600,
};

it('fails a puzzle whose solution is not the only answer', async () => {
  if (!engine) throw new Error('the engine did not start');
  // A mate-in-1 puzzle that accepts only one of the two mates is not proved.
  const verdict = await checkExercise(engine, puzzleAsChapter(twoWays), ENGINE_DEPTH);
  expect(verdict.problems.join(' ')).toMatch(/Rc8#/);
}, 90_000);

it('proves the same puzzle once it accepts both mates', async () => {
  if (!engine) throw new Error('the engine did not start');
  const verdict = await checkExercise(engine, puzzleAsChapter({ ...twoWays, alternatives: { 0: ['Rc8#'] } }), ENGINE_DEPTH);
  expect(verdict.problems).toEqual([]);
}, 90_000);
