/** Client storage keys of spec §3 (localStorage). */
export const STORAGE_KEYS = {
  authToken: 'authToken',
  adminToken: 'adminToken',
  adminUser: 'adminUser',
  cartId: 'cartId',
} as const;
