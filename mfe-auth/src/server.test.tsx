import { STORAGE_KEYS } from '@kingside/contracts';
import { sectionServerTesting } from '@kingside/ui/testing/section';
import { sections } from './server';

// The sign-in page's section server (src/server.tsx): the page drawn for a visitor the server does not know, and the
// browser's hydrating render draws exactly that, a member's token or not (React's development build reports any difference).
const [section] = sections as [(typeof sections)[number]];
const { at, draw, hydrate } = sectionServerTesting(section);

beforeEach(() => {
  jest.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>(() => undefined));
});

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

it('reads nothing and draws /auth only', () => {
  expect(section.queriesFor(at('/auth'))).toEqual([]);
  expect(section.queriesFor(at('/auth?verification=expired'))).toEqual([]);
  expect(section.queriesFor(at('/auth/more'))).toBeNull();
});

it('draws the Sign In form, its submit held until the page is live, and the member benefits', () => {
  const html = draw('/auth', []);
  expect(html).toMatch(/<h1[^>]*>Welcome back<\/h1>/);
  expect(html).toMatch(/<form[^>]*data-early="sign-in"/);
  expect(html).toContain('data-keep="sign-in-email"');
  expect(html).toContain('Member benefits');
});

it.each([
  ['a guest', '/auth', false],
  ['a member (sent on once live)', '/auth', true],
  ['a verification link that failed', '/auth?verification=expired', false],
])('is hydrated as drawn for %s: nothing differs', async (_, path, member) => {
  const { problems, unmount } = await hydrate(path, [], () => {
    if (member) localStorage.setItem(STORAGE_KEYS.authToken, 'a-member-token-of-twenty-chars');
  });
  expect(problems).toEqual([]);
  unmount();
});
