import { renderStandalone } from '@kingside/ui';
import AuthPage from './AuthPage';
import JoinInitiative from './JoinInitiative';

renderStandalone('mfe-auth', [
  { path: '/auth', element: <AuthPage /> },
  { path: '/join', element: <JoinInitiative /> },
]);
