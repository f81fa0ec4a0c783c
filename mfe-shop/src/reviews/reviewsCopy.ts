import { formatCount, REVIEW_MESSAGES, REVIEW_RATING_MAX, REVIEW_TEXT_MAX } from '@kingside/contracts';

/*
 * What the product page's reviews say (docs/spec.md §2.8), in one place. The api's refusals are contracts'
 * REVIEW_MESSAGES, shown as the server sends them.
 */
export const REVIEWS_COPY = {
  heading: 'Reviews',
  /** the average, to one decimal place: "4.5 out of 5" */
  average: (average: number) => `${average.toFixed(1)} out of ${REVIEW_RATING_MAX}`,
  count: (count: number) => (count === 1 ? 'Based on 1 review' : `Based on ${formatCount(count)} reviews`),
  none: 'No reviews yet.',
  loading: 'Loading reviews',
  loadFailed: 'The reviews could not be loaded. Please try again.',
  tryAgain: 'Try again',
  /** a review's stars, for assistive technology (the stars are drawn for the eye) */
  rated: (rating: number) => `Rated ${rating} out of ${REVIEW_RATING_MAX}`,
  edited: 'Edited',
  range: (first: number, last: number, total: number) =>
    first === last ? `Review ${first} of ${formatCount(total)}` : `Reviews ${first}–${last} of ${formatCount(total)}`,
  pages: 'Pages of reviews',
  newer: 'Newer reviews',
  older: 'Older reviews',

  // The member's part, read once the page is live.
  boughtThis: 'Bought this?',
  signInToReview: 'Sign in to review it',
  notReceived: REVIEW_MESSAGES.notReceived,
  writeHeading: 'Write a review',
  yourReview: 'Your review',
  ratingLegend: 'Your rating',
  star: (stars: number) => (stars === 1 ? '1 star' : `${stars} stars`),
  textLabel: 'Your review',
  textHint: `What you think of it, in at most ${formatCount(REVIEW_TEXT_MAX)} characters.`,
  post: 'Post review',
  posting: 'Posting…',
  edit: 'Edit your review',
  save: 'Save review',
  saving: 'Saving…',
  cancel: 'Cancel',
  posted: 'Thank you for your review',
  saved: 'Your review is saved',
  shown: 'It is shown on this page.',
  hidden: 'Our moderators have hidden your review: it is not shown on this page.',
  failed: 'Could not save your review',
  changedElsewhere: 'Your review was changed in another window. Save again to replace it with what is in this form.',
  myLoadFailed: 'Your review could not be loaded. Please try again.',
} as const;
