// The shop's Node bundle (contracts' SectionServer): the server renders /shop and /shop/{id} into the
// first HTML, so the cards and their pictures paint before any JavaScript has run.
import {
  API,
  ROUTES,
  listApiPath,
  listApiQuery,
  listStateFrom,
  parseRouteId,
  pathInSection,
  type SectionServer,
} from '@kingside/contracts';
import { commerceApi } from '@kingside/ui';
import ShopRoutes from './ShopRoutes';

const mountPath = ROUTES.shop;

export const sections: SectionServer[] = [
  {
    exposes: './Routes',
    mountPath,
    // The reads ShopPage and ProductPage make on their first render, for the same URL: the list's current page only,
    // its state read from the URL as the browser reads it (useListState).
    queriesFor(url) {
      const rest = pathInSection(url, mountPath);
      if (rest === '') {
        const query = listApiQuery('products', listStateFrom('products', url.searchParams));
        return [{ endpointName: commerceApi.endpoints.getProductPage.name, arg: query, path: listApiPath('products', query), paged: true }];
      }
      const id = rest === null ? null : parseRouteId(rest);
      return id === null ? null : [{ endpointName: commerceApi.endpoints.getProduct.name, arg: id, path: API.product(id) }];
    },
    // An unknown id: the page goes back to the list (docs/spec.md §2.8); the server answers with that redirect.
    missingRedirect: () => ROUTES.shop,
    component: ShopRoutes,
  },
];
