// The blog's Node bundle (contracts' SectionServer): the server renders /blog and an article's page (/blog/{id}) into
// the first HTML, so the cards and their pictures, and the article's title, picture and text, paint before any
// JavaScript has run. The article's page is a chunk of its own: the server awaits `preload` (BlogRoutes' preloadFor)
// before rendering it, as the shell does before its first render, so both draw the article and never its skeleton.
import {
  API,
  ORGANIZATION,
  ROUTES,
  breadcrumbList,
  listPageHead,
  listPageRead,
  parseRouteId,
  pathInSection,
  shortDescription,
  type BlogPost,
  type Page,
  type PageHead,
  type SectionQueryResult,
  type SectionServer,
} from '@kingside/contracts';
import BlogRoutes, { preloadFor } from './BlogRoutes';
import { blogApi } from './blogApi';
import { BLOG_INTRO, BLOG_TITLE, articleTitle } from './titles';

const mountPath = ROUTES.blog;
const { blogGetPostPage, blogGetPost } = blogApi.endpoints;

/**
 * The head of /blog and of an article's page (docs/spec.md §2.31), from the read the page was drawn from: the list's
 * canonical path keeps its category and page only (listCanonicalPath); an article is schema.org's Article, published
 * by the academy on its date, and names where it sits (BreadcrumbList).
 */
function blogHead(url: URL, results: SectionQueryResult[]): PageHead | null {
  const [result] = results;
  if (!result) return null;
  if (result.endpointName === blogGetPostPage.name) {
    const first = (result.value as Page<BlogPost>).items[0];
    return listPageHead('blog', { title: BLOG_TITLE, description: BLOG_INTRO, path: mountPath }, url, first?.imageUrl);
  }
  const post = result.value as BlogPost;
  const path = ROUTES.blogPost(post.id);
  const description = shortDescription(post.excerpt);
  return {
    title: articleTitle(post),
    description,
    canonicalPath: path,
    imagePath: post.imageUrl,
    type: 'article',
    jsonLd: [
      {
        '@type': 'Article',
        headline: post.title,
        description,
        image: post.imageUrl,
        datePublished: post.publishedDate,
        articleSection: post.category,
        author: ORGANIZATION,
        publisher: ORGANIZATION,
        mainEntityOfPage: { '@type': 'WebPage', '@id': path },
        url: path,
      },
      breadcrumbList([
        { name: 'Home', path: ROUTES.home },
        { name: 'Blog', path: ROUTES.blog },
        { name: post.title, path },
      ]),
    ],
  };
}

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
      if (rest === '') return [listPageRead('blog', blogGetPostPage.name, url)];
      const id = rest === null ? null : parseRouteId(rest);
      return id === null ? null : [{ endpointName: blogGetPost.name, arg: id, path: API.blogPost(id) }];
    },
    preload: preloadFor,
    // An unknown id: the page goes back to the list (docs/spec.md §2.6); the server answers with that redirect.
    missingRedirect: () => ROUTES.blog,
    head: blogHead,
    component: BlogRoutes,
  },
];
