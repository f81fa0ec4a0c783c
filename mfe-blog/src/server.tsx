// The blog's Node bundle (contracts' SectionServer): the server renders /blog into the first HTML, so
// the cards and their pictures paint before any JavaScript has run. Not an article's page: it is a chunk
// of its own in the browser, whose first render would show its skeleton in place of the server's markup.
import { ROUTES, listApiPath, listApiQuery, listStateFrom, pathInSection, type SectionServer } from '@kingside/contracts';
import { renderSection } from '@kingside/ui/server';
import BlogRoutes from './BlogRoutes';
import { blogApi } from './blogApi';

const mountPath = ROUTES.blog;

export const section: SectionServer = {
  exposes: './Routes',
  mountPath,
  // The read BlogList makes on its first render, for the same URL: the current page only, its state read from the
  // URL as the browser reads it (useListState).
  queriesFor(url) {
    if (pathInSection(url, mountPath) !== '') return null;
    const query = listApiQuery('blog', listStateFrom('blog', url.searchParams));
    return [{ endpointName: blogApi.endpoints.blogGetPostPage.name, arg: query, path: listApiPath('blog', query), paged: true }];
  },
  render: (url, results) => renderSection({ url, mountPath, results, section: <BlogRoutes /> }),
};
