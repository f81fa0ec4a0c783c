import { pageTitle, type BlogPost } from '@kingside/contracts';

/*
 * The blog's page titles and the list's intro: one home, read by the pages in the browser (useDocumentTitle) and by the
 * heads the server writes into their first HTML (server.tsx's head; docs/spec.md §2.31).
 */

/** /blog's title (docs/spec.md §2.5), and an article's while it loads. */
export const BLOG_TITLE = pageTitle('Chess Blog');

/** /blog's intro under its heading, and its meta description. */
export const BLOG_INTRO =
  "Articles from our coaches on strategy, the psychology of competition, the game's history, openings, endgames and tactics.";

/** /blog/{id}'s title (docs/spec.md §2.6): the article's, or the list's until it has loaded. */
export const articleTitle = (post: Pick<BlogPost, 'title'> | undefined): string => (post ? pageTitle(post.title) : BLOG_TITLE);
