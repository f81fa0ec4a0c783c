import { configureStore, createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { STORAGE_KEYS } from '@kingside/contracts';
import { useDispatch, useSelector } from 'react-redux';
import { api } from './api';
import { cartIdChanged, cartSlice, sessionSlice, signedIn, signedOut, toastSlice } from './slices';
import { safeStorage } from './storage';

/** Keeps localStorage in step with the store, so reducers stay pure. */
function persistence() {
  const listener = createListenerMiddleware();
  listener.startListening({
    actionCreator: cartIdChanged,
    effect: (action) => safeStorage.set(STORAGE_KEYS.cartId, action.payload),
  });
  listener.startListening({
    matcher: isAnyOf(signedIn, signedOut),
    effect: (_action, { getState, dispatch }) => {
      const token = (getState() as RootState).session.authToken;
      safeStorage.set(STORAGE_KEYS.authToken, token);
      // A different member (or none) must not see the previous member's data.
      dispatch(api.util.invalidateTags(['Me']));
    },
  });
  return listener.middleware;
}

/** The one store of the site. The shell creates it; a remote creates its own only when standalone. */
export function makeStore() {
  return configureStore({
    reducer: {
      [api.reducerPath]: api.reducer,
      cart: cartSlice.reducer,
      session: sessionSlice.reducer,
      toasts: toastSlice.reducer,
    },
    middleware: (getDefault) => getDefault().prepend(persistence()).concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

export const selectCartId = (state: RootState) => state.cart.cartId;
export const selectAuthToken = (state: RootState) => state.session.authToken;
