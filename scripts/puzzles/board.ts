/**
 * Board helpers for the puzzle generator: a seeded random source, squares as numbers, building a position piece by
 * piece, mirroring it into Black's point of view, and the material count the lines are judged by.
 */
import { type Chess, type Color, type PieceSymbol, type Square } from 'chess.js';

/** mulberry32: small, fast and the same on every machine, so a fixed seed writes the same puzzles. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export type Rng = () => number;
export const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)] as T;
export const chance = (rng: Rng, p: number): boolean => rng() < p;
export const between = (rng: Rng, min: number, max: number): number => min + Math.floor(rng() * (max - min + 1));

export const VALUES: Record<PieceSymbol, number> = { p: 1, n: 3, b: 3, r: 5, q: 9, k: 0 };
export const PIECE_NAMES: Record<PieceSymbol, string> = { p: 'pawn', n: 'knight', b: 'bishop', r: 'rook', q: 'queen', k: 'king' };
export const colourName = (color: Color): string => (color === 'w' ? 'White' : 'Black');
export const other = (color: Color): Color => (color === 'w' ? 'b' : 'w');

/** A square as file 0-7 and rank 0-7 (a1 is 0,0). */
export interface XY {
  f: number;
  r: number;
}
export const onBoard = ({ f, r }: XY): boolean => f >= 0 && f < 8 && r >= 0 && r < 8;
export const name = ({ f, r }: XY): Square => `${'abcdefgh'[f]}${r + 1}` as Square;
export const xy = (square: string): XY => ({ f: square.charCodeAt(0) - 97, r: Number(square[1]) - 1 });
export const add = (a: XY, d: XY, times = 1): XY => ({ f: a.f + d.f * times, r: a.r + d.r * times });
export const distance = (a: XY, b: XY): number => Math.max(Math.abs(a.f - b.f), Math.abs(a.r - b.r));

export const KNIGHT_JUMPS: XY[] = [
  { f: 1, r: 2 },
  { f: 2, r: 1 },
  { f: 2, r: -1 },
  { f: 1, r: -2 },
  { f: -1, r: -2 },
  { f: -2, r: -1 },
  { f: -2, r: 1 },
  { f: -1, r: 2 },
];
export const STRAIGHT: XY[] = [
  { f: 1, r: 0 },
  { f: -1, r: 0 },
  { f: 0, r: 1 },
  { f: 0, r: -1 },
];
export const DIAGONAL: XY[] = [
  { f: 1, r: 1 },
  { f: 1, r: -1 },
  { f: -1, r: 1 },
  { f: -1, r: -1 },
];

/** A position under construction: White's point of view, White to move. */
export class Builder {
  readonly squares = new Map<string, string>();
  /** The motif's key move, when the template knows it: the template's own check that the motif is really there. */
  keyMove?: { from: Square; to: Square; check: (after: Chess, before: Chess) => boolean };

  constructor(private readonly rng: Rng) {}

  has(at: XY): boolean {
    return this.squares.has(name(at));
  }

  /** Puts a piece (FEN letter) on an empty square; pawns never on the first or last rank. */
  put(at: XY, letter: string): boolean {
    if (!onBoard(at) || this.has(at)) return false;
    if (letter.toLowerCase() === 'p' && (at.r === 0 || at.r === 7)) return false;
    this.squares.set(name(at), letter);
    return true;
  }

  /** Puts a piece on a random empty square that `allowed` accepts; false when none was found. */
  scatter(letter: string, allowed: (at: XY) => boolean = () => true): boolean {
    for (let tries = 0; tries < 40; tries += 1) {
      const at = { f: Math.floor(this.rng() * 8), r: Math.floor(this.rng() * 8) };
      if (allowed(at) && this.put(at, letter)) return true;
    }
    return false;
  }

  kingAt(letter: 'K' | 'k'): XY | undefined {
    for (const [square, piece] of this.squares) if (piece === letter) return xy(square);
    return undefined;
  }

  fen(turn: Color = 'w'): string {
    const rows: string[] = [];
    for (let r = 7; r >= 0; r -= 1) {
      let row = '';
      let empty = 0;
      for (let f = 0; f < 8; f += 1) {
        const piece = this.squares.get(name({ f, r }));
        if (piece) {
          row += (empty || '') + piece;
          empty = 0;
        } else empty += 1;
      }
      rows.push(row + (empty || ''));
    }
    return `${rows.join('/')} ${turn} - - 0 1`;
  }
}

/** The same position seen from the other side: ranks reversed, colours swapped, the other side to move. */
export function mirrorColours(fen: string): string {
  const [placement = '', turn] = fen.split(' ');
  const swapped = placement
    .split('/')
    .reverse()
    .map((row) => [...row].map((c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase())).join(''))
    .join('/');
  return `${swapped} ${turn === 'w' ? 'b' : 'w'} - - 0 1`;
}

/** The same position with the a- and h-files swapped (no castling rights in generated positions, so always fair). */
export function mirrorFiles(fen: string): string {
  const [placement = '', ...rest] = fen.split(' ');
  const expand = (row: string) => row.replace(/\d/g, (n) => '.'.repeat(Number(n)));
  const compress = (row: string) => row.replace(/\.+/g, (dots) => String(dots.length));
  const flipped = placement
    .split('/')
    .map((row) => compress([...expand(row)].reverse().join('')))
    .join('/');
  return [flipped, ...rest].join(' ');
}

/** Material of `color` minus the other side's, in pawns. */
export function materialBalance(chess: Chess, color: Color): number {
  let total = 0;
  for (const row of chess.board()) {
    for (const piece of row) {
      if (!piece) continue;
      total += (piece.color === color ? 1 : -1) * VALUES[piece.type];
    }
  }
  return total;
}

/** Pieces other than kings and pawns, per side. */
export function pieceCounts(chess: Chess): { w: number; b: number; queens: number } {
  const counts = { w: 0, b: 0, queens: 0 };
  for (const row of chess.board()) {
    for (const piece of row) {
      if (!piece || piece.type === 'k' || piece.type === 'p') continue;
      counts[piece.color] += 1;
      if (piece.type === 'q') counts.queens += 1;
    }
  }
  return counts;
}
