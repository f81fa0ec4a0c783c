// The lessons' Node bundle (contracts' SectionServer): the server renders /learn, a course's page (/learn/{id}) and a
// chapter's (/learn/{id}/chapters/{n}) into the first HTML, so the cards and their pictures, the course's text and the
// chapter's text, prompt and still board paint before any JavaScript has run. The list's, the course's and the
// chapter's pages are chunks of their own: the server awaits `preload` (LearnRoutes' preloadFor) before rendering them,
// as the shell does before its first render, so both draw the page and never its skeleton. Every page is a guest's: a member's
// progress is read in the browser afterwards and changes words in place ("3 of 6 chapters" for "6 lessons",
// Continue for Start Course, the solved marks), so nothing moves.
import { API, CHAPTER_API, ROUTES, listPageRead, parseRouteId, pathInSection, type SectionServer } from '@kingside/contracts';
import LearnRoutes, { preloadFor } from './LearnRoutes';
import { learnApi } from './learnApi';
import { learnHead } from './learnHead';
import { trainSection } from './trainServer';

const mountPath = ROUTES.learn;
const { learnGetLessonPage, learnGetLesson, learnGetChapters } = learnApi.endpoints;

export const sections: SectionServer[] = [
  {
    exposes: './Routes',
    mountPath,
    // The reads each page makes on its first render, for the same URL. The list: the current page only, its state read
    // from the URL as the browser reads it (useListState). A course and a chapter: the course and its chapters (a
    // guest's, so no progress). An id or a number that is not one is left to the browser, which goes elsewhere; a course
    // the api does not know (its read is a 404) is redirected by the server (missingRedirect).
    queriesFor(url) {
      const rest = pathInSection(url, mountPath);
      if (rest === '') return [listPageRead('lessons', learnGetLessonPage.name, url)];
      const [first, chapters, number, ...more] = rest?.split('/') ?? [];
      const id = parseRouteId(first);
      const page = chapters === undefined || (chapters === 'chapters' && parseRouteId(number) !== null && !more.length);
      if (id === null || !page) return null;
      return [
        { endpointName: learnGetLesson.name, arg: id, path: API.lesson(id) },
        { endpointName: learnGetChapters.name, arg: id, path: CHAPTER_API.chapters(id) },
      ];
    },
    preload: preloadFor,
    // An unknown id: the page goes back to the list (docs/spec.md §2.4, §2.26); the server answers with that redirect.
    missingRedirect: () => ROUTES.learn,
    head: learnHead,
    component: LearnRoutes,
  },
  trainSection,
];
