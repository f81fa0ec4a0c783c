/** @jest-environment node */
import { API, type LessonSummary } from '@kingside/contracts';
import { imagesIn, sectionServerTesting } from '@kingside/ui/testing/section';
import { section } from './server';

const { at, resultsFor, render } = sectionServerTesting(section);

const lesson = (id: number, title: string, level: LessonSummary['level'], lessonCount: number): LessonSummary => ({
  id,
  title,
  description: `${title}: a course from our coaches.`,
  imageUrl: `/images/lessons/${id}.webp`,
  level,
  lessonCount,
});

const LESSONS = [
  lesson(1, 'How the Pieces Move', 'beginner', 8),
  lesson(2, 'Opening Principles', 'beginner', 6),
  lesson(3, 'Tactical Patterns', 'intermediate', 10),
  lesson(4, 'Pawn Structures', 'advanced', 7),
  lesson(5, 'Rook Endgames', 'advanced', 1),
];
const ADVANCED = LESSONS.filter((l) => l.level === 'advanced');

describe('the lessons’ reads for a page (queriesFor)', () => {
  it('reads every lesson for /learn', () => {
    expect(section.queriesFor(at('/learn'))).toEqual([{ endpointName: 'learnGetLessons', path: API.lessons }]);
  });

  it('reads every lesson for /learn/ (a trailing slash)', () => {
    expect(section.queriesFor(at('/learn/'))).toEqual([{ endpointName: 'learnGetLessons', path: API.lessons }]);
  });

  it('reads a level named in ?level=, matched without regard to case', () => {
    expect(section.queriesFor(at('/learn?level=Advanced'))).toEqual([
      { endpointName: 'learnGetLessonsByLevel', arg: 'advanced', path: '/api/lessons/level/advanced' },
    ]);
  });

  it('reads every lesson when ?level= names no level', () => {
    expect(section.queriesFor(at('/learn?level=grandmaster'))).toEqual([{ endpointName: 'learnGetLessons', path: API.lessons }]);
  });

  it.each(['/learn/3', '/learn/abc', '/learn/3/chapters/1', '/learning', '/shop'])(
    'does not render %s (only the list is rendered)',
    (path) => {
      expect(section.queriesFor(at(path))).toBeNull();
    },
  );
});

describe('the lessons’ markup (render)', () => {
  it('draws /learn from the lessons: heading, every card, and no loading placeholders', () => {
    const html = render('/learn', LESSONS);
    expect(html).toMatch(/<h1[^>]*>Chess Lessons<\/h1>/);
    for (const l of LESSONS) expect(html).toContain(l.title);
    expect(html).toContain('8 lessons');
    expect(html).toContain('1 lesson<');
    expect(html).not.toContain('Loading lessons');
    expect(html).not.toContain('data-testid="skeleton"');
  });

  it('loads the first row’s pictures at once and the rest lazily', () => {
    expect(imagesIn(render('/learn', LESSONS))).toEqual(
      LESSONS.map((l, index) => ({ src: l.imageUrl, loading: index < 3 ? 'eager' : 'lazy' })),
    );
  });

  it('draws a filtered /learn from that level’s lessons only', () => {
    const html = render('/learn?level=advanced', ADVANCED);
    for (const l of ADVANCED) expect(html).toContain(l.title);
    for (const l of LESSONS.filter((l) => l.level !== 'advanced')) expect(html).not.toContain(l.title);
    expect(html).not.toContain('Loading lessons');
  });

  it('draws the placeholders when the results are not the page’s reads (render draws from nothing else)', () => {
    const html = section.render(at('/learn?level=advanced'), resultsFor('/learn', LESSONS));
    expect(html).toContain('Loading lessons');
    expect(html).not.toContain(LESSONS[0]!.title);
  });

  it('says so when there are no lessons', () => {
    const html = render('/learn?level=beginner', []);
    expect(html).toContain('No lessons found');
    expect(html).not.toContain('Loading lessons');
  });
});

describe('a chapter’s URL (issue 18)', () => {
  it('draws the chapter’s skeleton, the board’s square reserved, and never the board itself', () => {
    const html = section.render(at('/learn/7/chapters/2'), []);
    expect(html).toContain('data-testid="chapter-skeleton"');
    expect(html).toContain('Loading chapter');
    expect(html).toMatch(/aspect-ratio:1 ?\/ ?1/);
    expect(html).not.toContain('chapter-board');
  });
});
