/**
 * Upper bound of one cart or order line's quantity. The product page's stepper has no maximum (docs/spec.md §4);
 * the server refuses more than this so a typo or a script cannot create a 10-million-piece order.
 */
export const MAX_LINE_QUANTITY = 99;
/** Most distinct products in one cart or order. */
export const MAX_ORDER_LINES = 50;
/** Card number length, expiry length, CVV lengths (docs/spec.md §9). */
export const CARD_NUMBER_LENGTH = 16;
export const EXPIRY_LENGTH = 5;
/** Contact form simulation delay (docs/spec.md §9). */
export const CONTACT_SIMULATION_MS = 1500;
/** Number of products shown on Home (docs/spec.md §9). */
export const HOME_PRODUCT_COUNT = 4;
/** Size of the two-factor QR code in pixels (docs/spec.md §9). */
export const QR_SIZE = 200;
/** Dashboard figures the spec fixes (docs/spec.md §9); the issue reads them live from the catalogue. */
export const RETURN_WINDOW_DAYS = 30;
/** Lessons and articles Home previews (as many as their placeholders, docs/spec.md §4). */
export const HOME_LESSON_COUNT = 4;
export const HOME_POST_COUNT = 3;
/** Loading placeholders per list (docs/spec.md §4). */
export const PLACEHOLDER_COUNTS = {
  homeLessons: 4,
  homeProducts: 4,
  homeBlog: 3,
  testimonials: 3,
  lessonList: 6,
  blogList: 6,
  shopList: 8,
} as const;
