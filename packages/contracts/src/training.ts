/**
 * Training (docs/spec.md §7.15): rated puzzles, the review deck FSRS schedules, the day streak and linking Lichess.
 * `@kingside/contracts/training`, not the main entry: only /train, /train/review, the account menu's count and the api
 * read it (docs/architecture.md §10.11). Data only, importing nothing at run time: the apps bundle the parts they use
 * rather than share it (webpack-config/common.js). The pages' paths are ROUTES.train and ROUTES.trainReview, and
 * Sign in with Lichess is LICHESS_SIGN_IN, in the main entry: /auth and the header need them without the rest.
 */
import type { ChapterExerciseKind, ChapterOrientation, MoveCheckResult } from './chapters';
import type { LessonLevel } from './catalog';

/** The tactical motifs a puzzle is tagged with (a puzzle has one or more). */
export const PUZZLE_THEMES = [
  'fork',
  'pin',
  'skewer',
  'discoveredAttack',
  'doubleCheck',
  'mateIn1',
  'mateIn2',
  'mateIn3',
  'backRankMate',
  'hangingPiece',
  'trappedPiece',
  'sacrifice',
  'promotion',
  'endgame',
  'defence',
] as const;
export type PuzzleTheme = (typeof PUZZLE_THEMES)[number];

/** How a theme reads on the page once the puzzle is over ("Themes: Fork, Mate in 2"). */
export const PUZZLE_THEME_NAMES: Record<PuzzleTheme, string> = {
  fork: 'Fork',
  pin: 'Pin',
  skewer: 'Skewer',
  discoveredAttack: 'Discovered attack',
  doubleCheck: 'Double check',
  mateIn1: 'Mate in 1',
  mateIn2: 'Mate in 2',
  mateIn3: 'Mate in 3',
  backRankMate: 'Back-rank mate',
  hangingPiece: 'Hanging piece',
  trappedPiece: 'Trapped piece',
  sacrifice: 'Sacrifice',
  promotion: 'Promotion',
  endgame: 'Endgame',
  defence: 'Defence',
};

/**
 * A puzzle as the content holds it (api/src/training/puzzles/content): a position, its one solution line (SAN as
 * chess.js writes it; learner, reply, learner, …, ending on a learner move, as a chapter's exercise), a hint that
 * helps without giving the move away, its themes and its starting rating. `source` names a famous game or study the
 * position comes from, when it does (the facts carry over; the words are ours).
 */
export interface Puzzle {
  /** Stable across releases: members' attempts and review cards refer to it. */
  id: number;
  fen: string;
  solution: string[];
  prompt: string;
  hint: string;
  themes: PuzzleTheme[];
  /** The starting Glicko-2 rating (the content's estimate; play moves it). */
  rating: number;
  /** The products the position trains with (docs/spec.md §7.15, "Shop in the loop"), shown through ./ProductTeaser. */
  productIds?: number[];
  source?: string;
  /** Further accepted learner moves at a step, as a chapter exercise's (equally fast mates). */
  alternatives?: Partial<Record<number, string[]>>;
}

/** Where a puzzle or a review card comes from: the puzzle set, or a course's chapter exercise. */
/**
 * Where a review card comes from: a puzzle of the set, a chapter, or a mistake in one of the member's games (issue 46,
 * docs/spec.md §7.19: answered at GAMES_API.cardMoves, not at TRAINING_API.reviewMoves; `ply` the mistake's 0-based move).
 */
export type TrainingOrigin =
  | { kind: 'puzzle'; puzzleId: number }
  | { kind: 'chapter'; lessonId: number; chapterNumber: number }
  | { kind: 'game'; gameId: number; ply: number };

/** GET /api/puzzles/next: the next puzzle, without its solution and hint. */
export interface PublicPuzzle {
  id: number;
  fen: string;
  orientation: ChapterOrientation;
  prompt: string;
  kind: ChapterExerciseKind;
  /** How many moves the learner has to find. */
  learnerMoves: number;
  /** The puzzle's current rating, rounded. */
  rating: number;
  productIds: number[];
  /** A chapter exercise served as a puzzle names its chapter. */
  chapter?: { lessonId: number; chapterNumber: number; title: string };
}

