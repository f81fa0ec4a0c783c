/**
 * Issue 18, "proved content", part one: every course's chapters keep the rules of chess and of the school, checked
 * with chess.js (fast, no engine). The engine's part is `npm run prove` (testing/prove.ts), whose manifest proofs.test.ts checks.
 */
import { Chess } from 'chess.js';
import { CHAPTERS_PER_COURSE_MAX, CHAPTERS_PER_COURSE_MIN } from '@kingside/contracts';
import { acceptedMoves, toPublicChapter } from '@kingside/contracts/api';
import { lessons } from '../../catalogue/seedContent/lessons';
import { COURSE_CHAPTERS } from './index';
import { chapterProblems, fenProblems, playSolution } from '../../testing/content/rules';

const courses = Object.entries(COURSE_CHAPTERS).map(([id, chapters]) => ({ id: Number(id), chapters }));

describe('course chapters', () => {
  it('gives every seeded course its chapters, keyed by lesson id, and nothing else', () => {
    const seeded = lessons.map((_, index) => index + 1);
    expect(courses.map((c) => c.id).sort((a, b) => a - b)).toEqual(seeded);
  });

  it.each(courses)('course $id has 3–8 chapters numbered 1..n with distinct titles', ({ chapters }) => {
    expect(chapters.length).toBeGreaterThanOrEqual(CHAPTERS_PER_COURSE_MIN);
    expect(chapters.length).toBeLessThanOrEqual(CHAPTERS_PER_COURSE_MAX);
    expect(chapters.map((c) => c.number)).toEqual(chapters.map((_, index) => index + 1));
    expect(new Set(chapters.map((c) => c.title)).size).toBe(chapters.length);
  });

  describe.each(courses)('course $id', ({ chapters }) => {
    it.each(chapters.map((chapter) => [chapter.number, chapter.title, chapter] as const))(
      'chapter %i, "%s", is legal, consistent and true to its claims',
      (number, _title, chapter) => {
        expect(chapterProblems(chapter, number)).toEqual([]);
      },
    );
  });
});

describe('the rules themselves', () => {
  const base = {
    number: 1,
    title: 'Back rank',
    text: ['A paragraph that is long enough to count as teaching text.', 'Another paragraph that is long enough to count.'],
    orientation: 'white' as const,
  };
  const backRank = {
    ...base,
    fen: '6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1',
    exercise: { prompt: 'White to move: checkmate in one.', solution: ['Rd8#'], hint: 'The black king has no luft at all.' },
  };

  it('accepts a correct chapter', () => {
    expect(chapterProblems(backRank, 1)).toEqual([]);
    expect(playSolution(backRank).isCheckmate()).toBe(true);
  });

  it('rejects illegal positions', () => {
    expect(fenProblems('6k1/8/8/8/8/8/8/R5K1 b - - 0 1')).toEqual([]);
    expect(fenProblems('6k1/8/8/8/8/8/8/K5R1 w - - 0 1')).toContain('the side not to move is in check');
    expect(fenProblems('6k1/8/8/8/8/8/8/6K1 w K - 0 1')[0]).toMatch(/castling right K/);
    expect(fenProblems('6k1/8/8/8/8/8/8/6K1 w - e6 0 1')[0]).toMatch(/en passant/);
    expect(fenProblems('6kP/8/8/8/8/8/8/6K1 w - - 0 1')[0]).toMatch(/pawns/);
    expect(fenProblems('QQQQQQk1/QQQQ4/8/8/8/8/8/6K1 b - - 0 1').join()).toMatch(/promoted/);
  });

  it('rejects illegal or badly written moves, wrong sides and false claims', () => {
    const problems = (exercise: Partial<typeof backRank.exercise> & Record<string, unknown>, extra = {}) =>
      chapterProblems({ ...backRank, ...extra, exercise: { ...backRank.exercise, ...exercise } }, 1).join(' | ');
    expect(problems({ solution: ['Rd9'] })).toMatch(/not legal/);
    expect(problems({ solution: ['Rd8'] })).toMatch(/should be written Rd8#/);
    expect(problems({ solution: ['Rd7', 'h6'] })).toMatch(/end on a learner move/);
    expect(problems({ solution: ['Rd7'] })).toMatch(/promises mate/);
    expect(problems({ prompt: 'White to move: win.' })).toMatch(/should say so/);
    expect(problems({ prompt: 'Black to move: checkmate in one.' })).toMatch(/start with "White to move"/);
    expect(problems({}, { orientation: 'black' })).toMatch(/orientation black/);
    expect(problems({ alternatives: { 0: ['Rd7'] } })).toMatch(/does not end in checkmate/);
    expect(problems({ alternatives: { 1: ['Rd7'] } })).toMatch(/not a learner step/);
    expect(problems({ prompt: 'White to move: checkmate in one with a double check.' })).toMatch(/double check/);
  });

  it('hides the answer from the public chapter', () => {
    const exercise = { ...backRank.exercise, alternatives: { 0: ['Rd8#'] } };
    const shown = toPublicChapter({ ...backRank, exercise });
    expect(shown.exercise).toEqual({ prompt: backRank.exercise.prompt, kind: 'tactic', learnerMoves: 1 });
    expect(JSON.stringify(shown)).not.toMatch(/Rd8|luft/);
    expect(acceptedMoves(exercise, 0)).toEqual(['Rd8#', 'Rd8#']);
    expect(acceptedMoves(exercise, 1)).toEqual([]);
  });
});

describe('chess.js', () => {
  it('is the 1.x the content is written for', () => {
    expect(new Chess().moves()).toHaveLength(20);
  });
});
