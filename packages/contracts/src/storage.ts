/** Client storage keys of docs/spec.md §3 (localStorage). */
export const STORAGE_KEYS = {
  authToken: 'authToken',
  adminToken: 'adminToken',
  adminUser: 'adminUser',
  cartId: 'cartId',
} as const;
