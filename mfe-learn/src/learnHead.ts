import {
  ORGANIZATION,
  ROUTES,
  breadcrumbList,
  listPageHead,
  pathInSection,
  shortDescription,
  type Lesson,
  type LessonSummary,
  type Page,
  type PageHead,
  type PublicChapter,
  type SectionQueryResult,
} from '@kingside/contracts';
import { learnApi } from './learnApi';
import { LEARN_INTRO, LEARN_TITLE, chapterTitle, courseTitle } from './titles';

const { learnGetLessonPage, learnGetLesson, learnGetChapters } = learnApi.endpoints;

/**
 * The head of /learn, a course's page and a chapter's (docs/spec.md §2.31), from the reads the server drew the page from
 * (server.tsx's queriesFor): the list's canonical path keeps its level and page only (listCanonicalPath); a course is
 * schema.org's Course, provided by the academy; a course's and a chapter's page name where they sit (BreadcrumbList).
 */
export function learnHead(url: URL, results: SectionQueryResult[]): PageHead | null {
  const value = (endpointName: string) => results.find((result) => result.endpointName === endpointName)?.value;
  const list = value(learnGetLessonPage.name) as Page<LessonSummary> | undefined;
  if (list) {
    return listPageHead('lessons', { title: LEARN_TITLE, description: LEARN_INTRO, path: ROUTES.learn }, url, list.items[0]?.imageUrl);
  }
  const course = value(learnGetLesson.name) as Lesson | undefined;
  if (!course) return null;
  const coursePath = ROUTES.lesson(course.id);
  const crumbs = [
    { name: 'Home', path: ROUTES.home },
    { name: 'Lessons', path: ROUTES.learn },
    { name: course.title, path: coursePath },
  ];
  const [, , number] = pathInSection(url, ROUTES.learn)?.split('/') ?? [];
  if (number !== undefined) {
    const chapters = (value(learnGetChapters.name) as PublicChapter[] | undefined) ?? [];
    const chapter = chapters.find((candidate) => String(candidate.number) === number);
    if (!chapter) return null;
    const path = `${coursePath}/chapters/${chapter.number}`;
    return {
      title: chapterTitle(chapter, course),
      description: shortDescription(chapter.text.join(' ') || course.description),
      canonicalPath: path,
      imagePath: course.imageUrl,
      type: 'article',
      jsonLd: [breadcrumbList([...crumbs, { name: chapter.title, path }])],
    };
  }
  const description = shortDescription(course.description);
  return {
    title: courseTitle(course),
    description,
    canonicalPath: coursePath,
    imagePath: course.imageUrl,
    type: 'website',
    jsonLd: [
      {
        '@type': 'Course',
        name: course.title,
        description,
        image: course.imageUrl,
        url: coursePath,
        educationalLevel: course.level,
        provider: ORGANIZATION,
      },
      breadcrumbList(crumbs),
    ],
  };
}
