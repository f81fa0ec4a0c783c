import { MAX_LINE_QUANTITY } from './limits';
import { PAGE_API_MESSAGES } from './messages';

/** Messages of the api's own refusals (the issues name them). */
export const API_MESSAGES = {
  ...PAGE_API_MESSAGES,
  notFound: 'Not found',
  routeNotFound: 'No such API route',
  malformedJson: 'Malformed JSON in request body',
  bodyTooLarge: 'Request body is too large',
  pricesChanged: 'Prices have changed. Please review your cart.',
  cartNotFound: 'Cart not found',
  productNotFound: 'Product not found',
  lessonNotFound: 'Lesson not found',
  blogPostNotFound: 'Blog post not found',
  itemNotInCart: 'This product is not in the cart',
  lineQuantityExceeded: `A cart line holds at most ${MAX_LINE_QUANTITY} of one product`,
  invalidIdempotencyKey: 'Idempotency-Key must be 1 to 100 letters, digits, underscores or dashes',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different order',
  invalidId: 'The id must be a positive integer',
  invalidLevel: 'Level must be one of beginner, intermediate, advanced',
  invalidCategory: 'Unknown category',
  serviceUnavailable: 'The service is temporarily unavailable. Please try again shortly.',
  internalError: 'Something went wrong on our side. Please try again.',
  tooManyRequests: 'Too many requests. Please wait a minute and try again.',
  // Paged, searchable lists (issue 19, docs/spec.md §7.12)
  invalidLimit: 'limit must be a whole number from 1 to 100',
  invalidOffset: 'offset must be a whole number, 0 or more',
  invalidSearch: 'q must be text of at most 100 characters',
  invalidSort: 'sort is not one of the orders this list offers',
  invalidIds: 'ids must be 1 to 100 product ids separated by commas',
  idsAlone: 'ids cannot be combined with other list parameters',
} as const;

/** The api's answers about chapters and moves (400 and 404 bodies). */
export const CHAPTER_API_MESSAGES = {
  chapterNotFound: 'Chapter not found',
  invalidChapterNumber: 'Chapter number must be a whole number from 1 to 8',
  illegalMove: (index: number, move: string) => `Move ${index + 1} (${move}) is not legal in that position`,
  offTheLine: 'The moves before the last one do not follow this exercise',
  notYourMove: 'The last move must be the learner’s, not the reply',
} as const;
