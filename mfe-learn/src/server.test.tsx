/** @jest-environment node */
import { type LessonSummary, type Page } from '@kingside/contracts';
import { imagesIn, sectionServerTesting } from '@kingside/ui/testing/section';
import { section } from './server';

// A chapter's URL names the chapter's chunk, whose static board draws its pieces from an .svg (jest maps none).
jest.mock('./chapter/pieces.svg', () => 'pieces.svg');

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

/** The list's read for an api query: its current page only, its value a Page (X-Total-Count's count). */
const pageRead = (query: string) => ({ endpointName: 'learnGetLessonPage', arg: query, path: `/api/lessons?${query}`, paged: true });
const pageOf = (items: LessonSummary[], total = items.length): Page<LessonSummary> => ({ items, total });

describe('the lessons’ reads for a page (queriesFor)', () => {
  it('reads the first page of lessons for /learn', () => {
    expect(section.queriesFor(at('/learn'))).toEqual([pageRead('limit=24&offset=0')]);
  });

  it('reads the first page for /learn/ (a trailing slash)', () => {
    expect(section.queriesFor(at('/learn/'))).toEqual([pageRead('limit=24&offset=0')]);
  });

  it('reads a level named in ?level=, matched without regard to case', () => {
    expect(section.queriesFor(at('/learn?level=Advanced'))).toEqual([pageRead('limit=24&offset=0&level=advanced')]);
  });

  it('reads every level when ?level= names no level', () => {
    expect(section.queriesFor(at('/learn?level=grandmaster'))).toEqual([pageRead('limit=24&offset=0')]);
  });

  it('reads the page, the search and the sort of the URL; a sort lessons do not offer is none', () => {
    expect(section.queriesFor(at('/learn?page=2&q=rook&sort=name&level=advanced'))).toEqual([
      pageRead('limit=24&offset=24&level=advanced&q=rook&sort=name'),
    ]);
    expect(section.queriesFor(at('/learn?sort=price'))).toEqual([pageRead('limit=24&offset=0')]);
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
    const html = render('/learn', pageOf(LESSONS));
    expect(html).toMatch(/<h1[^>]*>Chess Lessons<\/h1>/);
    for (const l of LESSONS) expect(html).toContain(l.title);
    expect(html).toContain('8 lessons');
    expect(html).toContain('1 lesson<');
    expect(html).not.toContain('Loading lessons');
    expect(html).not.toContain('data-testid="skeleton"');
  });

  it('loads the first row’s pictures at once and the rest lazily', () => {
    expect(imagesIn(render('/learn', pageOf(LESSONS)))).toEqual(
      LESSONS.map((l, index) => ({ src: l.imageUrl, loading: index < 3 ? 'eager' : 'lazy' })),
    );
  });

  it('draws a filtered /learn from that level’s lessons only', () => {
    const html = render('/learn?level=advanced', pageOf(ADVANCED));
    for (const l of ADVANCED) expect(html).toContain(l.title);
    for (const l of LESSONS.filter((l) => l.level !== 'advanced')) expect(html).not.toContain(l.title);
    expect(html).not.toContain('Loading lessons');
  });

  it('draws the placeholders when the results are not the page’s reads (render draws from nothing else)', () => {
    const html = section.render(at('/learn?level=advanced'), resultsFor('/learn', pageOf(LESSONS)));
    expect(html).toContain('Loading lessons');
    expect(html).not.toContain(LESSONS[0]!.title);
  });

  it('draws the current page, the count and the search box', () => {
    const html = render('/learn?q=rook&page=3', pageOf(ADVANCED, 50));
    for (const l of ADVANCED) expect(html).toContain(l.title);
    expect(html).toContain('Showing 49–50 of 50 lessons');
    expect(html).toContain('Search lessons');
    expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*>3<\/a>/);
  });

  it('says so when there are no lessons', () => {
    const html = render('/learn?level=beginner', pageOf([]));
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
