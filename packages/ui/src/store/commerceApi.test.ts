import { API } from '@kingside/contracts';
import { fakeApi } from '../testing/renderWithSite';
import { commerceApi } from './commerceApi';
import { makeStore } from './store';

describe('creating a cart', () => {
  it('knows the new cart is empty without asking the server for it again', async () => {
    const server = fakeApi({ [API.carts]: { id: 'new-cart' } });
    try {
      const store = makeStore();
      const { id } = await store.dispatch(commerceApi.endpoints.createCart.initiate()).unwrap();
      // What the shell does next: the new id goes to the header, which reads the cart.
      const cart = await store.dispatch(commerceApi.endpoints.getCart.initiate(id)).unwrap();
      expect(cart).toEqual({ id: 'new-cart', items: [] });
      expect(server.requests).toEqual([API.carts]);
    } finally {
      server.restore();
    }
  });

  it('asks for any other cart', async () => {
    const server = fakeApi({ [API.cart('known')]: { id: 'known', items: [{ productId: 1, quantity: 2 }] } });
    try {
      const store = makeStore();
      const cart = await store.dispatch(commerceApi.endpoints.getCart.initiate('known')).unwrap();
      expect(cart.items).toHaveLength(1);
      expect(server.requests).toEqual([API.cart('known')]);
    } finally {
      server.restore();
    }
  });
});
