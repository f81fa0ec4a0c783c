/** What the checkout says when the api refuses a signed-in member's order because their sign-in has ended. */
export const SESSION_EXPIRED = {
  title: 'Session expired',
  description: 'Your order was not placed. Sign in again to add it to your account, or press Place Order to order as a guest.',
} as const;
