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
  /** GET, member: RepertoireGames, where each of the member's latest games left their repertoire. */
  games: '/api/me/repertoire/games',
  /** GET, member: RepertoireGameExit, where one of the member's games left their repertoire. */
  game: (gameId: number | string) => `/api/me/repertoire/games/${gameId}`,
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
/** The member's latest imported games that GET /api/me/repertoire/games compares with the repertoire. */
export const REPERTOIRE_GAMES_MAX = 50;

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

/**
 * Where a game left the member's repertoire of the colour they played (docs/spec.md §7.18): `mine`, the member played
 * another move than their repertoire's; `theirs`, the opponent played a move the repertoire does not cover (nor reaches
 * by a transposition); `ended`, the repertoire has no move after that position; `followed`, the game never left it;
 * `noRepertoire`, the member has no moves for that colour; `setUp`, the game began from a set-up position.
 */
export const REPERTOIRE_EXIT_KINDS = ['mine', 'theirs', 'ended', 'followed', 'noRepertoire', 'setUp'] as const;
export type RepertoireExitKind = (typeof REPERTOIRE_EXIT_KINDS)[number];

/** Where one of the member's imported games left their repertoire. */
export interface RepertoireGameExit {
  gameId: number;
  /** the other side's name, as /train/games shows it */
  opponent: string;
  /** the colour the member played, whose repertoire the game is compared with */
  color: RepertoireColor;
  /** YYYY-MM-DD, when known */
  playedOn: string | null;
  kind: RepertoireExitKind;
  /** mine, theirs, ended: the game's move where it left (0-based: 0 is White's first), else null */
  ply: number | null;
  /** that move's number (ply 0 and 1 are move 1) */
  moveNumber: number | null;
  /** mine, theirs, ended: the move the game played there (SAN) */
  played: string | null;
  /** mine: the repertoire's move there (SAN) */
  expected: string | null;
}

/** GET /api/me/repertoire/games: the member's latest REPERTOIRE_GAMES_MAX games, newest first. */
export interface RepertoireGames {
  games: RepertoireGameExit[];
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
  invalidGameId: 'Game id must be a positive whole number',
  gameNotFound: 'Game not found',
} as const;

/** How a move is numbered in words and PGN: "1." before White's, "1..." before Black's (ply 0 is White's first). */
export function moveNumberOf(ply: number): string {
  return `${Math.floor(ply / 2) + 1}${ply % 2 === 0 ? '.' : '...'}`;
}

const COLOR_NAMES: Record<RepertoireColor, string> = { white: 'White', black: 'Black' };

/** What the openings page says (mfe-learn's /train/openings). */
export const OPENINGS_COPY = {
  title: 'Your openings',
  guestNote: 'Sign in to build your repertoire and drill it.',
  colorNames: COLOR_NAMES,
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
  gamesHeading: 'Your games and your repertoire',
  gamesNote: `Where each of your latest ${REPERTOIRE_GAMES_MAX} imported games left your repertoire.`,
  gamesEmpty: 'No games yet. Import your games to see where they left your repertoire.',
  gamesImport: 'Import your games',
  gamesLoading: 'Comparing your games with your repertoire',
  gamesFailed: 'Your games could not be compared with your repertoire. Please try again.',
  /** a game of the list, before its exit: "Against Patzer, as Black" (a link to the game) */
  against: (opponent: string, color: RepertoireColor) => `Against ${opponent}, as ${COLOR_NAMES[color]}`,
  /** where the game left the repertoire, after "Against Patzer, as Black: " or the game page's "Opening: " */
  exit: (exit: Pick<RepertoireGameExit, 'kind' | 'color' | 'moveNumber' | 'played' | 'expected'>): string => {
    const { kind, moveNumber, played, expected } = exit;
    if (kind === 'mine') return `you left your repertoire at move ${moveNumber} (played ${played}, your repertoire has ${expected}).`;
    if (kind === 'theirs')
      return `your opponent left your repertoire at move ${moveNumber} (played ${played}, which your repertoire does not cover).`;
    if (kind === 'ended') return `your repertoire ended at move ${moveNumber} (the game went on with ${played}).`;
    if (kind === 'followed') return 'the game stayed in your repertoire to its last move.';
    if (kind === 'noRepertoire') return `you have no repertoire for ${COLOR_NAMES[exit.color]} yet.`;
    return 'the game began from a set-up position, which no repertoire reaches.';
  },
  /** the game's page (/train/games/{id}): "Opening: you left your repertoire at move 7 (…)." */
  gameExit: (text: string) => `Opening: ${text}`,
  /** after the move where the game left the repertoire, in the game's list of moves */
  outOfRepertoire: 'out of your repertoire',
} as const;