/**
 * POST /api/puzzles/{id}/moves and POST /api/me/review/{cardId}/moves: the move check's answer (correct, reply,
 * complete, hint), and once the outcome is decided, what it did.
 */
export interface TrainingMoveResult extends MoveCheckResult {
  /** The themes, once the puzzle is solved (naming them earlier would give it away). */
  themes?: PuzzleTheme[];
  /** A member's first try at this puzzle decided: their rating before and after (rounded), once. */
  rating?: { before: number; after: number };
  /** A review card answered: the FSRS rating given and when the card is due next (ISO 8601). */
  review?: { grade: ReviewGrade; due: string };
}

/** The ratings a review can give (ts-fsrs's Again, Hard and Good; Easy is not used). */
export const REVIEW_GRADES = ['again', 'hard', 'good'] as const;
export type ReviewGrade = (typeof REVIEW_GRADES)[number];

/** GET /api/me/training. */
export interface TrainingSummary {
  /** The member's puzzle rating, rounded; `provisional` while its deviation is high (few puzzles played). */
  rating: number;
  provisional: boolean;
  puzzlesPlayed: number;
  /** Review cards due by the end of the member's day. */
  dueToday: number;
  /** Consecutive days, ending today or yesterday, on which the member solved a puzzle or answered a review. */
  streak: number;
  /** Whether the member trained today (their time zone): the streak is safe. */
  trainedToday: boolean;
  /** An IANA time zone the browser reported, or UTC until it did. */
  timeZone: string;
  reminders: boolean;
  /** The member's Lichess account, once linked. */
  lichess: { username: string } | null;
  /** The course level the member's strength suggests on /learn (from Lichess, else from the puzzle rating once settled). */
  suggestedLevel: LessonLevel | null;
}

/** PUT /api/me/training: either or both; the browser sends its time zone when it differs from the stored one. */
export interface TrainingSettings {
  timeZone?: string;
  reminders?: boolean;
}

/** GET /api/me/review: the cards due today, oldest due first, at most REVIEW_PAGE. */
export interface ReviewCard {
  id: number;
  fen: string;
  orientation: ChapterOrientation;
  prompt: string;
  kind: ChapterExerciseKind;
  learnerMoves: number;
  origin: TrainingOrigin;
  /** What the card comes from, for the page's heading ("Puzzle 42", "The Knight Fork"). */
  title: string;
  productIds: number[];
  due: string;
}

export interface ReviewQueue {
  cards: ReviewCard[];
  dueToday: number;
}

export const REVIEW_PAGE = 20;

/** The training endpoints (docs/spec.md §7.15). */
export const TRAINING_API = {
  /** GET, guest or member: PublicPuzzle; `?exclude=1,2,3` the ids a guest has seen (members' history is the server's). */
  nextPuzzle: '/api/puzzles/next',
  /** POST {moves}: MoveCheckRequest → TrainingMoveResult. */
  puzzleMoves: (id: number | string) => `/api/puzzles/${id}/moves`,
  /** GET, member: TrainingSummary; PUT TrainingSettings → TrainingSummary. */
  summary: '/api/me/training',
  /** GET, member: ReviewQueue. */
  review: '/api/me/review',
  /** POST {moves}, member: MoveCheckRequest → TrainingMoveResult. */
  reviewMoves: (cardId: number | string) => `/api/me/review/${cardId}/moves`,
  /** GET ?token=…: the reminder e-mail's unsubscribe link (no sign-in), then to /auth (REMINDERS_LANDING). */
  unsubscribe: '/api/training/reminders/unsubscribe',
  /** POST, member: a one-use code that lets the next Lichess sign-in link to this account. */
  lichessLink: '/api/auth/lichess/link',
  /** GET, member: ThemeStats, the themes dashboard's figures. */
  themes: '/api/me/training/themes',
} as const;

/** POST /api/auth/lichess/link: where the browser goes next (TRAINING_API.lichess with a one-use code, 10 minutes). */
export interface LichessLinkResponse {
  url: string;
}

/** Ids a guest may send in `exclude`. */
export const EXCLUDE_MAX = 100;
/** Ratings within this distance of the member's count as "near" when choosing the next puzzle (widened if none is). */
export const PUZZLE_RATING_WINDOW = 150;
export const START_RATING = 1500;
/** A rating deviation above this is provisional (Lichess's rule). */
export const PROVISIONAL_DEVIATION = 110;

