import { REVIEW_RATING_MAX } from '@kingside/contracts';

/** What the back office's Reviews screen says (docs/spec.md §2.33); the api's messages are contracts' REVIEW_MESSAGES. */
export const REVIEWS_COPY = {
  statusFilter: 'Status',
  visible: 'Visible',
  hidden: 'Hidden',
  review: 'Review',
  rating: 'Rating',
  ratingOf: (rating: number) => `${rating} / ${REVIEW_RATING_MAX}`,
  product: 'Product',
  author: 'Author',
  written: 'Written',
  status: 'Status',
  actions: 'Actions',
  hide: 'Hide',
  restore: 'Restore',
  confirmHide: 'Hide this review?',
  confirmHideText: 'The product page stops showing it, and it counts in no average or count. You can restore it at any time.',
  confirmRestore: 'Restore this review?',
  confirmRestoreText: 'The product page shows it again and counts it.',
  hiddenToast: 'Review hidden',
  restoredToast: 'Review restored',
  hideFailed: 'Could not hide the review',
  restoreFailed: 'Could not restore the review',
} as const;
