import { Chess, DEFAULT_POSITION } from 'chess.js';
import { GAME_MAX_PLIES, GAMES_MESSAGES, type GameColor, type PgnProblem } from '@kingside/contracts/games';

/*
 * Pasted PGN (docs/spec.md §7.19), read with chess.js, the one home of the rules: split into games, each read whole or
 * refused with its reason, never half a game. What is kept is what the analysis and the pages need: the players, the
 * result, the date, the starting position when the game had its own (a FEN tag) and the moves as chess.js writes them.
 */

export interface ReadGame {
  white: string;
  black: string;
  result: string;
  /** YYYY-MM-DD, when the PGN's Date is whole */
  playedOn: string | null;
  startFen: string | null;
  moves: string[];
}

const RESULTS = new Set(['1-0', '0-1', '1/2-1/2', '*']);
const NAME_MAX = 100;
const REASON_MAX = 160;

/** A tag pair line, `[Name "value"]`. */
const TAG_LINE = /^\s*\[\s*[A-Za-z0-9_]+\s+"/;
/** A termination marker at the end of a line of moves. */
const ENDS_GAME = /(?:^|\s)(?:1-0|0-1|1\/2-1\/2|\*)\s*$/;

/**
 * The PGN's games as texts: a game begins at a tag line that follows moves, or at moves that follow a finished game
 * (its termination marker, then a blank line).
 */
export function splitPgn(text: string): string[] {
  const games: string[] = [];
  let current: string[] = [];
  let inMoves = false;
  let finished = false;
  let blankSinceFinish = false;
  const flush = () => {
    if (current.some((line) => line.trim() !== '')) games.push(current.join('\n'));
    current = [];
    inMoves = false;
    finished = false;
    blankSinceFinish = false;
  };
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    const trimmed = line.trim();
    if (trimmed === '') {
      if (finished) blankSinceFinish = true;
      current.push(line);
      continue;
    }
    const isTag = TAG_LINE.test(line);
    if ((isTag && inMoves) || (!isTag && finished && blankSinceFinish)) flush();
    current.push(line);
    if (!isTag) {
      inMoves = true;
      if (ENDS_GAME.test(trimmed)) finished = true;
    }
  }
  flush();
  return games;
}

function reason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  // The grammar's message lists every token it expected: say only what it found.
  const found = /but (.{1,40}) found\.?$/.exec(message);
  const short = found ? `unexpected ${found[1]}` : message;
  return short.length > REASON_MAX ? `${short.slice(0, REASON_MAX - 1)}…` : short;
}

const name = (value: string | undefined): string => {
  const trimmed = (value ?? '').trim().slice(0, NAME_MAX);
  return trimmed === '' || trimmed === '?' ? '?' : trimmed;
};

function playedOn(date: string | undefined): string | null {
  const whole = /^(\d{4})\.(\d{2})\.(\d{2})$/.exec(date ?? '');
  return whole ? `${whole[1]}-${whole[2]}-${whole[3]}` : null;
}

/** One game's text, read whole, or the reason it cannot be. */
export function readGame(text: string): ReadGame | { problem: string } {
  const chess = new Chess();
  try {
    chess.loadPgn(text);
  } catch (error) {
    return { problem: GAMES_MESSAGES.gameUnreadable(reason(error)) };
  }
  const headers = chess.getHeaders();
  const variant = (headers.Variant ?? 'Standard').trim().toLowerCase();
  if (variant !== 'standard' && variant !== 'from position') return { problem: GAMES_MESSAGES.variantRefused };
  const moves = chess.history();
  if (moves.length === 0) return { problem: GAMES_MESSAGES.gameEmpty };
  if (moves.length > GAME_MAX_PLIES) return { problem: GAMES_MESSAGES.gameTooLong };
  const fen = headers.FEN?.trim();
  return {
    white: name(headers.White),
    black: name(headers.Black),
    result: RESULTS.has(headers.Result ?? '') ? headers.Result! : '*',
    playedOn: playedOn(headers.Date),
    startFen: fen && fen !== DEFAULT_POSITION ? fen : null,
    moves,
  };
}

/** Every game of a pasted PGN read, and the problem of each that could not be (1-based, in the PGN's order). */
export function readPgn(text: string): { games: ReadGame[]; problems: PgnProblem[]; count: number } {
  const texts = splitPgn(text);
  const games: ReadGame[] = [];
  const problems: PgnProblem[] = [];
  texts.forEach((game, index) => {
    const read = readGame(game);
    if ('problem' in read) problems.push({ game: index + 1, message: read.problem });
    else games.push(read);
  });
  return { games, problems, count: texts.length };
}

/** The side the member played: `color` when given, else the side named as one of `names` (any case), else White. */
export function memberColor(game: Pick<ReadGame, 'white' | 'black'>, names: string[], color?: GameColor): GameColor {
  if (color) return color;
  const known = new Set(names.map((n) => n.toLowerCase()));
  if (known.has(game.black.toLowerCase()) && !known.has(game.white.toLowerCase())) return 'black';
  return 'white';
}
