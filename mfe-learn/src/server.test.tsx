/** @jest-environment node */
import { PLAYER_COPY, type LessonSummary, type Page, type SectionServer } from '@kingside/contracts';
import { imagesIn, sectionServerTesting } from '@kingside/ui/testing/section';
import type * as SectionTesting from '@kingside/ui/testing/section';
import { sections } from './server';

const [section] = sections as [(typeof sections)[number]];
import { CHAPTERS, COURSE } from './testing/fixtures';

// A chapter's URL names the chapter's chunk, whose static board draws its pieces from an .svg (jest maps none).
jest.mock('./chapter/pieces.svg', () => 'pieces.svg');
// A chapter's page on the server is its still board: the real one's libraries are never loaded for it.
jest.mock('chess.js', () => {
  throw new Error('chess.js is loaded with the real player, not for the first paint');
});
jest.mock('react-chessboard', () => {
  throw new Error('react-chessboard is loaded with the real player, not for the first paint');
});

const { at, resultsFor, render, draw } = sectionServerTesting(section);

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

  it.each(['/learn/3', '/learn/3/', '/learn/3/chapters/1', '/learn/3/chapters/12/'])('reads the course and its chapters for %s', (path) => {
    expect(section.queriesFor(at(path))).toEqual([
      { endpointName: 'learnGetLesson', arg: 3, path: '/api/lessons/3' },
      { endpointName: 'learnGetChapters', arg: 3, path: '/api/lessons/3/chapters' },
    ]);
  });

  it.each([
    '/learn/abc',
    '/learn/012',
    '/learn/0/chapters/1',
    '/learn/3/chapters',
    '/learn/3/chapters/abc',
    '/learn/3/chapters/1/more',
    '/learn/3/lessons/1',
    '/learning',
    '/shop',
  ])('does not render %s (the browser goes elsewhere, or shows the not-found page)', (path) => {
    expect(section.queriesFor(at(path))).toBeNull();
  });

  it.each(['/learn/999999', '/learn/999999/chapters/1'])(
    'sends %s, a course the api does not know, back to /learn (docs/spec.md §2.4)',
    (path) => {
      expect(section.missingRedirect?.(at(path))).toBe('/learn');
    },
  );
});

describe('the lessons’ markup (render)', () => {
  // The list is a chunk of its own, loaded before the server draws it (the api awaits preload).
  beforeAll(() => section.preload?.(at('/learn')));

  it('draws /learn from the lessons: heading, every card, and no loading placeholders', () => {
    const html = render('/learn', pageOf(LESSONS));
    expect(html).toMatch(/<h1[^>]*>Chess Lessons<\/h1>/);
    // Puzzle training is linked for everyone (issue 46 point 4), in the first HTML.
    expect(html).toMatch(/<a[^>]*href="\/train"[^>]*>Train with rated puzzles<\/a>/);
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
    const html = draw('/learn?level=advanced', resultsFor('/learn', pageOf(LESSONS)));
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

/** A course's or a chapter's page as the api renders it: the page's code loaded first (preload), then render. */
async function renderCourse(server: SectionServer, path: string, lesson = COURSE, chapters = CHAPTERS) {
  const url = at(path);
  await server.preload?.(url);
  return sectionServerTesting(server).draw(path, [
    { endpointName: 'learnGetLesson', arg: lesson.id, value: lesson },
    { endpointName: 'learnGetChapters', arg: lesson.id, value: chapters },
  ]);
}

describe('a chapter’s page (issue 18)', () => {
  it('draws the chapter: the course link, its place in the course, its title, its text, the still board and the prompt', async () => {
    const html = await renderCourse(section, '/learn/7/chapters/1');
    const [chapter] = CHAPTERS;
    expect(html).toMatch(/<a[^>]*href="\/learn\/7"[^>]*>.*Winning with Forks<\/a>/);
    expect(html).toContain(PLAYER_COPY.chapterOf(1, 3));
    expect(html).toMatch(new RegExp(`<h1[^>]*>${chapter!.title}</h1>`));
    for (const paragraph of chapter!.text) expect(html).toContain(`<p>${paragraph}</p>`);
    expect(html).toContain(chapter!.exercise.prompt);
    expect(html).toContain('data-board="static"');
    expect(html).toContain('aria-label="White knight on b5"');
    expect(html).toContain(PLAYER_COPY.signInToKeepProgress);
    expect(html).not.toContain('data-testid="chapter-skeleton"');
    expect(html).not.toContain(PLAYER_COPY.loadingChapter);
  });

  it('draws another chapter of the course from the same reads', async () => {
    const html = await renderCourse(section, '/learn/7/chapters/2');
    expect(html).toContain(PLAYER_COPY.chapterOf(2, 3));
    expect(html).toContain(CHAPTERS[1]!.exercise.prompt);
    expect(html).toContain('aria-label="White pawn on d4"');
    expect(html).not.toContain(CHAPTERS[0]!.exercise.prompt);
  });

  it('draws nothing of a chapter the course does not have (the browser goes to the course’s page)', async () => {
    const html = await renderCourse(section, '/learn/7/chapters/9');
    expect(html).not.toContain('<h1');
    expect(html).not.toContain('data-testid="chapter-skeleton"');
  });

  it('draws the skeleton when the page’s chunk has not been preloaded: why the api awaits preload first', () => {
    jest.isolateModules(() => {
      // This registry's own React and ui draw it: the component's hooks must be theirs.
      const [fresh] = jest.requireActual<{ sections: [SectionServer] }>('./server').sections;
      const testing = jest.requireActual<typeof SectionTesting>('@kingside/ui/testing/section');
      const html = testing.sectionServerTesting(fresh).draw('/learn/7/chapters/1', [
        { endpointName: 'learnGetLesson', arg: 7, value: COURSE },
        { endpointName: 'learnGetChapters', arg: 7, value: CHAPTERS },
      ]);
      expect(html).toContain('data-testid="chapter-skeleton"');
      expect(html).not.toContain(CHAPTERS[0]!.exercise.prompt);
    });
  });
});

describe('a course’s page', () => {
  it('draws the course as a guest sees it: level, count, title, text, picture, Course Contents and Start Course', async () => {
    const html = await renderCourse(section, '/learn/7');
    expect(html).toMatch(/<h1[^>]*>Winning with Forks<\/h1>/);
    expect(html).toContain('Beginner');
    expect(html).toContain('3 lessons');
    expect(html).toContain(COURSE.description);
    expect(html).toContain('<p>First paragraph.</p><p>Second paragraph.</p>');
    expect(imagesIn(html).map(({ src }) => src)).toEqual([COURSE.imageUrl]);
    expect(html).toContain('Course Contents');
    CHAPTERS.forEach((chapter) => expect(html).toMatch(new RegExp(`href="/learn/7/chapters/${chapter.number}"[^>]*>${chapter.title}<`)));
    expect(html).toMatch(/href="\/learn\/7\/chapters\/1"[^>]*>Start Course</);
    expect(html).not.toContain('data-testid="lesson-detail-skeleton"');
    expect(html).not.toContain('Loading lesson');
    expect(html).not.toContain('course-contents-loading');
  });
});
