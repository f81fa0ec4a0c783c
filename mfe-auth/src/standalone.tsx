import { renderStandalone } from '@kingside/ui/standalone';
import AccountMenu from './AccountMenu';
import AuthPage from './AuthPage';
import JoinInitiative from './JoinInitiative';

renderStandalone('mfe-auth', [
  { path: '/auth', element: <AuthPage /> },
  { path: '/join', element: <JoinInitiative /> },
  {
    path: '/account',
    element: (
      <div css={(t) => ({ background: t.colors.night, padding: 16 })}>
        <AccountMenu />
      </div>
    ),
  },
]);
