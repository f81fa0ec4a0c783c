import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { STORAGE_KEYS } from '@kingside/contracts';
import { safeStorage } from './storage';

/**
 * The cart id the shell owns (docs/spec.md §3 cartId), persisted by the store's persistence middleware, and whether a first cart
 * is being created (visitorCart.ts: an Add to Cart meanwhile waits for it).
 */
export const cartSlice = createSlice({
  name: 'cart',
  initialState: () => ({ cartId: safeStorage.get(STORAGE_KEYS.cartId), creating: false }),
  reducers: {
    cartIdChanged(state, action: PayloadAction<string | null>) {
      state.cartId = action.payload;
      state.creating = false;
    },
    cartCreationStarted(state) {
      state.creating = true;
    },
    cartCreationFailed(state) {
      state.creating = false;
    },
  },
});

/** The member session: no token means signed out (docs/spec.md §4). Persisted by the store's persistence middleware. */
export const sessionSlice = createSlice({
  name: 'session',
  initialState: () => ({ authToken: safeStorage.get(STORAGE_KEYS.authToken) }),
  reducers: {
    signedIn(state, action: PayloadAction<string>) {
      state.authToken = action.payload;
    },
    signedOut(state) {
      state.authToken = null;
    },
  },
});

export type ToastVariant = 'success' | 'destructive';

export interface ToastMessage {
  id: number;
  title: string;
  description?: string | undefined;
  variant: ToastVariant;
  /** milliseconds before it dismisses itself */
  duration: number;
}

/** docs/spec.md §9: at most one toast visible at a time, 5000 ms by default. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;

let nextToastId = 1;

export const toastSlice = createSlice({
  name: 'toasts',
  initialState: { items: [] as ToastMessage[] },
  reducers: {
    toastAdded: {
      reducer(state, action: PayloadAction<ToastMessage>) {
        state.items = [action.payload, ...state.items].slice(0, TOAST_LIMIT);
      },
      prepare(toast: { title: string; description?: string | undefined; variant: ToastVariant; duration?: number }) {
        return { payload: { duration: TOAST_DURATION_MS, ...toast, id: nextToastId++ } };
      },
    },
    toastDismissed(state, action: PayloadAction<number>) {
      state.items = state.items.filter((toast) => toast.id !== action.payload);
    },
  },
});

export const { cartIdChanged, cartCreationStarted, cartCreationFailed } = cartSlice.actions;
export const { signedIn, signedOut } = sessionSlice.actions;
export const { toastAdded, toastDismissed } = toastSlice.actions;
