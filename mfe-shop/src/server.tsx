// The shop's Node bundle (contracts' SectionServer): the server renders /shop and /shop/{id} into the
// first HTML, so the cards and their pictures paint before any JavaScript has run.
import { API, LIST_FILTERS, ROUTES, parseRouteId, pathInSection, type SectionServer } from '@kingside/contracts';
import { commerceApi, filterValue } from '@kingside/ui';
import { renderSection } from '@kingside/ui/server';
import ShopRoutes from './ShopRoutes';

const mountPath = ROUTES.shop;

export const section: SectionServer = {
  exposes: './Routes',
  mountPath,
  // The reads ShopPage and ProductPage make on their first render, for the same URL.
  queriesFor(url) {
    const rest = pathInSection(url, mountPath);
    if (rest === '') {
      const category = filterValue(url.searchParams, LIST_FILTERS.shop);
      return category
        ? [{ endpointName: commerceApi.endpoints.getProductsByCategory.name, arg: category, path: API.productsByCategory(category) }]
        : [{ endpointName: commerceApi.endpoints.getProducts.name, path: API.products }];
    }
    const id = rest === null ? null : parseRouteId(rest);
    return id === null ? null : [{ endpointName: commerceApi.endpoints.getProduct.name, arg: id, path: API.product(id) }];
  },
  render: (url, results) => renderSection({ url, mountPath, results, section: <ShopRoutes /> }),
};
