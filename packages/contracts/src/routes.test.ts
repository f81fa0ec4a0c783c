import { ROUTES, shellPageFor } from './routes';

describe('shellPageFor', () => {
  it('starts Home from the pre-rendered Home, whatever the query', () => {
    expect(shellPageFor('/')).toBe('home');
  });

  it('starts the sign-in pages bare, as react-router matches them (any case, a trailing slash)', () => {
    for (const path of [ROUTES.auth, ROUTES.adminLogin, '/AUTH', '/auth/', '/Admin/Login//']) {
      expect(shellPageFor(path)).toBe('frameless');
    }
  });

  it('starts every other page, known or not, from the frame', () => {
    for (const path of [ROUTES.learn, ROUTES.product(3), ROUTES.cart, ROUTES.about, ROUTES.adminDashboard, '/auth/more', '/nope']) {
      expect(shellPageFor(path)).toBe('frame');
    }
  });

  it('reads a run of slashes as Home, as the router does', () => {
    expect(shellPageFor('//')).toBe('home');
  });
});
