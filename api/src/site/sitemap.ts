import { ROUTES } from '@kingside/contracts';
import type { RequestHandler } from 'express';
import type { PublicCatalogue } from '../catalogue';
import { absoluteUrl, escapeHtml } from './pageHead';

/*
 * /sitemap.xml (docs/spec.md §2.31): every public page, the shell's own, the lists and every product, course and article the
 * storefront shows, each an absolute URL of the site's public URL, with `lastmod` where the data has an update time. Not
 * the back office, the sign-in pages nor a member's own pages (robots.txt keeps crawlers from /admin/ and /api/).
 */

/** The public pages whose content is not in the catalogue: Home and the shell's other pages. */
const SHELL_PAGES = [ROUTES.home, ROUTES.about, ROUTES.contact, ROUTES.revival];

interface SitemapEntry {
  path: string;
  lastmod?: Date;
}

/** The latest of the records' update times: when a list showing them last changed. */
function newest(records: { updatedAt: Date }[]): Date | undefined {
  let latest: Date | undefined;
  for (const { updatedAt } of records) if (!latest || updatedAt > latest) latest = updatedAt;
  return latest;
}

/** The sitemap's pages: the shell's, then each list followed by its items. */
export function sitemapEntries(catalogue: PublicCatalogue): SitemapEntry[] {
  const { products, lessons, blogPosts } = catalogue;
  return [
    ...SHELL_PAGES.map((path) => ({ path })),
    { path: ROUTES.learn, lastmod: newest(lessons) },
    ...lessons.map(({ id, updatedAt }) => ({ path: ROUTES.lesson(id), lastmod: updatedAt })),
    { path: ROUTES.blog, lastmod: newest(blogPosts) },
    ...blogPosts.map(({ id, updatedAt }) => ({ path: ROUTES.blogPost(id), lastmod: updatedAt })),
    { path: ROUTES.shop, lastmod: newest(products) },
    ...products.map(({ id, updatedAt }) => ({ path: ROUTES.product(id), lastmod: updatedAt })),
  ];
}

/** The sitemaps.org document of `entries`, their URLs absolute from `publicUrl`; `lastmod` as a UTC timestamp. */
export function sitemapXml(publicUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map(({ path, lastmod }) => {
    const loc = `<loc>${escapeHtml(absoluteUrl(publicUrl, path))}</loc>`;
    const modified =
      lastmod && !Number.isNaN(lastmod.getTime()) ? `<lastmod>${lastmod.toISOString().replace(/\.\d{3}Z$/, 'Z')}</lastmod>` : '';
    return `<url>${loc}${modified}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** How long a browser or a cache may keep the sitemap: a minute, the longest a change may take to show in it. */
const SITEMAP_MAX_AGE_S = 60;

/**
 * GET /sitemap.xml: made from the catalogue on the first request and kept until the catalogue changes (`onCatalogueChange`,
 * every write through the back office, on every instance), so it is current at once; a failed read is not kept.
 */
export function sitemapRoute(
  publicUrl: string,
  readCatalogue: () => Promise<PublicCatalogue>,
  onCatalogueChange: (listener: () => void) => void,
): RequestHandler {
  let kept: Promise<string> | null = null;
  onCatalogueChange(() => {
    kept = null;
  });
  return (_req, res, next) => {
    const xml = kept ?? readCatalogue().then((catalogue) => sitemapXml(publicUrl, sitemapEntries(catalogue)));
    kept = xml;
    xml.then(
      (text) => {
        res.setHeader('Cache-Control', `public, max-age=${SITEMAP_MAX_AGE_S}`);
        res.type('application/xml').send(text);
      },
      (error: unknown) => {
        if (kept === xml) kept = null;
        next(error);
      },
    );
  };
}
