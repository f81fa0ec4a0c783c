// The lessons' Node bundle (contracts' SectionServer): the server renders /learn into the first HTML, so
// the cards and their pictures paint before any JavaScript has run. Not a lesson's page nor a chapter's
// (/learn/{id}/chapters/{n}): each is a chunk of its own in the browser, whose first render would show its
// skeleton in place of the server's markup (render would draw that skeleton: the chapter's reserves the
// board's square). The cards are a guest's: a member's "3 of 6 chapters" replaces "6 lessons" in the same
// line once the browser has read the member's progress, so nothing moves.
import { ROUTES, listApiPath, listApiQuery, listStateFrom, pathInSection, type SectionServer } from '@kingside/contracts';
import { renderSection } from '@kingside/ui/server';
import LearnRoutes from './LearnRoutes';
import { learnApi } from './learnApi';

const mountPath = ROUTES.learn;

export const section: SectionServer = {
  exposes: './Routes',
  mountPath,
  // The read LessonList makes on its first render, for the same URL: the current page only, its state read from
  // the URL as the browser reads it (useListState).
  queriesFor(url) {
    if (pathInSection(url, mountPath) !== '') return null;
    const query = listApiQuery('lessons', listStateFrom('lessons', url.searchParams));
    return [{ endpointName: learnApi.endpoints.learnGetLessonPage.name, arg: query, path: listApiPath('lessons', query), paged: true }];
  },
  render: (url, results) => renderSection({ url, mountPath, results, section: <LearnRoutes /> }),
};
