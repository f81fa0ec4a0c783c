import { configureStore, type Middleware } from '@reduxjs/toolkit';
import { STORAGE_KEYS } from '@kingside/contracts';
import { useDispatch, useSelector } from 'react-redux';
import { api } from './api';
import { cartIdChanged, cartSlice, sessionSlice, signedIn, signedOut, toastSlice } from './slices';
import { writeKeepsCookie } from './keepsCookie';
import { safeStorage } from './storage';

/**
 * Keeps localStorage in step with the store, so reducers stay pure: once an action has reached the reducers, the cart id
 * and the session's token are written as they now are. A middleware of its own, not Redux Toolkit's listener middleware:
 * this is all the site asks of one, and that one was 3.7 KB of minified code on every first visit.
 */
const persistence: Middleware = (store) => (next) => (action) => {
  const result = next(action);
  if (cartIdChanged.match(action)) safeStorage.set(STORAGE_KEYS.cartId, action.payload);
  else if (signedIn.match(action) || signedOut.match(action)) {
    safeStorage.set(STORAGE_KEYS.authToken, (store.getState() as RootState).session.authToken);
    // A different member (or none) must not see the previous member's data.
    store.dispatch(api.util.invalidateTags(['Me']));
  } else return result;
  writeKeepsCookie(keptBy(store.getState() as RootState));
  return result;
};

const keptBy = (state: RootState) => ({ cartId: state.cart.cartId, authToken: state.session.authToken });

/**
 * The one store of the site. The shell creates it; a remote creates its own only when standalone. Created, it tells the
 * server what the browser keeps (keepsCookie.ts), as it stands at start-up.
 */
export function makeStore() {
  const store = configureStore({
    reducer: {
      [api.reducerPath]: api.reducer,
      cart: cartSlice.reducer,
      session: sessionSlice.reducer,
      toasts: toastSlice.reducer,
    },
    middleware: (getDefault) => getDefault().prepend(persistence).concat(api.middleware),
  });
  writeKeepsCookie(keptBy(store.getState()));
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

export const selectCartId = (state: RootState) => state.cart.cartId;
export const selectAuthToken = (state: RootState) => state.session.authToken;
