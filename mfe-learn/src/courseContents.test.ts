import { PLAYER_COPY } from '@kingside/contracts';
import { chapterPath, courseStart, lessonCountLabel } from './courseContents';

describe('lessonCountLabel', () => {
  it('agrees in number', () => {
    expect(lessonCountLabel(1)).toBe('1 lesson');
    expect(lessonCountLabel(8)).toBe('8 lessons');
  });
});

describe('courseStart', () => {
  it('starts a newcomer at chapter 1', () => {
    expect(courseStart(7, 4, [])).toEqual({ to: '/learn/7/chapters/1', label: PLAYER_COPY.startCourse });
  });

  it('continues at the first chapter not solved, even when later ones are', () => {
    expect(courseStart(7, 4, [1, 2])).toEqual({ to: chapterPath(7, 3), label: 'Continue' });
    expect(courseStart(7, 4, [1, 3])).toEqual({ to: chapterPath(7, 2), label: 'Continue' });
    expect(courseStart(7, 4, [3])).toEqual({ to: chapterPath(7, 1), label: 'Continue' });
  });

  it('starts again at chapter 1 when every chapter is solved', () => {
    expect(courseStart(7, 3, [1, 2, 3])).toEqual({ to: chapterPath(7, 1), label: 'Start Course' });
  });

  it('ignores chapter numbers the course does not have', () => {
    expect(courseStart(7, 3, [9])).toEqual({ to: chapterPath(7, 1), label: 'Start Course' });
  });
});
