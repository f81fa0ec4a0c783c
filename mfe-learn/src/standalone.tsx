import { renderStandalone } from '@kingside/ui';
import LearnRoutes from './LearnRoutes';

renderStandalone('mfe-learn', [{ path: '/learn/*', element: <LearnRoutes /> }]);
