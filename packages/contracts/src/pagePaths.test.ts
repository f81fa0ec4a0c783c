import { isPagePath, shellPageFor } from './pagePaths';
import { CHECKOUT_COMPLETE_PATH } from './payments';
import { ROUTES } from './routes';

describe('shellPageFor', () => {
  it('starts Home from the pre-rendered Home, whatever the query', () => {
    expect(shellPageFor('/')).toBe('home');
  });

  it('starts the shell’s own pages from their pre-rendered pages, as the router matches them', () => {
    expect([ROUTES.about, '/Contact/', '//revival'].map(shellPageFor)).toEqual(['about', 'contact', 'revival']);
  });

  it('starts the sign-in pages bare, as react-router matches them (any case, a trailing slash)', () => {
    for (const path of [ROUTES.auth, ROUTES.adminLogin, '/AUTH', '/auth/', '/Admin/Login//']) {
      expect(shellPageFor(path)).toBe('frameless');
    }
  });

  it('starts every other page of docs/spec.md §2 from the frame', () => {
    const pages = [ROUTES.learn, ROUTES.lesson(3), '/learn/3/chapters/2', ROUTES.blog, ROUTES.blogPost(1), ROUTES.shop, ROUTES.product(3)];
    pages.push(ROUTES.cart, ROUTES.checkout, ROUTES.accountOrders);
    pages.push(ROUTES.adminDashboard, ROUTES.adminOrder(4), '/Shop/3/', '/learn/abc', CHECKOUT_COMPLETE_PATH);
    pages.push(ROUTES.train, ROUTES.trainReview, '/Train/Review/');
    for (const path of pages) {
      expect(shellPageFor(path)).toBe('frame');
      expect(isPagePath(path)).toBe(true);
    }
  });

  it('starts an unknown path from the not-found page (docs/spec.md §2.19)', () => {
    for (const path of [
      '/nope',
      '/auth/more',
      '/learn/3/extra',
      '/shop/3/4',
      '/account',
      '/cart/1',
      '/learn/3/chapters',
      '/train/3',
      '/train/review/1',
    ]) {
      expect(shellPageFor(path)).toBe('notfound');
      expect(isPagePath(path)).toBe(false);
    }
  });

  it('reads a run of slashes as Home, as the router does', () => {
    expect(shellPageFor('//')).toBe('home');
  });
});
