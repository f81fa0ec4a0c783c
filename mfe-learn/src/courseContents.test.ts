import { courseContents, lessonCountLabel } from './courseContents';

describe('courseContents', () => {
  it('starts with the Introduction and numbers the rest by position, one item per lesson', () => {
    expect(courseContents(4)).toEqual(['Introduction', 'Lesson 2', 'Lesson 3', 'Lesson 4']);
    expect(courseContents(12)).toHaveLength(12);
    expect(courseContents(12).at(-1)).toBe('Lesson 12');
  });

  it('is only the Introduction for a one-lesson course', () => {
    expect(courseContents(1)).toEqual(['Introduction']);
  });

  it('is empty for a count that is not a positive number', () => {
    expect(courseContents(0)).toEqual([]);
    expect(courseContents(-3)).toEqual([]);
    expect(courseContents(Number.NaN)).toEqual([]);
  });
});

describe('lessonCountLabel', () => {
  it('agrees in number', () => {
    expect(lessonCountLabel(1)).toBe('1 lesson');
    expect(lessonCountLabel(8)).toBe('8 lessons');
  });
});
