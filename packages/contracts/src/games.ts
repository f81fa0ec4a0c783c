/**
 * Your games, analysed (issue 46 point 1, docs/spec.md §7.19): a member's imported games (from their linked Lichess
 * account or pasted PGN), the engine's analysis of each, and the mistakes that become review cards.
 * `@kingside/contracts/games`: only /train/games, the api and /train/openings' list of games (GAMES_PAGES) read it. Data only,
 * importing nothing at run time.
 */

/** Where a game came from. */
export type GameSource = 'lichess' | 'pgn';
/** queued → analysing → analysed, or failed (the engine gave up after its attempts). */
export const GAME_STATUSES = ['queued', 'analysing', 'analysed', 'failed'] as const;
export type GameStatus = (typeof GAME_STATUSES)[number];
export type GameColor = 'white' | 'black';

/** A pasted PGN over this many bytes (UTF-8) or games is refused whole. */
export const PGN_LIMITS = { maxBytes: 1_000_000, maxGames: 200 } as const;
/** How many of the member's latest Lichess games an import reads: `max` from 1 to `max`, `default` when not given. */
export const LICHESS_IMPORT_LIMITS = { default: 20, max: 50 } as const;
/** A game longer than this many plies (half-moves) is refused (no real game comes near). */
export const GAME_MAX_PLIES = 600;
/** A move that loses at least this much (centipawns, against the engine's best) is a mistake (the content proofs' margin). */
export const MISTAKE_LOSS_CP = 150;
/** Evaluations in the chart are clipped to ± this (centipawns); a mate is drawn at the clip. */
export const EVAL_CLIP_CP = 1000;

/** One game in the list: who played, the member's colour, and how far its analysis is. */
export interface GameSummary {
  id: number;
  source: GameSource;
  white: string;
  black: string;
  /** the side the member played */
  color: GameColor;
  /** the other side's name ("an unknown opponent" when the PGN has none) */
  opponent: string;
  /** 1-0, 0-1, 1/2-1/2 or * */
  result: string;
  /** YYYY-MM-DD, when known */
  playedOn: string | null;
  /** plies (half-moves) */
  plies: number;
  status: GameStatus;
  /** how many mistakes of the member's were found, once analysed */
  mistakeCount: number | null;
}

/** How far the latest import's analysis is: "Analysing 3 of 10 games…" while any is waiting, else null. */
export interface GameProgress {
  /** games of the latest import (those imported since the oldest one still waiting) */
  total: number;
  /** of them, analysed or failed */
  done: number;
  message: string | null;
}

/** GET /api/me/games */
export interface GameList {
  games: GameSummary[];
  progress: GameProgress;
}

/** One of the member's mistakes: the move played at `ply`, and the better move the engine proves unique. */
export interface GameMistake {
  /** 0-based index of the move in `moves` */
  ply: number;
  /** "23." or "23…": the move's number as a game score writes it */
  moveNumber: number;
  played: string;
  best: string;
  /** centipawns lost against the best move (a missed mate counts as EVAL_CLIP_CP) */
  loss: number;
  missedMate: boolean;
  /** the review card it became */
  cardId: number;
}

/** GET /api/me/games/{id} */
export interface GameDetail extends GameSummary {
  /** the starting position, when the game did not start from the usual one */
  startFen: string | null;
  /** SAN, as chess.js writes it */
  moves: string[];
  /**
   * Once analysed: the engine's evaluation of each position (before the first move, then after each), in centipawns
   * from White's side, clipped to ±EVAL_CLIP_CP (a mate for White is +EVAL_CLIP_CP); length plies + 1.
   */
  evals: number[] | null;
  mistakes: GameMistake[];
}

/** POST /api/me/games/import/pgn */
export interface PgnImportRequest {
  pgn: string;
  /** the side the member played in every game; else found by name (the member's username or Lichess name), else White */
  color?: GameColor;
}

/** POST /api/me/games/import/lichess */
export interface LichessImportRequest {
  max?: number;
}

/** A game of a PGN that could not be read: its place in the PGN (1-based) and why. */
export interface PgnProblem {
  game: number;
  message: string;
}

/** 202 of both imports: the games added (queued for analysis), those already imported, and the PGN's games refused. */
export interface GameImportResult {
  imported: GameSummary[];
  /** games already imported before (a Lichess game is imported once) */
  skipped: number;
  problems: PgnProblem[];
}

export const GAMES_API = {
  /** GET: GameList */
  list: '/api/me/games',
  /** GET: GameDetail; DELETE: 204 */
  game: (id: number | string) => `/api/me/games/${id}`,
  /** POST PgnImportRequest → 202 GameImportResult */
  importPgn: '/api/me/games/import/pgn',
  /** POST LichessImportRequest → 202 GameImportResult */
  importLichess: '/api/me/games/import/lichess',
  /** POST {moves}, member: a mistake's review card answered (the review deck, docs/spec.md §7.15) → TrainingMoveResult */
  cardMoves: (cardId: number | string) => `/api/me/games/cards/${cardId}/moves`,
} as const;

