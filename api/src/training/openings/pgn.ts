import {
  fullFen,
  moveNumberOf,
  OPENINGS_MESSAGES,
  PGN_MAX_GAMES,
  positionKey,
  REPERTOIRE_MOVES_MAX,
  START_POSITION,
} from '@kingside/contracts/training';
import { Chess } from 'chess.js';

/*
 * A PGN's games, main lines and variations (RAV) alike, as the moves of a repertoire (docs/spec.md §7.18). chess.js
 * reads a game's main line only, so the text is tokenized here (tags, comments, NAGs, move numbers, results,
 * parentheses) and each move is played by chess.js from the position it is written in: a variation "(…)" replaces the
 * move before it, from the position before that move; variations nest.
 */

/** A move of a repertoire: from a position to another (each its FEN's first four fields). `ply` 0 is White's first. */
export interface RepertoireEdge {
  from: string;
  san: string;
  to: string;
  ply: number;
  /** the PGN game it was read from (1, 2, …) */
  game?: number;
}

/** A PGN refused, with the message the api answers. */
export class PgnError extends Error {}

/**
 * Each move played at most once per position and spelling: a PGN of many games repeats its first moves, and chess.js
 * reads a SAN by generating the position's moves. The map is the parse's own.
 */
type Played = Map<string, { san: string; to: string } | null>;

/** The move `token` from `from`, as chess.js writes it, and the position after it; null when it is not legal. */
export function playFrom(from: string, token: string, played: Played = new Map()): { san: string; to: string } | null {
  const key = `${from}|${token}`;
  const known = played.get(key);
  if (known !== undefined) return known;
  let answer: { san: string; to: string } | null;
  try {
    const board = new Chess(fullFen(from));
    const move = board.move(token);
    answer = { san: move.san, to: positionKey(board.fen()) };
  } catch {
    answer = null;
  }
  played.set(key, answer);
  return answer;
}

/** A line's last position, linked back to the one before it: a variation steps back one without copying the line. */
interface Step {
  position: string;
  ply: number;
  before: Step | null;
}
const START: Step = { position: START_POSITION, ply: 0, before: null };

type Token =
  | { kind: 'tag'; name: string; value: string }
  | { kind: 'open' }
  | { kind: 'close' }
  | { kind: 'result' }
  | { kind: 'move'; text: string }
  | { kind: 'unreadable'; text: string };

const RESULTS = new Set(['1-0', '0-1', '1/2-1/2', '*']);
/** A move's written form once its number, annotation marks and castling zeros are dealt with. */
const MOVE = /^[KQRBNa-hO][KQRBNa-h1-8xO=+#-]{1,9}$/;

function* tokens(text: string): Generator<Token> {
  let at = 0;
  const length = text.length;
  while (at < length) {
    const char = text[at]!;
    if (/\s/.test(char)) {
      at += 1;
    } else if (char === '{') {
      const end = text.indexOf('}', at + 1);
      at = end === -1 ? length : end + 1;
    } else if (char === ';' || (char === '%' && (at === 0 || text[at - 1] === '\n'))) {
      const end = text.indexOf('\n', at + 1);
      at = end === -1 ? length : end + 1;
    } else if (char === '[') {
      const match = /^\[\s*([A-Za-z0-9_]+)\s*"((?:[^"\\]|\\.)*)"\s*\]/.exec(text.slice(at, at + 4096));
      if (!match) {
        yield { kind: 'unreadable', text: text.slice(at, at + 20).split('\n')[0]! };
        return;
      }
      yield { kind: 'tag', name: match[1]!, value: match[2]!.replace(/\\(.)/g, '$1') };
      at += match[0].length;
    } else if (char === '(') {
      yield { kind: 'open' };
      at += 1;
    } else if (char === ')') {
      yield { kind: 'close' };
      at += 1;
    } else {
      let end = at;
      while (end < length && !/[\s{}()[\];]/.test(text[end]!)) end += 1;
      const word = text.slice(at, end);
      at = end;
      if (RESULTS.has(word)) {
        yield { kind: 'result' };
        continue;
      }
      if (/^\$\d+$/.test(word) || /^[!?]+$/.test(word) || /^\d+\.*$/.test(word)) continue;
      // "12.Nf3", "12...Nf3", "Nf3!?", "0-0-0"
      const written = word
        .replace(/^\d+\.+/, '')
        .replace(/[!?]+$/, '')
        .replace(/^0-0-0/, 'O-O-O')
        .replace(/^0-0/, 'O-O');
      if (written === '') continue;
      yield MOVE.test(written) ? { kind: 'move', text: written } : { kind: 'unreadable', text: word.slice(0, 20) };
    }
  }
}

