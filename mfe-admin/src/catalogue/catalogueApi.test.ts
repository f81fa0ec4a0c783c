import '../testing/polyfills';
import { API, versionEtag } from '@kingside/contracts';
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

  it('a save, an archive and a create make the shop read its products again', async () => {
    const reads: string[] = [];
    fakeApi(({ method, url }) => {
      if (method === 'GET' && (url === API.products || url === API.product(7))) {
        reads.push(url);
        return { body: url === API.products ? [] : { ...product(), inStock: true } };
      }
      if (method === 'PATCH') return { body: product({ version: 4 }), headers: { ETag: versionEtag(4) } };
      if (method === 'DELETE') return { status: 204 };
      if (method === 'POST') return { status: 201, body: product({ id: 8 }), headers: { ETag: versionEtag(1) } };
      return undefined;
    });
    const store = makeStore();
    const list = store.dispatch(commerceApi.endpoints.getProducts.initiate());
    const page = store.dispatch(commerceApi.endpoints.getProduct.initiate(7));
    await Promise.all([list, page]);
    expect(reads.sort()).toEqual([API.products, API.product(7)]);

    reads.length = 0;
    await store.dispatch(
      catalogueApi.endpoints.adminCatalogueUpdate.initiate({ kind: 'products', id: 7, etag: versionEtag(3), patch: { price: 5999 } }),
    );
    await waitFor(() => expect(reads.sort()).toEqual([API.products, API.product(7)]));

    reads.length = 0;
    await store.dispatch(catalogueApi.endpoints.adminCatalogueArchive.initiate({ kind: 'products', id: 7, etag: versionEtag(4) }));
    await waitFor(() => expect(reads.sort()).toEqual([API.products, API.product(7)]));

    reads.length = 0;
    const input = { name: 'New', description: 'New', price: 100, stock: 1, category: 'Books', imageUrl: '/images/x.svg' } as const;
    await store.dispatch(catalogueApi.endpoints.adminCatalogueCreate.initiate({ kind: 'products', input }));
    await waitFor(() => expect(reads).toEqual([API.products]));
    list.unsubscribe();
    page.unsubscribe();
  });
});
