import '../testing/polyfills';
import { API, firstOfListQuery, listApiPath, productsByIdsPath } from '@kingside/contracts';
import { versionEtag } from '@kingside/contracts/admin';
import { waitFor } from '@testing-library/react';
import { commerceApi, makeStore } from '@kingside/ui';
import { fakeApi, storeSignIn } from '../testing/renderAdmin';
import { catalogueApi } from './catalogueApi';
import { product } from './testData';

/*
 * The storefront and the back office share one store: a product edited in the back office must not be shown
 * at its old price by the shop in the same tab (the shop keeps its reads for a day).
 */
describe('catalogue writes and the storefront in the same tab', () => {
  beforeEach(() => {
    localStorage.clear();
    storeSignIn();
  });

  it('a save, an archive and a create make the shop read its products again: its list page, the product, the cart’s', async () => {
    const reads: string[] = [];
    const LIST_PAGE = listApiPath('products', firstOfListQuery(24));
    const CART_READ = productsByIdsPath([7]);
    fakeApi(({ method, url }) => {
      if (method === 'GET' && [LIST_PAGE, CART_READ, API.product(7)].includes(url)) {
        reads.push(url);
        const headers: Record<string, string> = { 'X-Total-Count': '0' };
        return { body: url === API.product(7) ? { ...product(), inStock: true } : [], headers };
      }
      if (method === 'PATCH') return { body: product({ version: 4 }), headers: { ETag: versionEtag(4) } };
      if (method === 'DELETE') return { status: 204 };
      if (method === 'POST') return { status: 201, body: product({ id: 8 }), headers: { ETag: versionEtag(1) } };
      return undefined;
    });
    const store = makeStore();
    const list = store.dispatch(commerceApi.endpoints.getProductPage.initiate(firstOfListQuery(24)));
    const cart = store.dispatch(commerceApi.endpoints.getProductsByIds.initiate('7'));
    const page = store.dispatch(commerceApi.endpoints.getProduct.initiate(7));
    await Promise.all([list, cart, page]);
    const everyRead = [LIST_PAGE, CART_READ, API.product(7)].sort();
    expect(reads.sort()).toEqual(everyRead);

    reads.length = 0;
    await store.dispatch(
      catalogueApi.endpoints.adminCatalogueUpdate.initiate({ kind: 'products', id: 7, etag: versionEtag(3), patch: { price: 5999 } }),
    );
    await waitFor(() => expect(reads.sort()).toEqual(everyRead));

    reads.length = 0;
    await store.dispatch(catalogueApi.endpoints.adminCatalogueArchive.initiate({ kind: 'products', id: 7, etag: versionEtag(4) }));
    await waitFor(() => expect(reads.sort()).toEqual(everyRead));

    reads.length = 0;
    const input = { name: 'New', description: 'New', price: 100, stock: 1, category: 'Books', imageUrl: '/images/x.svg' } as const;
    await store.dispatch(catalogueApi.endpoints.adminCatalogueCreate.initiate({ kind: 'products', input }));
    await waitFor(() => expect(reads.sort()).toEqual([CART_READ, LIST_PAGE]));
    list.unsubscribe();
    cart.unsubscribe();
    page.unsubscribe();
  });
});
