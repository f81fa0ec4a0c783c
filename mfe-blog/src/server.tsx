// The blog's Node bundle (contracts' SectionServer): the server renders /blog and an article's page (/blog/{id}) into
// the first HTML, so the cards and their pictures, and the article's title, picture and text, paint before any
// JavaScript has run. The article's page is a chunk of its own: the server awaits `preload` (BlogRoutes' preloadFor)
// before rendering it, as the shell does before its first render, so both draw the article and never its skeleton.
import {
  API,
  ROUTES,
  listApiPath,
  listApiQuery,
  listStateFrom,
  parseRouteId,
  pathInSection,
  type SectionServer,
} from '@kingside/contracts';
import BlogRoutes, { preloadFor } from './BlogRoutes';
import { blogApi } from './blogApi';

const mountPath = ROUTES.blog;
const { blogGetPostPage, blogGetPost } = blogApi.endpoints;

export const sections: SectionServer[] = [
  {
    exposes: './Routes',
    mountPath,
    // The read each page makes on its first render, for the same URL. The list: the current page only, its state read
    // from the URL as the browser reads it (useListState). An article: the article. An id that is not one is left to
    // the browser, which goes back to the list; so is an article the api does not know (its read is a 404: the empty
    // frame, as for an unknown product).
    queriesFor(url) {
      const rest = pathInSection(url, mountPath);
      if (rest === '') {
        const query = listApiQuery('blog', listStateFrom('blog', url.searchParams));
        return [{ endpointName: blogGetPostPage.name, arg: query, path: listApiPath('blog', query), paged: true }];
      }
      const id = rest === null ? null : parseRouteId(rest);
      return id === null ? null : [{ endpointName: blogGetPost.name, arg: id, path: API.blogPost(id) }];
    },
    preload: preloadFor,
    // An unknown id: the page goes back to the list (docs/spec.md §2.6); the server answers with that redirect.
    missingRedirect: () => ROUTES.blog,
    component: BlogRoutes,
  },
];
