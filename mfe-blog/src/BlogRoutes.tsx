import { NotFound, Route, Routes } from '@kingside/ui';
import { lazyWithPreload } from '@kingside/ui/lazyWithPreload';
import { Suspense } from 'react';
import { BlogList } from './BlogList';
import { BlogPostSkeleton } from './BlogPostSkeleton';

// Most visitors reach the list first: the article page is its own chunk, fetched on first open.
const BlogPostPage = lazyWithPreload(() => import('./BlogPostPage'));

/**
 * Loads the chunk the page at `pathname` is drawn with (contracts' SectionModule.preloadFor): the server awaits it before
 * rendering an article's page (src/server.tsx), the shell before its first render of a page the server rendered, so
 * that render draws the article itself, not its skeleton. Paths as BlogRoutes matches them, under /blog.
 */
export function preloadFor({ pathname }: { pathname: string }): Promise<unknown> {
  const [id, ...more] = pathname.split('/').filter(Boolean).slice(1);
  return id && !more.length ? BlogPostPage.preload() : Promise.resolve();
}

/** The blog, mounted by the shell at /blog/*: the list at /blog, an article at /blog/{id}. */
export default function BlogRoutes() {
  return (
    <Routes>
      <Route index element={<BlogList />} />
      <Route
        path=":id"
        element={
          <Suspense fallback={<BlogPostSkeleton />}>
            <BlogPostPage />
          </Suspense>
        }
      />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
