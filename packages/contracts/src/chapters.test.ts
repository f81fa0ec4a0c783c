import { chapterParamSchema, moveCheckSchema } from './chapterSchemas';
import { acceptedMoves, toPublicChapter } from './chapterRules';
import { chapterProgressLabel, firstUnfinishedChapter, type Chapter } from './chapters';

const chapter: Chapter = {
  number: 2,
  title: 'A fork',
  text: ['One paragraph.'],
  fen: '4k3/8/8/8/8/8/8/4K2N w - - 0 1',
  orientation: 'white',
  exercise: { prompt: 'Fork them.', solution: ['Ng3', 'Kd7', 'Nf5'], hint: 'Jump.', alternatives: { 2: ['Ne4'] } },
};

describe('chapters', () => {
  it('labels a member’s progress: "3 of 6 chapters", "1 of 1 chapter"', () => {
    expect(chapterProgressLabel(3, 6)).toBe('3 of 6 chapters');
    expect(chapterProgressLabel(1, 1)).toBe('1 of 1 chapter');
  });

  it('finds the first unsolved chapter, or none when all are solved', () => {
    expect(firstUnfinishedChapter(4, [])).toBe(1);
    expect(firstUnfinishedChapter(4, [1, 2, 4])).toBe(3);
    expect(firstUnfinishedChapter(3, [3, 1, 2])).toBeNull();
  });

  it('accepts the solution’s move and its alternatives at a learner’s step only', () => {
    expect(acceptedMoves(chapter.exercise, 0)).toEqual(['Ng3']);
    expect(acceptedMoves(chapter.exercise, 1)).toEqual([]);
    expect(acceptedMoves(chapter.exercise, 2)).toEqual(['Nf5', 'Ne4']);
  });

  it('makes the public chapter without solution, hint or alternatives', () => {
    expect(toPublicChapter(chapter)).toEqual({
      number: 2,
      title: 'A fork',
      text: ['One paragraph.'],
      fen: chapter.fen,
      orientation: 'white',
      exercise: { prompt: 'Fork them.', kind: 'tactic', learnerMoves: 2 },
    });
  });
});

describe('chapter schemas', () => {
  it('takes chapter numbers 1 to 8', () => {
    expect(chapterParamSchema.validate({ number: 8 }).error).toBeUndefined();
    expect(chapterParamSchema.validate({ number: 9 }).error?.message).toBe('Chapter number must be a whole number from 1 to 8');
  });

  it('takes 1 to 40 moves made of SAN’s characters, and nothing else', () => {
    expect(moveCheckSchema.validate({ moves: ['e4', 'O-O', 'exd8=Q+', 'Qh4xe1#'] }).error).toBeUndefined();
    for (const moves of [[], ['e4 '], ['<script>'], ['e'], ['Qh4xe1#+++x']]) {
      expect(moveCheckSchema.validate({ moves }).error?.message).toMatch(/^moves must be a list of 1 to 40 moves in algebraic notation/);
    }
    expect(moveCheckSchema.validate({ moves: ['e4'], extra: 1 }).error?.message).toBe('Unknown field: extra');
  });
});
