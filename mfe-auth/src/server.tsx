// The sign-in page's Node bundle (contracts' SectionServer): the server draws /auth into the first HTML, outside the
// frame: the Sign In form and the member benefits, which the browser hydrates as drawn. No reads; a member's token is
// the browser's to know, and sends them on once the page is live (docs/architecture.md §10.3).
import { ROUTES, pathInSection, type SectionServer } from '@kingside/contracts';
import AuthPage from './AuthPage';

const mountPath = ROUTES.auth;

export const sections: SectionServer[] = [
  { exposes: './AuthPage', mountPath, queriesFor: (url) => (pathInSection(url, mountPath) === '' ? [] : null), component: AuthPage },
];
