import { Container } from '@kingside/ui';
import { renderStandalone } from '@kingside/ui/standalone';
import LearnRoutes from './LearnRoutes';
import LessonsPreview from './LessonsPreview';
import TrainRoutes from './train/TrainRoutes';

renderStandalone('mfe-learn', [
  { path: '/learn/*', element: <LearnRoutes /> },
  { path: '/train/*', element: <TrainRoutes /> },
  // Home's preview, as the shell shows it.
  {
    path: '/preview/lessons',
    element: (
      <Container css={{ padding: '32px 16px' }}>
        <LessonsPreview />
      </Container>
    ),
  },
]);
