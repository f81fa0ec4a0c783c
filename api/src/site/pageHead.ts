import { JSON_LD_URL_KEYS, type PageHead } from '@kingside/contracts';
import { shareImagePath } from './shareImage';

/*
 * A page's head in the HTML the server sends (docs/spec.md §2.31, docs/architecture.md §10.3): the page's own <title> and
 * meta description in place of the template's, and before </head> its canonical link, Open Graph and Twitter card tags
 * and JSON-LD, every URL absolute from the site's public URL (config.publicUrl). What a page's head says is the part
 * that draws it: a remote's SectionServer.head, or contracts' SHELL_PAGE_HEADS for the shell's own pages.
 */

/** Text in an attribute's value or an element's text: nothing in it can end either. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/**
 * JSON inside a <script> element: no `<` (so no `</script>` nor `<!--`), no `>` nor `&`, and no U+2028/U+2029, all
 * written as \u escapes, which JSON reads back as the same characters.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** `path` (a site path, '/shop/1') as an absolute URL of the site at `publicUrl`; anything else as it is. */
export function absoluteUrl(publicUrl: string, path: string): string {
  return path.startsWith('/') && !path.startsWith('//') ? `${publicUrl.replace(/\/+$/, '')}${path}` : path;
}

const URL_KEYS = new Set<string>(JSON_LD_URL_KEYS);

/** A JSON-LD value with the site paths under JSON_LD_URL_KEYS made absolute, at any depth. */
function absoluteJsonLd(value: unknown, publicUrl: string, key?: string): unknown {
  if (typeof value === 'string') return key !== undefined && URL_KEYS.has(key) ? absoluteUrl(publicUrl, value) : value;
  if (Array.isArray(value)) return value.map((item) => absoluteJsonLd(item, publicUrl, key));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([name, inner]) => [name, absoluteJsonLd(inner, publicUrl, name)]));
  }
  return value;
}

const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta name="description" content="[^"]*"\s*\/?>/;

/** The tags of a page's head that follow its title and description, in the order written. */
export function headTags(head: PageHead, publicUrl: string): string {
  const meta = (attribute: 'name' | 'property', name: string, content: string) =>
    `<meta ${attribute}="${name}" content="${escapeHtml(content)}">`;
  const canonical = head.canonicalPath === undefined ? null : absoluteUrl(publicUrl, head.canonicalPath);
  const image = head.imagePath === undefined ? null : absoluteUrl(publicUrl, shareImagePath(head.imagePath));
  const tags: string[] = [];
  if (canonical) tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}">`);
  tags.push(
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
  );
  if (canonical) tags.push(meta('property', 'og:url', canonical));
  if (image) tags.push(meta('property', 'og:image', image));
  tags.push(
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
  );
  if (image) tags.push(meta('name', 'twitter:image', image));
  for (const object of head.jsonLd ?? []) {
    const data = absoluteJsonLd({ '@context': 'https://schema.org', ...object }, publicUrl);
    tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  }
  return tags.join('');
}

/**
 * `html` (a page of the shell's build) with `head` written in: its <title> and meta description replaced (added when
 * the template has none), and the other tags (headTags) before </head>. A page without </head> is returned as it is.
 */
export function withPageHead(html: string, head: PageHead, publicUrl: string): string {
  if (!html.includes('</head>')) return html;
  const title = `<title>${escapeHtml(head.title)}</title>`;
  const description = `<meta name="description" content="${escapeHtml(head.description)}">`;
  let page = html;
  let missing = '';
  // Functions, so a "$&" in the page's text is not read as a replacement pattern.
  if (TITLE.test(page)) page = page.replace(TITLE, () => title);
  else missing += title;
  if (DESCRIPTION.test(page)) page = page.replace(DESCRIPTION, () => description);
  else missing += description;
  const tags = missing + headTags(head, publicUrl);
  return page.replace('</head>', () => `${tags}</head>`);
}
