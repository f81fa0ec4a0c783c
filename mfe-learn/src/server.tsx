// The lessons' Node bundle (contracts' SectionServer): the server renders /learn into the first HTML, so
// the cards and their pictures paint before any JavaScript has run. Not a lesson's page nor a chapter's
// (/learn/{id}/chapters/{n}): each is a chunk of its own in the browser, whose first render would show its
// skeleton in place of the server's markup (render would draw that skeleton: the chapter's reserves the
// board's square). The cards are a guest's: a member's "3 of 6 chapters" replaces "6 lessons" in the same
// line once the browser has read the member's progress, so nothing moves.
import { API, LIST_FILTERS, ROUTES, pathInSection, type SectionServer } from '@kingside/contracts';
import { filterValue } from '@kingside/ui';
import { renderSection } from '@kingside/ui/server';
import LearnRoutes from './LearnRoutes';
import { learnApi } from './learnApi';

const mountPath = ROUTES.learn;

export const section: SectionServer = {
  exposes: './Routes',
  mountPath,
  // The reads LessonList makes on its first render, for the same URL.
  queriesFor(url) {
    if (pathInSection(url, mountPath) !== '') return null;
    const level = filterValue(url.searchParams, LIST_FILTERS.lessons);
    return level
      ? [{ endpointName: learnApi.endpoints.learnGetLessonsByLevel.name, arg: level, path: API.lessonsByLevel(level) }]
      : [{ endpointName: learnApi.endpoints.learnGetLessons.name, path: API.lessons }];
  },
  render: (url, results) => renderSection({ url, mountPath, results, section: <LearnRoutes /> }),
};
