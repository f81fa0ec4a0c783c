import { ROUTES } from './routes';

/*
 * Which page the server starts a first visit from. Only the server (and the shell's build) reads this: it is behind
 * `@kingside/contracts/api`, not in the main entry that every page's first visit downloads.
 */

/** Routes drawn outside the public frame (no header, no footer): docs/spec.md §2's sign-in pages. */
export const FRAMELESS_ROUTES: readonly string[] = [ROUTES.auth, ROUTES.adminLogin];

/**
 * Every path the browser draws a page at (docs/spec.md §2), segment by segment: `:` any one segment (an id, which the
 * page itself may find unknown: docs/spec.md §2.4, §2.6, §2.8), `*` anything below (the back office, behind sign-in,
 * draws its own not-found page). Any other path is the not-found page.
 */
const PAGE_PATTERNS: readonly (readonly string[])[] = [
  [],
  ['about'],
  ['contact'],
  ['revival'],
  ['auth'],
  ['learn'],
  ['learn', ':'],
  ['learn', ':', 'chapters', ':'],
  ['train'],
  ['train', 'review'],
  ['train', 'themes'],
  ['train', 'openings'],
  ['train', 'openings', 'drill'],
  ['train', 'games'],
  ['train', 'games', ':'],
  ['blog'],
  ['blog', ':'],
  ['shop'],
  ['shop', ':'],
  ['cart'],
  ['checkout'],
  ['checkout', 'complete'],
  ['account', 'orders'],
  ['admin', '*'],
];

/** The path's segments as react-router matches them: any case, empty segments (a trailing slash, `//`) ignored. */
const segmentsOf = (pathname: string) => pathname.toLowerCase().split('/').filter(Boolean);

/** Whether the browser draws a page at `pathname` rather than the not-found page (docs/spec.md §2.19). */
export function isPagePath(pathname: string): boolean {
  const segments = segmentsOf(pathname);
  return PAGE_PATTERNS.some(
    (pattern) =>
      (pattern.at(-1) === '*' ? segments.length >= pattern.length - 1 : segments.length === pattern.length) &&
      pattern.every((part, index) => part === '*' || part === ':' || part === segments[index]),
  );
}

/** The shell's pages whose HTML the build pre-renders whole: they hold no data that changes. */
const STATIC_PAGES = { [ROUTES.home]: 'home', [ROUTES.about]: 'about', [ROUTES.contact]: 'contact', [ROUTES.revival]: 'revival' } as const;

/**
 * Which of the shell's HTML pages a first visit to `pathname` starts from: one the build pre-rendered whole (Home and
 * the shell's own pages), the not-found page (answered 404), or a page the server draws at request time, a frameless
 * route's or one in the frame (without the shell's Node bundle, the bare page or the empty frame). Matched as
 * react-router matches, so the server's choice is the route the browser will render.
 */
export function shellPageFor(pathname: string): (typeof STATIC_PAGES)[keyof typeof STATIC_PAGES] | 'frameless' | 'frame' | 'notfound' {
  const path = `/${segmentsOf(pathname).join('/')}`;
  if (Object.hasOwn(STATIC_PAGES, path)) return STATIC_PAGES[path as keyof typeof STATIC_PAGES];
  if (FRAMELESS_ROUTES.includes(path)) return 'frameless';
  return isPagePath(path) ? 'frame' : 'notfound';
}
