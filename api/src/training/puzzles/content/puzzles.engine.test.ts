/**
 * The puzzle set, part two: Stockfish proves every puzzle with the chapters' rules (engineCheck.ts's checkExercise,
 * kind tactic): a unique best move at every learner step, 1.5 pawns clear of the next, or the only mate as fast, and
 * replies that are the best defence. One engine for the file, its hash cleared before each puzzle, so every result
 * is deterministic and independent of order.
 */
import type { Chapter } from '@kingside/contracts';
import type { Puzzle } from '@kingside/contracts/training';
import { checkExercise } from '../../../lessons/content/testing/engineCheck';
import { UciEngine } from '../../../lessons/content/testing/uciEngine';
import { ENGINE_DEPTH } from './engineDepth';
import { PUZZLES } from './index';

/** A puzzle in the shape checkExercise reads: a chapter whose exercise is the puzzle. */
const asChapter = (puzzle: Puzzle): Chapter => ({
  number: puzzle.id,
  title: `Puzzle ${puzzle.id}`,
  text: [],
  fen: puzzle.fen,
  orientation: puzzle.fen.split(' ')[1] === 'w' ? 'white' : 'black',
  exercise: {
    prompt: puzzle.prompt,
    solution: puzzle.solution,
    hint: puzzle.hint,
    kind: 'tactic',
    ...(puzzle.alternatives ? { alternatives: puzzle.alternatives } : {}),
  },
});

let engine: UciEngine | undefined;

beforeAll(async () => {
  engine = await UciEngine.start({ hashMb: 32 });
}, 60_000);

afterAll(() => engine?.quit());

it.each(PUZZLES.map((puzzle) => [puzzle.id, puzzle.prompt, puzzle] as const))(
  'puzzle %i, "%s": the engine agrees with the solution',
  async (_id, _prompt, puzzle) => {
    if (!engine) throw new Error('the engine did not start');
    const verdict = await checkExercise(engine, asChapter(puzzle), ENGINE_DEPTH);
    expect(verdict.problems).toEqual([]);
  },
  90_000,
);

it('fails a puzzle whose solution is not the only answer', async () => {
  if (!engine) throw new Error('the engine did not start');
  // Two rooks can each mate on the back rank: a mate-in-1 puzzle that accepts only one of them is not proved.
  const twoWays: Puzzle = {
    id: 0,
    fen: '6k1/5ppp/8/8/8/8/5PPP/2RR2K1 w - - 0 1',
    solution: ['Rd8#'],
    prompt: 'White to move: mate in 1.',
    hint: 'The black king is boxed in by its own pawns.',
    themes: ['mateIn1', 'backRankMate'],
    rating: 600,
  };
  const verdict = await checkExercise(engine, asChapter(twoWays), ENGINE_DEPTH);
  expect(verdict.problems.join(' ')).toMatch(/Rc8#/);
}, 90_000);