/**
 * The moves of every game of `text` (main lines and variations), from the starting position. Throws PgnError with
 * the first problem, named with its game ("Game 2: 5... Nf9 is not a legal move"); no game is half read.
 */
export function repertoireFromPgn(text: string): RepertoireEdge[] {
  const edges: RepertoireEdge[] = [];
  const seen = new Set<string>();
  const played: Played = new Map();
  let game = 1;
  /** whether the current game has begun (a tag or a move), so the next tag after its moves starts another */
  let begun = false;
  let moved = false;
  /** where the current line has reached (a list back to the start, shared by the variations that branch from it) */
  let line: Step = START;
  let stack: Step[] = [];

  const fail = (problem: string): never => {
    throw new PgnError(OPENINGS_MESSAGES.pgnGame(game, problem));
  };
  const endGame = () => {
    if (stack.length) fail(OPENINGS_MESSAGES.pgnUnbalanced);
    if (begun) game += 1;
    begun = false;
    moved = false;
    line = START;
    stack = [];
  };

  try {
    for (const token of tokens(text)) {
      if (token.kind === 'unreadable') {
        fail(OPENINGS_MESSAGES.pgnUnreadable(token.text));
      } else if (token.kind === 'tag') {
        if (moved) endGame();
        if (game > PGN_MAX_GAMES) throw new PgnError(OPENINGS_MESSAGES.pgnTooManyGames);
        begun = true;
        if (token.name === 'FEN' && positionKey(token.value) !== START_POSITION) fail(OPENINGS_MESSAGES.pgnSetUp);
      } else if (token.kind === 'result') {
        endGame();
      } else if (token.kind === 'open') {
        if (!line.before) fail(OPENINGS_MESSAGES.pgnUnbalanced);
        stack.push(line);
        line = line.before!;
      } else if (token.kind === 'close') {
        const outer = stack.pop();
        if (!outer) fail(OPENINGS_MESSAGES.pgnUnbalanced);
        line = outer!;
      } else {
        if (!begun && game > PGN_MAX_GAMES) throw new PgnError(OPENINGS_MESSAGES.pgnTooManyGames);
        begun = true;
        moved = true;
        const { position: from, ply } = line;
        const move = playFrom(from, token.text, played);
        if (!move) fail(OPENINGS_MESSAGES.pgnIllegal(moveNumberOf(ply), token.text));
        // Each chess.js reading is a new (position, spelling): past this many, the repertoire could not hold them anyway.
        if (played.size > 2 * REPERTOIRE_MOVES_MAX) throw new PgnError(OPENINGS_MESSAGES.tooManyMoves);
        const key = `${from} ${move!.san}`;
        if (!seen.has(key)) {
          seen.add(key);
          edges.push({ from, san: move!.san, to: move!.to, ply, game });
        }
        line = { position: move!.to, ply: ply + 1, before: line };
      }
    }
    if (stack.length) fail(OPENINGS_MESSAGES.pgnUnbalanced);
  } catch (error) {
    if (error instanceof PgnError) throw error;
    throw new PgnError(OPENINGS_MESSAGES.invalidPgn);
  }
  if (!edges.length) throw new PgnError(OPENINGS_MESSAGES.pgnNoMoves);
  return edges;
}
