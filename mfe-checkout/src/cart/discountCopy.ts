/** What the cart's discount code form says (docs/spec.md §2.9); the api's refusals are contracts' PROMOTION_MESSAGES. */
export const DISCOUNT_COPY = {
  heading: 'Discount code',
  label: 'Discount code',
  apply: 'Apply',
  applying: 'Applying…',
  remove: 'Remove code',
  removing: 'Removing…',
  applyFailed: 'The code could not be applied. Please try again.',
  removeFailed: 'The code could not be removed. Please try again.',
} as const;
