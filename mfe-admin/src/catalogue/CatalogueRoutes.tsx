import type { CatalogueKind } from '@kingside/contracts';
import { ResourceRoutes } from '../kit/ResourceRoutes';
import { blogPosts } from './blogPosts';
import { lessons } from './lessons';
import { products } from './products';

/**
 * The back office's catalogue screens, one declaration each. Loaded when an admin first opens one of them
 * (AdminRoutes), so the table and form libraries are not part of the dashboard's or the login's download.
 */
export default function CatalogueRoutes({ kind }: { kind: CatalogueKind }) {
  switch (kind) {
    case 'products':
      return <ResourceRoutes resource={products} />;
    case 'lessons':
      return <ResourceRoutes resource={lessons} />;
    case 'blog-posts':
      return <ResourceRoutes resource={blogPosts} />;
  }
}
