import type * as Ui from '@kingside/ui';

describe('the shop section’s endpoints', () => {
  it('exist once the exposed module is evaluated, before any page’s chunk: the shell puts the server’s reads in then', () => {
    jest.isolateModules(() => {
      jest.requireActual('./ShopRoutes');
      const { api } = jest.requireActual<typeof Ui>('@kingside/ui');
      expect(Object.keys(api.endpoints)).toEqual(expect.arrayContaining(['getProductPage', 'getProduct', 'shopProductReviews']));
    });
  });
});
