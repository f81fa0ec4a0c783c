// The blog's Node bundle (contracts' SectionServer): the server renders /blog into the first HTML, so
// the cards and their pictures paint before any JavaScript has run. Not an article's page: it is a chunk
// of its own in the browser, whose first render would show its skeleton in place of the server's markup.
import { API, LIST_FILTERS, ROUTES, pathInSection, type SectionServer } from '@kingside/contracts';
import { filterValue } from '@kingside/ui';
import { renderSection } from '@kingside/ui/server';
import BlogRoutes from './BlogRoutes';
import { blogApi } from './blogApi';

const mountPath = ROUTES.blog;

export const section: SectionServer = {
  exposes: './Routes',
  mountPath,
  // The reads BlogList makes on its first render, for the same URL.
  queriesFor(url) {
    if (pathInSection(url, mountPath) !== '') return null;
    const category = filterValue(url.searchParams, LIST_FILTERS.blog);
    return category
      ? [{ endpointName: blogApi.endpoints.blogGetPostsByCategory.name, arg: category, path: API.blogPostsByCategory(category) }]
      : [{ endpointName: blogApi.endpoints.blogGetPosts.name, path: API.blogPosts }];
  },
  render: (url, results) => renderSection({ url, mountPath, results, section: <BlogRoutes /> }),
};
