/**
 * Your openings, drilled (issue 46 point 3, docs/spec.md §2.34, §7.18): a member's repertoire for White and for Black, each
 * of their own moves an FSRS card for its position, drilled as the opponent's moves of the line are played. Read through
 * `@kingside/contracts/training` (re-exported there): data only, importing nothing at run time.
 */
export const REPERTOIRE_COLORS = ['white', 'black'] as const;
export type RepertoireColor = (typeof REPERTOIRE_COLORS)[number];

export const OPENINGS_API = {
  /** GET, member: Repertoire (both colours). */
  repertoire: '/api/me/repertoire',
  /** POST {moves} (SAN from the starting position), member: RepertoireChange. */
  lines: (color: RepertoireColor | string) => `/api/me/repertoire/${color}/lines`,
  /** POST {pgn}, member: RepertoireChange (every game's main line and variations). */
  pgn: (color: RepertoireColor | string) => `/api/me/repertoire/${color}/pgn`,
  /** DELETE, member: the move and every position left unreachable by its removal. RepertoireChange. */
  move: (id: number | string) => `/api/me/repertoire/moves/${id}`,
  /** GET ?color=white|black, member: RepertoireDrill, the next due position. */
  drill: '/api/me/repertoire/drill',
  /** POST {moves} from the card's position, member: TrainingMoveResult. */
  cardMoves: (cardId: number | string) => `/api/me/repertoire/cards/${cardId}/moves`,
} as const;

/** The pages (mfe-learn): the repertoire, and its drill of one colour or both. */
export const OPENINGS_PAGES = {
  repertoire: '/train/openings',
  drill: (color?: RepertoireColor) => `/train/openings/drill${color ? `?color=${color}` : ''}`,
} as const;

/** A PGN pasted into a repertoire: at most 1 MB (its UTF-8 bytes). */
export const PGN_MAX_BYTES = 1024 * 1024;
/** A PGN's games at most. */
export const PGN_MAX_GAMES = 200;
/** The moves (both sides') a repertoire of one colour holds at most. */
export const REPERTOIRE_MOVES_MAX = 5000;
/** The moves (plies) of a line added by playing it, at most. */
export const REPERTOIRE_LINE_MAX = 80;

/** The starting position, normalized as every repertoire position is (its FEN's first four fields). */
export const START_POSITION = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -';

/** A position's key: its FEN's first four fields (pieces, side to move, castling, en passant), so transpositions meet. */
export function positionKey(fen: string): string {
  return fen.trim().split(/\s+/).slice(0, 4).join(' ');
}

/** A normalized position as a full FEN chess.js and the board read. */
export const fullFen = (position: string) => `${position} 0 1`;

/** One move of a repertoire: from a position to another; `mine` when it is the member's (a card), with its due time. */
export interface RepertoireMove {
  id: number;
  from: string;
  san: string;
  to: string;
  mine: boolean;
  /** the card's due time (ISO 8601), for the member's own moves */
  due: string | null;
}

export interface RepertoireSide {
  color: RepertoireColor;
  moves: RepertoireMove[];
  /** the member's cards of this colour due by the end of their day */
  dueToday: number;
}

/** GET /api/me/repertoire. */
export interface Repertoire {
  white: RepertoireSide;
  black: RepertoireSide;
}

/** What a write answers: how many moves it added or removed, and the colour's repertoire after it. */
export interface RepertoireChange {
  added: number;
  removed: number;
  side: RepertoireSide;
}

/** A due position to drill: the member plays their move from `fen`; `line` is how the repertoire reaches it. */
export interface RepertoireDrillCard {
  id: number;
  color: RepertoireColor;
  /** a full FEN */
  fen: string;
  orientation: RepertoireColor;
  /** SAN from the starting position to `fen` */
  line: string[];
}

/** GET /api/me/repertoire/drill. */
export interface RepertoireDrill {
  card: RepertoireDrillCard | null;
  dueToday: number;
}