/** The strength each course level suits: below `intermediate` beginner, below `advanced` intermediate. */
export const LEVEL_RATINGS = { intermediate: 1400, advanced: 1900 } as const;

export function suggestedLevelFor(rating: number): LessonLevel {
  if (rating >= LEVEL_RATINGS.advanced) return 'advanced';
  if (rating >= LEVEL_RATINGS.intermediate) return 'intermediate';
  return 'beginner';
}

/** The api's refusals (docs/spec.md §7.15). */
export const TRAINING_MESSAGES = {
  puzzleNotFound: 'Puzzle not found',
  cardNotFound: 'Review card not found',
  invalidPuzzleId: 'Puzzle id must be a positive whole number',
  invalidCardId: 'Card id must be a positive whole number',
  invalidExclude: `exclude must list at most ${EXCLUDE_MAX} puzzle ids, separated by commas`,
  invalidTimeZone: 'timeZone must be an IANA time zone, such as Europe/London',
  invalidReminders: 'reminders must be true or false',
  emptySettings: 'Send timeZone, reminders or both',
  noPuzzleLeft: 'You have played every puzzle: more are on their way',
  noPuzzleMatches: 'No puzzle left matches your choice: choose more themes or a wider rating range',
  unknownTheme: (theme: string) => `Unknown theme: ${theme}`,
  invalidThemes: 'themes must list puzzle themes, separated by commas',
  invalidRating: (field: 'min' | 'max') =>
    `${field} must be a whole number from ${PUZZLE_RATING_BOUNDS.min} to ${PUZZLE_RATING_BOUNDS.max}`,
  reversedRange: 'min must not be above max',
  invalidDifficulty: 'difficulty must be easier or harder',
  rangeAndDifficulty: 'Choose a rating range (min, max) or a difficulty, not both',
} as const;

/** What the pages say (mfe-learn and the account menu). */
export const TRAINING_COPY = {
  trainTitle: 'Puzzle training',
  reviewTitle: 'Review',
  dueToday: (count: number) => `Due today: ${count}`,
  streak: (days: number) => `Streak: ${days} ${days === 1 ? 'day' : 'days'}`,
  yourRating: (rating: number, provisional: boolean) => `Your puzzle rating: ${rating}${provisional ? '?' : ''}`,
  puzzleRating: (rating: number) => `Puzzle rating: ${rating}`,
  guestNote: 'Sign in to keep a rating, a streak and a review of what you miss.',
  ratingChange: (before: number, after: number) => `Rating: ${before} → ${after}`,
  themes: 'Themes',
  nextPuzzle: 'Next puzzle',
  nothingDue: 'Nothing is due. Solve a few puzzles, and what you miss comes back here.',
  reviewDone: 'Review done for today',
  dueAgain: (when: string) => `Due again ${when}`,
  suggestedLevel: (level: string) => `Suggested for you: ${level}`,
  linkLichess: 'Link your Lichess account',
  lichessLinked: (username: string) => `Lichess: ${username}`,
  remindersLabel: 'E-mail me a reminder when reviews are due',
  trainsWith: 'Train with',
} as const;

/*
 * Choosing what to train (issue 46, docs/spec.md §2.29, §7.15): several themes at once and a rating range, or Easier /
 * Harder. /train keeps the choice in its URL as its form sends it (`?theme=fork&theme=pin&min=1200&max=1600`, or
 * `&difficulty=easier`); the page asks GET /api/puzzles/next with `themes=fork,pin&min=1200&max=1600`.
 */

/** Easier and Harder: puzzles below or above the learner's rating, drawn nearest DIFFICULTY_OFFSET away from it. */
export const PUZZLE_DIFFICULTIES = ['easier', 'harder'] as const;
export type PuzzleDifficulty = (typeof PUZZLE_DIFFICULTIES)[number];
/** Lichess's step between its puzzle difficulties. */
export const DIFFICULTY_OFFSET = 300;
/** What a range's ends may be. */
export const PUZZLE_RATING_BOUNDS = { min: 400, max: 3000 } as const;

