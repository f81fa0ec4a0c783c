import { STORAGE_KEYS } from '@kingside/contracts';
import { sectionServerTesting } from '@kingside/ui/testing/section';
import { sections } from './server';

// The back office's section server (src/server.tsx): /admin/login only, drawn for a visitor the server does not know,
// and the browser's hydrating render draws exactly that (React's development build reports any difference).
const [section] = sections as [(typeof sections)[number]];
const { at, draw, hydrate } = sectionServerTesting(section);

beforeEach(() => {
  jest.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>(() => undefined));
});

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

it('reads nothing and draws /admin/login only: every other admin page is an administrator’s', () => {
  expect(sections).toHaveLength(1);
  expect(section.queriesFor(at('/admin/login'))).toEqual([]);
  expect(section.queriesFor(at('/admin'))).toBeNull();
  expect(section.queriesFor(at('/admin/products'))).toBeNull();
});

it('draws the sign-in form, its submit held until the page is live', () => {
  const html = draw('/admin/login', []);
  expect(html).toMatch(/<h1[^>]*>Admin Login<\/h1>/);
  expect(html).toMatch(/<form[^>]*data-early="admin-sign-in"/);
});

it.each([
  ['a visitor', false],
  ['a signed-in administrator (sent on once live)', true],
])('is hydrated as drawn for %s: nothing differs', async (_, signedIn) => {
  const { problems, unmount } = await hydrate('/admin/login', [], () => {
    if (!signedIn) return;
    localStorage.setItem(STORAGE_KEYS.adminToken, 'an-admin-token-of-twenty-chars');
    localStorage.setItem(STORAGE_KEYS.adminUser, JSON.stringify({ id: 1, username: 'admin', email: 'a@b.c', role: 'admin' }));
  });
  expect(problems).toEqual([]);
  unmount();
});