/** The api's refusals (docs/spec.md §7.19). */
export const GAMES_MESSAGES = {
  gameNotFound: 'Game not found',
  invalidGameId: 'Game id must be a positive whole number',
  pgnRequired: 'Paste the PGN of one or more games',
  pgnTooLarge: `A PGN may be at most 1 MB: import fewer games at a time`,
  tooManyGames: `A PGN may hold at most ${PGN_LIMITS.maxGames} games: import fewer at a time`,
  noGameRead: 'No game could be read from the PGN',
  invalidColor: 'color must be white or black',
  invalidMax: `max must be a whole number from 1 to ${LICHESS_IMPORT_LIMITS.max}`,
  lichessNotLinked: 'Link your Lichess account to import your games from it',
  lichessUnavailable: 'Lichess did not answer. Please try again in a minute.',
  /** a PgnProblem's messages */
  gameUnreadable: (reason: string) => `This game could not be read: ${reason}`,
  gameEmpty: 'This game has no moves',
  gameTooLong: `This game is longer than ${GAME_MAX_PLIES / 2} moves`,
  variantRefused: 'Only standard chess games can be analysed',
  cardNotFound: 'Review card not found',
  invalidCardId: 'Card id must be a positive whole number',
} as const;

/** The pages (mfe-learn's ./TrainRoutes, docs/spec.md §2.36). */
export const GAMES_PAGES = {
  list: '/train/games',
  game: (id: number | string) => `/train/games/${id}`,
} as const;

/** How a game ended for the member. */
const OUTCOMES = { won: 'Won', lost: 'Lost', drawn: 'Drawn', unfinished: 'Unfinished' } as const;

/** What the pages say (mfe-learn's /train/games and /train/games/{id}, and the review deck's game cards). */
export const GAMES_COPY = {
  listTitle: 'Your games',
  progress: (current: number, total: number) => `Analysing ${current} of ${total} ${total === 1 ? 'game' : 'games'}…`,
  cardPrompt: (opponent: string, moveNumber: number) => `Find the better move: your game against ${opponent}, move ${moveNumber}`,
  /** a game card's origin on /train/review: "From your game against Patzer" */
  cardTitle: (opponent: string) => `your game against ${opponent}`,
  unknownOpponent: 'an unknown opponent',
  guestNote: 'Sign in to import your games and learn from your mistakes.',
  importHeading: 'Import your games',
  pgnLabel: 'PGN of one or more games',
  colorLabel: 'You played',
  colorByName: 'Find me by name',
  colorNames: { white: 'White', black: 'Black' },
  importPgn: 'Import games',
  importLichess: 'Import from Lichess',
  lichessHint: 'Link your Lichess account on Puzzle training to import your games from it.',
  imported: (count: number, skipped: number) =>
    `Imported ${count} ${count === 1 ? 'game' : 'games'}.${skipped ? ` ${skipped} had been imported before.` : ''}`,
  problemsHeading: 'These games could not be imported:',
  problem: (game: number, message: string) => `Game ${game}: ${message}`,
  importFailed: 'The games could not be imported. Please try again.',
  tableLabel: 'Your games',
  columns: { opponent: 'Opponent', color: 'You played', result: 'Result', date: 'Date', status: 'Status' },
  outcome: (color: GameColor, result: string): string => {
    if (result === '1/2-1/2') return OUTCOMES.drawn;
    if (result !== '1-0' && result !== '0-1') return OUTCOMES.unfinished;
    return (result === '1-0') === (color === 'white') ? OUTCOMES.won : OUTCOMES.lost;
  },
  noDate: '—',
  status: (status: GameStatus, mistakes: number | null): string => {
    if (status === 'queued') return 'Waiting to be analysed';
    if (status === 'analysing') return 'Being analysed';
    if (status === 'failed') return 'Could not be analysed';
    return `Analysed: ${mistakes ?? 0} ${mistakes === 1 ? 'mistake' : 'mistakes'}`;
  },
  empty: 'No games yet. Paste a PGN or import from Lichess.',
  loading: 'Loading your games',
  failed: 'Your games could not be loaded. Please try again.',
  tryAgain: 'Try again',
  gameTitle: 'Your game',
  gameLoading: 'Loading the game',
  gameFailed: 'The game could not be loaded. Please try again.',
  backToGames: 'Back to your games',
  players: (white: string, black: string) => `${white} – ${black}`,
  youPlayed: (color: GameColor) => `You played ${color === 'white' ? 'White' : 'Black'}.`,
  notAnalysedYet: 'This game is waiting to be analysed: its mistakes and chart come once it is.',
  analysisFailed: 'This game could not be analysed.',
  mistakeCount: (count: number) => (count ? `Mistakes found: ${count}` : 'No mistakes found: well played.'),
  boardLabel: 'The game, move by move',
  movesLabel: 'Moves',
  start: 'Start',
  previous: 'Previous move',
  next: 'Next move',
  end: 'End',
  keysNote: 'Use the arrow keys to step through the moves.',
  startPosition: 'Starting position',
  afterMove: (move: string) => `After ${move}`,
  mistakeMark: 'mistake',
  better: (best: string) => `better ${best}`,
  chartTitle: 'Evaluation over the game',
  chartAt: (move: string | null) => (move ? `after ${move}` : 'at the start'),
  chartSummary: (final: string, best: string, worst: string) =>
    `From White’s side, in pawns: ${final} at the end; highest ${best}; lowest ${worst}.`,
} as const;

/** The move number a game score gives ply `ply` (0-based) of a game from `startFen` (the usual start when null). */
export function moveNumberOf(ply: number, startFen: string | null): number {
  const fields = startFen?.split(' ') ?? [];
  const blackFirst = fields[1] === 'b';
  const first = Number(fields[5]) || 1;
  return first + Math.floor((ply + (blackFirst ? 1 : 0)) / 2);
}
