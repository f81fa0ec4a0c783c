import type { ReviewGrade } from '@kingside/contracts/training';

/**
 * mfe-learn's own words on /train and /train/review (docs/spec.md §2.29, §2.30); the training words the account menu
 * shares are the contracts' TRAINING_COPY.
 */
export const TRAIN_COPY = {
  signIn: 'Sign In',
  loadingPuzzle: 'Loading the puzzle',
  puzzleFailed: 'The puzzle could not be loaded. Please try again.',
  loadingReview: 'Loading your review',
  reviewFailed: 'Your review could not be loaded. Please try again.',
  tryAgain: 'Try again',
  fromChapter: 'From the chapter',
  fromOrigin: 'From',
  nextCard: 'Next position',
  grade: (grade: ReviewGrade) => `Grade: ${REVIEW_GRADE_NAMES[grade]}`,
  cardOf: (index: number, total: number) => `Position ${index} of ${total}`,
  linkFailed: 'Linking could not start. Please try again.',
  settingsFailed: 'Your setting could not be saved. Please try again.',
} as const;

/** How a review's FSRS rating reads. */
export const REVIEW_GRADE_NAMES: Record<ReviewGrade, string> = { again: 'Again', hard: 'Hard', good: 'Good' };