/** What a learner chose to train: no themes is every theme; a difficulty and a range are never both. */
export interface PuzzleChoice {
  themes: PuzzleTheme[];
  min?: number;
  max?: number;
  difficulty?: PuzzleDifficulty;
}

/** /train's query parameters (its form's field names). */
export const CHOICE_PARAMS = { theme: 'theme', min: 'min', max: 'max', difficulty: 'difficulty' } as const;

function ratingParam(value: string | null): number | undefined {
  if (value === null || !/^\d{1,4}$/.test(value.trim())) return undefined;
  const rating = Number(value.trim());
  return rating >= PUZZLE_RATING_BOUNDS.min && rating <= PUZZLE_RATING_BOUNDS.max ? rating : undefined;
}

/**
 * The choice a /train URL holds, read leniently (a hand-edited address still trains): unknown themes and ratings out of
 * bounds are left out, a reversed range is turned round, and a difficulty wins over a range (its button sends both).
 */
export function puzzleChoiceFrom(params: URLSearchParams): PuzzleChoice {
  const chosen = new Set(params.getAll(CHOICE_PARAMS.theme).flatMap((value) => value.split(',')));
  const themes = PUZZLE_THEMES.filter((theme) => chosen.has(theme));
  const difficulty = params.get(CHOICE_PARAMS.difficulty);
  if (difficulty === 'easier' || difficulty === 'harder') return { themes, difficulty };
  const low = ratingParam(params.get(CHOICE_PARAMS.min));
  const high = ratingParam(params.get(CHOICE_PARAMS.max));
  const [min, max] = low !== undefined && high !== undefined && low > high ? [high, low] : [low, high];
  return { themes, ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
}

/** The choice as GET /api/puzzles/next's query ('' for everything): also the page's cache key for it. */
export function puzzleChoiceQuery(choice: PuzzleChoice): string {
  const params = new URLSearchParams();
  if (choice.themes.length) params.set('themes', choice.themes.join(','));
  if (choice.min !== undefined) params.set('min', String(choice.min));
  if (choice.max !== undefined) params.set('max', String(choice.max));
  if (choice.difficulty) params.set('difficulty', choice.difficulty);
  return params.toString().replace(/%2C/g, ',');
}

/** /train with the choice in its URL, as its form sends it (`ROUTES.train` for everything). */
export function puzzleChoicePath(choice: PuzzleChoice): string {
  const params = new URLSearchParams();
  for (const theme of choice.themes) params.append(CHOICE_PARAMS.theme, theme);
  if (choice.min !== undefined) params.set(CHOICE_PARAMS.min, String(choice.min));
  if (choice.max !== undefined) params.set(CHOICE_PARAMS.max, String(choice.max));
  if (choice.difficulty) params.set(CHOICE_PARAMS.difficulty, choice.difficulty);
  const query = params.toString();
  return query ? `${TRAIN_PATH}?${query}` : TRAIN_PATH;
}

/** /train (ROUTES.train, repeated here: this entry imports nothing at run time) and the themes dashboard below it. */
const TRAIN_PATH = '/train';
export const TRAIN_THEMES_PATH = '/train/themes';

/** One theme on the dashboard: the member's first tries at its puzzles. */
export interface ThemeStat {
  theme: PuzzleTheme;
  played: number;
  won: number;
  /** won / played, a whole percentage; null before the first try */
  successRate: number | null;
  /** How the member's rating moved over their last THEME_TREND_TRIES first tries of the theme, rounded. */
  trend: number;
}

/** GET /api/me/training/themes: every theme, in PUZZLE_THEMES' order, and the weakest one. */
export interface ThemeStats {
  themes: ThemeStat[];
  /** The lowest success rate among the themes played at least WEAKEST_MIN_TRIES times; null before any is. */
  weakest: PuzzleTheme | null;
}

export const THEME_TREND_TRIES = 10;
export const WEAKEST_MIN_TRIES = 3;

/** The reminder e-mail (sent through the mail queue to members who opted in, once a day at most). */
export const REMINDER_MAIL = {
  subject: (due: number) => `${due} ${due === 1 ? 'position is' : 'positions are'} due for review`,
  unsubscribe: 'Unsubscribe from these reminders',
} as const;

// Your openings, drilled (issue 46 point 3): the repertoire's paths, types and messages.
export * from './openings';
