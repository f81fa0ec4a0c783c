import { ACADEMY_NAME, SHELL_PAGE_TITLES } from './brand';
import { LIST_KIND_FILTERS, LIST_PARAMS, listStateFrom, type ListKind } from './listing';
import { ROUTES } from './routes';

/*
 * What a page's <head> says to search engines and link previews, in the first HTML (issue 43, docs/spec.md §2.31): its
 * title and description, its canonical URL, its Open Graph and Twitter card tags and its JSON-LD. The part of the
 * site that draws a page says it (a remote's SectionServer.head for its pages, SHELL_PAGE_HEADS for the shell's own);
 * the server writes it into the HTML, with every URL made absolute from its public URL (api/src/site/pageHead.ts).
 */

/** Open Graph's og:type of a page. */
export type PageType = 'website' | 'product' | 'article';

/** A schema.org object, written as one `<script type="application/ld+json">`. */
export type JsonLd = { '@type': string } & Record<string, unknown>;

export interface PageHead {
  /** the whole <title>, e.g. "Staunton Tournament Set - Kingside Academy" */
  title: string;
  /** the meta description: plain text, at most DESCRIPTION_LENGTH characters (shortDescription) */
  description: string;
  /** the path (and query) of the page's one canonical URL; absent: no canonical link (and no og:url) */
  canonicalPath?: string;
  /** the page's picture, a path on the site (og:image, twitter:image) */
  imagePath?: string;
  type: PageType;
  /**
   * schema.org objects, without `@context` (the server adds it). Links in them are site paths ('/shop/1'): the server
   * makes absolute every string starting with a single '/' under the keys of JSON_LD_URL_KEYS, at any depth.
   */
  jsonLd?: JsonLd[];
}

/** The keys whose site paths the server makes absolute in a page's JSON-LD. */
export const JSON_LD_URL_KEYS = ['@id', 'url', 'item', 'image', 'logo'] as const;

/** The longest meta description: what search engines show of one, about two lines. */
export const DESCRIPTION_LENGTH = 160;

/**
 * A page's description from its own text: whitespace collapsed, and, when longer than `max`, cut at the last word
 * that fits with an ellipsis ("A walnut board with… ").
 */
export function shortDescription(text: string, max: number = DESCRIPTION_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  const words = (space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–—-]+$/, '');
  return `${words}…`;
}

/** The academy as schema.org's Organization: Home's JSON-LD, and the provider or publisher of a course or an article. */
export const ORGANIZATION: JsonLd = { '@type': 'Organization', name: ACADEMY_NAME, url: ROUTES.home, logo: '/images/favicon.svg' };

/** The site's own picture, for a page that has none of its own (the shell's pages, a list with no item). */
export const SITE_IMAGE = '/images/favicon.svg';

/** One step of a detail page's BreadcrumbList: its name and its path. */
export interface Crumb {
  name: string;
  path: string;
}

/** schema.org's BreadcrumbList of a detail page: Home, its list, and the page itself. */
export function breadcrumbList(crumbs: Crumb[]): JsonLd {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: crumb.path })),
  };
}

/**
 * The canonical path of a list page (/shop, /learn, /blog) at `search`: the list's own path with only what makes it
 * another list, its filter (`?category=Books`, `?level=beginner`, as the list names the option) and its page beyond the
 * first (each page of a list holds other items). A sort is the same items in another order, and a search a view a
 * search engine should not index apart: neither is kept, nor anything the list does not read.
 */
export function listCanonicalPath(kind: ListKind, path: string, search: URLSearchParams): string {
  const state = listStateFrom(kind, search);
  const query = new URLSearchParams();
  if (state.filter) query.set(LIST_KIND_FILTERS[kind].param, state.filter);
  if (state.page > 1) query.set(LIST_PARAMS.page, String(state.page));
  const rest = query.toString();
  return rest ? `${path}?${rest}` : path;
}

/**
 * The head of a list page (/shop, /learn, /blog): its title and intro, its canonical path (listCanonicalPath) and, as its
 * picture, the first card's (`firstImage`), or the site's when the page is empty.
 */
export function listPageHead(
  kind: ListKind,
  list: { title: string; description: string; path: string },
  url: URL,
  firstImage: string | undefined,
): PageHead {
  return {
    title: list.title,
    description: list.description,
    canonicalPath: listCanonicalPath(kind, list.path, url.searchParams),
    imagePath: firstImage ?? SITE_IMAGE,
    type: 'website',
  };
}

/** The shell's own pages (pre-rendered at build time; docs/spec.md §2) and their heads. */
export const SHELL_PAGE_HEADS = {
  home: {
    title: SHELL_PAGE_TITLES.home,
    description: `${ACADEMY_NAME}: chess lessons for every level, articles, and quality chess equipment.`,
    canonicalPath: ROUTES.home,
    imagePath: SITE_IMAGE,
    type: 'website',
    jsonLd: [ORGANIZATION],
  },
  about: {
    title: SHELL_PAGE_TITLES.about,
    description: `About ${ACADEMY_NAME}: we help people of every age and level understand chess more deeply, enjoy it more, and play it better.`,
    canonicalPath: ROUTES.about,
    imagePath: SITE_IMAGE,
    type: 'website',
  },
  contact: {
    title: SHELL_PAGE_TITLES.contact,
    description: `Contact ${ACADEMY_NAME}. Questions about a course or an order? Write to us and a member of the team will answer.`,
    canonicalPath: ROUTES.contact,
    imagePath: SITE_IMAGE,
    type: 'website',
  },
  revival: {
    title: SHELL_PAGE_TITLES.revival,
    description: `Chess for Revival, a community programme of ${ACADEMY_NAME}: its mission, its impact, and how to get involved.`,
    canonicalPath: ROUTES.revival,
    imagePath: SITE_IMAGE,
    type: 'website',
  },
} as const satisfies Record<string, PageHead>;
