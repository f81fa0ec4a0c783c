// The shop's Node bundle (contracts' SectionServer): the server renders /shop and /shop/{id} into the
// first HTML, so the cards and their pictures paint before any JavaScript has run. Both pages are chunks of their own:
// the server awaits `preload` (ShopRoutes' preloadFor) before rendering one, as the shell does before its first render.
import {
  API,
  CURRENCY,
  ROUTES,
  breadcrumbList,
  decimalPrice,
  listPageHead,
  listPageRead,
  parseRouteId,
  pathInSection,
  reviewPageFrom,
  reviewPageRead,
  shortDescription,
  type Page,
  type PageHead,
  type Product,
  type ProductReviewPage,
  type SectionQueryResult,
  type SectionServer,
} from '@kingside/contracts';
import { commerceApi } from '@kingside/ui';
import { reviewJsonLd } from './reviews/reviewJsonLd';
import { shopProductReviews } from './reviews/reviewsApi';
import ShopRoutes, { preloadFor } from './ShopRoutes';
import { SHOP_INTRO, SHOP_TITLE, productTitle } from './titles';

const mountPath = ROUTES.shop;

/**
 * The head of /shop and of a product's page (docs/spec.md §2.31), from the reads the page was drawn from: the list's
 * canonical path keeps its category and page only (listCanonicalPath); a product's page says what it sells (schema.org's
 * Product with its Offer: the price in CURRENCY, in stock or not; its reviews' aggregateRating and review when it has
 * some: reviewJsonLd) and where it sits (BreadcrumbList).
 */
function shopHead(url: URL, results: SectionQueryResult[]): PageHead | null {
  const [result] = results;
  if (!result) return null;
  if (result.endpointName === commerceApi.endpoints.getProductPage.name) {
    const first = (result.value as Page<Product>).items[0];
    return listPageHead('products', { title: SHOP_TITLE, description: SHOP_INTRO, path: mountPath }, url, first?.imageUrl);
  }
  const product = result.value as Product;
  const reviews = results.find((read) => read.endpointName === shopProductReviews.name)?.value as ProductReviewPage | undefined;
  const path = ROUTES.product(product.id);
  const description = shortDescription(product.description);
  return {
    title: productTitle(product),
    description,
    canonicalPath: path,
    imagePath: product.imageUrl,
    type: 'product',
    jsonLd: [
      {
        '@type': 'Product',
        name: product.name,
        description,
        image: product.imageUrl,
        category: product.category,
        sku: String(product.id),
        url: path,
        offers: {
          '@type': 'Offer',
          price: decimalPrice(product.price),
          priceCurrency: CURRENCY,
          availability: product.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
          url: path,
        },
        ...reviewJsonLd(reviews),
      },
      breadcrumbList([
        { name: 'Home', path: ROUTES.home },
        { name: 'Shop', path: ROUTES.shop },
        { name: product.name, path },
      ]),
    ],
  };
}

export const sections: SectionServer[] = [
  {
    exposes: './Routes',
    mountPath,
    // The reads ShopPage and ProductPage make on their first render, for the same URL: the list's current page only,
    // its state read from the URL as the browser reads it (useListState).
    queriesFor(url) {
      const rest = pathInSection(url, mountPath);
      if (rest === '') return [listPageRead('products', commerceApi.endpoints.getProductPage.name, url)];
      const id = rest === null ? null : parseRouteId(rest);
      if (id === null) return null;
      // The product and the page of its reviews the URL names (?reviews=2), as ProductReviews reads it (issue 44).
      const reviews = reviewPageRead(id, reviewPageFrom(url.searchParams));
      return [
        { endpointName: commerceApi.endpoints.getProduct.name, arg: id, path: API.product(id) },
        { endpointName: shopProductReviews.name, arg: reviews, path: reviews },
      ];
    },
    preload: preloadFor,
    // An unknown id: the page goes back to the list (docs/spec.md §2.8); the server answers with that redirect.
    missingRedirect: () => ROUTES.shop,
    head: shopHead,
    component: ShopRoutes,
  },
];
