/** What the checkout says when the api refuses a signed-in member's order because their sign-in has ended. */
export const SESSION_EXPIRED = {
  title: 'Session expired',
  description: 'Your order was not placed. Sign in again to add it to your account, or press Place Order to order as a guest.',
} as const;

/** A signed-in member's address book at checkout (issue 44; docs/spec.md §2.10). */
export const ADDRESS_COPY = {
  savedAddresses: 'Your saved addresses',
  useAddress: 'Use this address',
  filledIn: 'Filled in from your address book.',
  saveAddress: 'Save this address to my address book',
  bookFull: (max: number) => `Your address book is full (${max} addresses): this address will not be saved.`,
} as const;
