/** @jest-environment node */
import { pageTitle, type Lesson, type LessonSummary, type Page, type PublicChapter } from '@kingside/contracts';
import { sectionServerTesting } from '@kingside/ui/testing/section';
import { sections } from './server';

// The head the server writes into the lessons' pages' first HTML (SectionServer.head; docs/spec.md §2.31).

const section = sections.find((candidate) => candidate.mountPath === '/learn')!;
const { at, resultsFor } = sectionServerTesting(section);

const COURSE: Lesson = {
  id: 3,
  title: 'Endgame Essentials',
  description: 'King and pawn endings, the opposition and the square.',
  imageUrl: '/images/lessons/endgames.svg',
  level: 'intermediate',
  lessonCount: 2,
  content: 'One.\nTwo.',
  category: 'Endgames',
  createdAt: '2026-01-01T00:00:00.000Z',
  recommendedProductIds: [],
};
const CHAPTERS = [
  { number: 1, title: 'The Opposition', text: ['Kings face each other.', 'Whoever moves gives way.'] },
  { number: 2, title: 'The Square', text: ['Can the king catch the pawn?'] },
] as PublicChapter[];
const courseResults = [
  { endpointName: 'learnGetLesson', arg: 3, value: COURSE },
  { endpointName: 'learnGetChapters', arg: 3, value: CHAPTERS },
];

describe('the lessons’ page heads', () => {
  it('gives a course its title, description, canonical path, picture, Course and BreadcrumbList', () => {
    const head = section.head!(at('/learn/3'), courseResults);
    expect(head).toMatchObject({
      title: pageTitle('Endgame Essentials'),
      description: 'King and pawn endings, the opposition and the square.',
      canonicalPath: '/learn/3',
      imagePath: '/images/lessons/endgames.svg',
    });
    const [course, breadcrumbs] = head!.jsonLd!;
    expect(course).toMatchObject({ '@type': 'Course', name: 'Endgame Essentials', url: '/learn/3', provider: { '@type': 'Organization' } });
    expect(breadcrumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [{ item: '/' }, { item: '/learn' }, { item: '/learn/3' }],
    });
  });

  it('gives a chapter its own title and text, and a BreadcrumbList through its course', () => {
    const head = section.head!(at('/learn/3/chapters/2'), courseResults);
    expect(head).toMatchObject({
      title: pageTitle('The Square'),
      description: 'Can the king catch the pawn?',
      canonicalPath: '/learn/3/chapters/2',
    });
    expect(head!.jsonLd![0]).toMatchObject({
      itemListElement: [{}, {}, { item: '/learn/3' }, { name: 'The Square', item: '/learn/3/chapters/2' }],
    });
  });

  it('keeps the list’s level and page in its canonical path, not its sort or search', () => {
    const list: Page<LessonSummary> = { items: [COURSE], total: 1 };
    expect(section.head!(at('/learn?level=ADVANCED&sort=name&q=king'), resultsFor('/learn', list))).toMatchObject({
      title: pageTitle('Chess Lessons'),
      canonicalPath: '/learn?level=advanced',
      imagePath: '/images/lessons/endgames.svg',
    });
  });
});
