import { API, ROUTES, shortDescription, type Product } from '@kingside/contracts';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E } from '../support/env';

// Each page's head in its first HTML, as a crawler or a link preview reads it, without a browser (docs/spec.md §2.31):
// api/src/site/pageHead.ts writing what mfe-shop's server.tsx says of a product (SectionServer.head), and /sitemap.xml.

/** The HTML the server sends for `path`, as curl would get it. */
async function firstHtml(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path, { maxRedirects: 0 });
  expect(response.status()).toBe(200);
  return response.text();
}

/** Text as the HTML escapes it, read back. */
const unescaped = (text: string | undefined) =>
  text
    ?.replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The content of the head's <meta> named `name` (name= or property=), unescaped. */
function metaOf(html: string, name: string): string | undefined {
  return unescaped(new RegExp(`<meta (?:name|property)="${name.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(html)?.[1]);
}

function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

test('/shop/1: its name in the title, its own description, a canonical link, Open Graph and a JSON-LD Product with an Offer', async ({
  request,
}) => {
  const product = (await (await request.get(API.product(1))).json()) as Product;
  const html = await firstHtml(request, ROUTES.product(1));
  const head = html.slice(0, html.indexOf('</head>'));
  const absolute = (path: string) => `${E2E.baseUrl}${path}`;

  expect(unescaped(/<title>([^<]*)<\/title>/.exec(head)?.[1])).toBe(`${product.name} - Kingside Academy`);
  expect(metaOf(head, 'description')).toBe(shortDescription(product.description));
  expect(metaOf(head, 'description')).not.toContain('chess lessons for every level');
  expect(head).toContain(`<link rel="canonical" href="${absolute(ROUTES.product(1))}">`);
  expect(metaOf(head, 'og:title')).toBe(`${product.name} - Kingside Academy`);
  expect(metaOf(head, 'og:type')).toBe('product');
  expect(metaOf(head, 'og:url')).toBe(absolute(ROUTES.product(1)));
  // Link previews do not show SVG: the picture is named as a PNG of it, 1200 × 630 (PNG's IHDR: width, then height).
  const preview = absolute(product.imageUrl.replace(/^\/images\//, '/share-images/').replace(/\.svg$/, '.png'));
  expect(product.imageUrl).toMatch(/^\/images\/.+\.svg$/);
  expect(metaOf(head, 'og:image')).toBe(preview);
  expect(metaOf(head, 'twitter:image')).toBe(preview);
  const picture = await request.get(preview);
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toBe('image/png');
  const png = await picture.body();
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  expect(metaOf(head, 'twitter:card')).toBe('summary_large_image');

  const data = jsonLdOf(head);
  const item = data.find((object) => object['@type'] === 'Product');
  expect(item).toMatchObject({
    '@context': 'https://schema.org',
    name: product.name,
    image: absolute(product.imageUrl),
    url: absolute(ROUTES.product(1)),
    offers: {
      '@type': 'Offer',
      price: (product.price / 100).toFixed(2),
      priceCurrency: 'USD',
      availability: product.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
  });
  expect(data.find((object) => object['@type'] === 'BreadcrumbList')).toMatchObject({
    itemListElement: [{ item: absolute('/') }, { item: absolute(ROUTES.shop) }, { item: absolute(ROUTES.product(1)) }],
  });
});

test('/shop with a sort and a search: canonical to the list, without them', async ({ request }) => {
  const html = await firstHtml(request, `${ROUTES.shop}?sort=-price&q=set&category=books`);
  expect(html).toContain(`<link rel="canonical" href="${E2E.baseUrl}${ROUTES.shop}?category=Books">`);
  expect(html).toContain('<title>Shop - Kingside Academy</title>');
});

test('Home: its Organization', async ({ request }) => {
  const html = await firstHtml(request, ROUTES.home);
  expect(jsonLdOf(html)).toContainEqual(expect.objectContaining({ '@type': 'Organization', url: `${E2E.baseUrl}/` }));
  expect(html).toContain(`<link rel="canonical" href="${E2E.baseUrl}/">`);
});

test('/sitemap.xml lists every product, and robots.txt names it', async ({ request }) => {
  const products = (await (await request.get(API.products)).json()) as Product[];
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  for (const product of products) expect(xml).toContain(`<loc>${E2E.baseUrl}${ROUTES.product(product.id)}</loc>`);
  for (const page of [ROUTES.learn, ROUTES.blog, ROUTES.shop, ROUTES.about]) expect(xml).toContain(`<loc>${E2E.baseUrl}${page}</loc>`);
  expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${E2E.baseUrl}/sitemap.xml`);
});
