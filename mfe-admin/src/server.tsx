// The back office's Node bundle (contracts' SectionServer): the server draws /admin/login into the first HTML, outside
// the frame, which the browser hydrates as drawn. Only the login: every other admin page is an administrator's own,
// drawn in the browser (docs/architecture.md §10.3). An administrator's session is the browser's to know, and sends
// them on to the dashboard once the page is live.
import { ROUTES, pathInSection, type SectionServer } from '@kingside/contracts';
import AdminLogin from './AdminLogin';

const mountPath = ROUTES.adminLogin;

export const sections: SectionServer[] = [
  { exposes: './AdminLogin', mountPath, queriesFor: (url) => (pathInSection(url, mountPath) === '' ? [] : null), component: AdminLogin },
];
