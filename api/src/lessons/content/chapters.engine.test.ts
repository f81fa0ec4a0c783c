/**
 * Issue 18, "proved content", part two: Stockfish (the `stockfish` npm package, lite single-threaded WASM build, run as
 * a child process) checks every exercise at a fixed depth; the rules are in ./testing/engineCheck.ts. One engine for
 * the whole file, its hash cleared before each exercise, so every result is deterministic and independent of order.
 */
import { COURSE_CHAPTERS } from './index';
import { checkExercise } from './testing/engineCheck';
import { UciEngine } from './testing/uciEngine';

/** Deep enough for every exercise here (the longest forced line is a few moves), shallow enough for a 2-core CI. */
const ENGINE_DEPTH = 14;

const courses = Object.entries(COURSE_CHAPTERS).map(([id, chapters]) => ({ id: Number(id), chapters }));

let engine: UciEngine | undefined;

beforeAll(async () => {
  engine = await UciEngine.start({ hashMb: 32 });
}, 60_000);

afterAll(() => engine?.quit());

describe.each(courses)('course $id', ({ chapters }) => {
  it.each(chapters.map((chapter) => [chapter.number, chapter.title, chapter] as const))(
    'chapter %i, "%s": the engine agrees with the solution',
    async (_number, _title, chapter) => {
      if (!engine) throw new Error('the engine did not start');
      const verdict = await checkExercise(engine, chapter, ENGINE_DEPTH);
      expect(verdict.problems).toEqual([]);
    },
    90_000,
  );
});
