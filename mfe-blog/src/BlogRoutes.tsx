import { NotFound, Route, Routes } from '@kingside/ui';
import { Suspense, lazy } from 'react';
import { BlogList } from './BlogList';
import { BlogPostSkeleton } from './BlogPostSkeleton';

// Most visitors reach the list first: the article page is its own chunk, fetched on first open.
const BlogPostPage = lazy(() => import('./BlogPostPage'));

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
