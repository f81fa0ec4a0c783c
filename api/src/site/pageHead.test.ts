import { SHELL_PAGE_HEADS, type PageHead } from '@kingside/contracts';
import { absoluteUrl, headTags, scriptJson, withPageHead } from './pageHead';

const SITE = 'https://chess.example';
const TEMPLATE =
  '<html><head><meta charset="utf-8"><meta name="description" content="The site."><title>Kingside Academy</title></head><body></body></html>';

const PRODUCT: PageHead = {
  title: 'Board "Deluxe" & <Co> - Kingside Academy',
  description: 'A board </script><script>alert(1)</script>',
  canonicalPath: '/shop/1',
  imagePath: '/images/products/board.svg',
  type: 'product',
  jsonLd: [
    {
      '@type': 'Product',
      name: 'Evil </script><!-- \u2028',
      image: '/images/products/board.svg',
      url: '/shop/1',
      offers: { '@type': 'Offer', url: '/shop/1', price: '25.00' },
      description: '/not/a/link',
      sameAs: '//cdn.example/x',
    },
  ],
};

/** The JSON-LD objects of a page, parsed back. */
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );

describe('withPageHead', () => {
  const page = withPageHead(TEMPLATE, PRODUCT, SITE);

  it('replaces the template’s title and description, escaped', () => {
    expect(page).toContain('<title>Board &quot;Deluxe&quot; &amp; &lt;Co&gt; - Kingside Academy</title>');
    expect(page).toContain('<meta name="description" content="A board &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;">');
    expect(page).not.toContain('The site.');
    expect(page.match(/<title>/g)).toHaveLength(1);
  });

  it('writes the canonical link, Open Graph and Twitter tags with absolute URLs, before </head>', () => {
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toContain('<link rel="canonical" href="https://chess.example/shop/1">');
    expect(head).toContain('<meta property="og:url" content="https://chess.example/shop/1">');
    expect(head).toContain('<meta property="og:image" content="https://chess.example/share-images/products/board.png">');
    expect(head).toContain('<meta property="og:type" content="product">');
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(head).toContain('<meta name="twitter:image" content="https://chess.example/share-images/products/board.png">');
  });

  it('writes JSON-LD that cannot close its <script>, and that parses back to the same data with absolute links', () => {
    expect(page).not.toContain('</script><!--');
    expect(page.match(/<\/script>/g)).toHaveLength(1);
    const [product] = jsonLdOf(page);
    expect(product).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Evil </script><!-- \u2028',
      image: 'https://chess.example/images/products/board.svg',
      url: 'https://chess.example/shop/1',
      offers: { '@type': 'Offer', url: 'https://chess.example/shop/1', price: '25.00' },
      // Only links are made absolute; text that starts with a slash, and a link to another host, stay as they are.
      description: '/not/a/link',
      sameAs: '//cdn.example/x',
    });
  });

  it('writes no canonical link nor og:url for a page without a canonical path', () => {
    const tags = headTags({ title: 'T', description: 'D', type: 'website' }, SITE);
    expect(tags).not.toContain('canonical');
    expect(tags).not.toContain('og:url');
    expect(tags).not.toContain('og:image');
    expect(tags).toContain('<meta name="twitter:card" content="summary">');
  });

  it('adds a title and a description to a template that has none, and leaves a page without </head> as it is', () => {
    const page = withPageHead('<head></head>', PRODUCT, SITE);
    expect(page).toMatch(/^<head><title>Board .*<\/title><meta name="description" content="A board [^"]*"><link rel="canonical"/);
    expect(withPageHead('<p>no head</p>', PRODUCT, SITE)).toBe('<p>no head</p>');
  });

  it('writes a "$&" in the text as it is', () => {
    expect(withPageHead(TEMPLATE, { ...PRODUCT, title: '$& $1' }, SITE)).toContain('<title>$&amp; $1</title>');
  });

  it('gives Home the Organization, with its absolute URL and logo', () => {
    const [organization] = jsonLdOf(withPageHead(TEMPLATE, SHELL_PAGE_HEADS.home, SITE));
    expect(organization).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Kingside Academy',
      url: 'https://chess.example/',
      logo: 'https://chess.example/images/favicon.svg',
    });
  });
});

describe('absoluteUrl and scriptJson', () => {
  it('makes a site path absolute, with one slash between the site and the path', () => {
    expect(absoluteUrl('https://chess.example/', '/shop')).toBe('https://chess.example/shop');
    expect(absoluteUrl('https://chess.example', 'https://other.example/x')).toBe('https://other.example/x');
  });

  it('escapes <, >, & and the line separators as \\u escapes JSON reads back', () => {
    const text = scriptJson({ a: '</script>&\u2028\u2029' });
    expect(text).toBe('{"a":"\\u003c/script\\u003e\\u0026\\u2028\\u2029"}');
    expect(JSON.parse(text)).toEqual({ a: '</script>&\u2028\u2029' });
  });
});