/** The api's refusals (docs/spec.md §7.18). */
export const OPENINGS_MESSAGES = {
  invalidColor: 'color must be white or black',
  invalidMoveId: 'Move id must be a positive whole number',
  invalidCardId: 'Card id must be a positive whole number',
  moveNotFound: 'Repertoire move not found',
  cardNotFound: 'Repertoire card not found',
  invalidLine: `moves must be a list of 1 to ${REPERTOIRE_LINE_MAX} moves in algebraic notation (SAN), such as ["e4", "e5", "Nf3"]`,
  illegalMove: (index: number, move: string) => `Move ${index + 1} (${move}) is not legal in that position`,
  otherMove: (played: string, kept: string, moveNumber: number) =>
    `Your repertoire already plays ${kept} at move ${moveNumber}, not ${played}: remove that move first`,
  tooManyMoves: `A repertoire of one colour holds at most ${REPERTOIRE_MOVES_MAX.toLocaleString('en-US')} moves`,
  invalidPgn: 'pgn must be the text of one or more games in PGN',
  pgnTooLarge: 'PGN must be at most 1 MB',
  pgnTooManyGames: `PGN must hold at most ${PGN_MAX_GAMES} games`,
  pgnNoMoves: 'The PGN holds no moves',
  pgnGame: (game: number, problem: string) => `Game ${game}: ${problem}`,
  pgnIllegal: (moveNumber: string, move: string) => `${moveNumber} ${move} is not a legal move`,
  pgnUnbalanced: 'a variation is not closed, or closed without being opened',
  pgnSetUp: 'a game from a set-up position (a FEN tag) cannot go into a repertoire',
  pgnUnreadable: (token: string) => `"${token}" is not a move`,
  hint: (san: string) => `Your repertoire plays ${san} here.`,
} as const;

/** How a move is numbered in words and PGN: "1." before White's, "1..." before Black's (ply 0 is White's first). */
export function moveNumberOf(ply: number): string {
  return `${Math.floor(ply / 2) + 1}${ply % 2 === 0 ? '.' : '...'}`;
}

/** What the openings page says (mfe-learn's /train/openings). */
export const OPENINGS_COPY = {
  title: 'Your openings',
  guestNote: 'Sign in to build your repertoire and drill it.',
  colorNames: { white: 'White', black: 'Black' } as Record<RepertoireColor, string>,
  repertoireFor: (color: string) => `Repertoire for ${color}`,
  dueToday: (count: number) => `Due today: ${count}`,
  empty: 'No moves yet. Play a line on the board or paste a PGN.',
  drillColor: (color: string) => `Drill ${color}`,
  remove: 'Remove',
  removeLabel: (line: string) => `Remove ${line} and what follows`,
  addByMoves: 'Add by playing moves',
  addByMovesNote: 'Play the line from the starting position, both sides’ moves, then add it.',
  addLine: 'Add this line',
  moveLabel: 'Type a move',
  play: 'Play',
  undo: 'Take back',
  clear: 'Start again',
  lineSoFar: (line: string) => `Line: ${line || 'no moves yet'}`,
  addByPgn: 'Add by PGN',
  pgnLabel: 'PGN (variations included)',
  addPgn: 'Add PGN',
  colorLabel: 'For',
  added: (count: number) => `Added ${count} ${count === 1 ? 'move' : 'moves'}.`,
  removed: (count: number) => `Removed ${count} ${count === 1 ? 'move' : 'moves'}.`,
  due: 'due',
  transposes: 'transposes',
  loading: 'Loading your repertoire',
  failed: 'Your repertoire could not be loaded. Please try again.',
  tryAgain: 'Try again',
  drillTitle: 'Drill your openings',
  drillLine: (line: string) => (line ? `After ${line}` : 'From the starting position'),
  drillPrompt: (color: string) => `Play your repertoire’s move for ${color}.`,
  nothingDue: 'Nothing is due in your repertoire. Add lines, or come back tomorrow.',
  nextPosition: 'Next position',
  backToRepertoire: 'Back to your repertoire',
  drillFailed: 'The drill could not be loaded. Please try again.',
} as const;
