import { Container } from '@kingside/ui';
import { renderStandalone } from '@kingside/ui/standalone';
import BlogPreview from './BlogPreview';
import BlogRoutes from './BlogRoutes';

renderStandalone('mfe-blog', [
  { path: '/blog/*', element: <BlogRoutes /> },
  // Home's preview, as the shell shows it.
  {
    path: '/preview/blog',
    element: (
      <Container css={{ padding: '32px 16px' }}>
        <BlogPreview />
      </Container>
    ),
  },
]);
