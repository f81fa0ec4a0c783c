import {
  PUZZLE_THEME_NAMES,
  THEME_TREND_TRIES,
  WEAKEST_MIN_TRIES,
  type PuzzleChoice,
  type ReviewGrade,
} from '@kingside/contracts/training';

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
  // Choosing what to train (issue 46, docs/spec.md §2.29)
  chooseTitle: 'Choose what to train',
  themesLegend: 'Themes',
  ratingLegend: 'Rating',
  nearRating: 'Near my rating',
  easier: 'Easier',
  harder: 'Harder',
  lowest: 'Lowest rating',
  highest: 'Highest rating',
  showPuzzles: 'Show puzzles',
  clearChoice: 'Clear choice',
  choiceLine: (choice: PuzzleChoice) => `Training: ${choiceWords(choice)}`,
  // The themes dashboard (issue 46, docs/spec.md §2.32)
  themesTitle: 'Your themes',
  yourThemes: 'Your themes',
  yourGames: 'Your games',
  themesGuestNote: 'Sign in to see your success rate and rating trend for each theme.',
  loadingThemes: 'Loading your themes',
  themesFailed: 'Your themes could not be loaded. Please try again.',
  themeColumns: { theme: 'Theme', played: 'Played', success: 'Success', trend: 'Rating trend' },
  notPlayed: '—',
  successRate: (rate: number) => `${rate}%`,
  trend: (change: number) => (change > 0 ? `+${change}` : change < 0 ? `−${-change}` : '±0'),
  trendNote: `Rating trend: how your puzzle rating moved over your last ${THEME_TREND_TRIES} puzzles of the theme.`,
  weakest: (theme: string, rate: number) => `Your weakest theme: ${theme} (${rate}% solved)`,
  noWeakest: `Play at least ${WEAKEST_MIN_TRIES} puzzles of a theme to find your weakest.`,
  trainWeakest: 'Train your weakest theme',
} as const;

/** "Fork, Pin · rating 1200 to 1600", "all themes · Easier". */
function choiceWords(choice: PuzzleChoice): string {
  const themes = choice.themes.length ? choice.themes.map((theme) => PUZZLE_THEME_NAMES[theme]).join(', ') : 'all themes';
  const { min, max, difficulty } = choice;
  const rating = difficulty
    ? difficulty === 'easier'
      ? 'Easier'
      : 'Harder'
    : min !== undefined && max !== undefined
      ? `rating ${min} to ${max}`
      : min !== undefined
        ? `rating from ${min}`
        : max !== undefined
          ? `rating up to ${max}`
          : 'near my rating';
  return `${themes} · ${rating}`;
}

/** How a review's FSRS rating reads. */
export const REVIEW_GRADE_NAMES: Record<ReviewGrade, string> = { again: 'Again', hard: 'Hard', good: 'Good' };
