import { Chess } from 'chess.js';
import { GAME_MAX_PLIES, type GameColor } from '@kingside/contracts/games';
import type { ReadGame } from './pgn';

/*
 * A member's latest games from Lichess's public game export (docs/spec.md §7.19): GET {LICHESS_URL}/api/games/user/{name}
 * as NDJSON, one game a line, newest first. Nothing it says is trusted: each game's moves are replayed with chess.js
 * (a game that does not replay is left out), names and ids are bounded, and the answer is read up to a size and a time.
 */

/** The export's answer is read up to this many bytes (50 games of 300 plies are about 150 KB). */
const EXPORT_MAX_BYTES = 2_000_000;
const EXPORT_TIMEOUT_MS = 15_000;
const LICHESS_ID = /^[A-Za-z0-9]{8}$/;

export interface LichessGame extends ReadGame {
  lichessId: string;
  color: GameColor;
}

interface ExportPlayer {
  user?: { id?: unknown; name?: unknown };
}

interface ExportedGame {
  id?: unknown;
  variant?: unknown;
  createdAt?: unknown;
  status?: unknown;
  winner?: unknown;
  initialFen?: unknown;
  moves?: unknown;
  players?: { white?: ExportPlayer; black?: ExportPlayer };
}

/** Lichess did not answer usably (down, slow, too large, not NDJSON). */
export class LichessUnavailable extends Error {}

const text = (value: unknown, max: number): string | null => (typeof value === 'string' && value.length <= max ? value : null);

function resultOf(game: ExportedGame): string {
  if (game.winner === 'white') return '1-0';
  if (game.winner === 'black') return '0-1';
  if (game.status === 'draw' || game.status === 'stalemate' || game.status === 'outoftime') return '1/2-1/2';
  return '*';
}

/** One line of the export as a game of the member's (Lichess id `memberId`), or null when it is not one to import. */
export function fromExport(line: string, memberId: string): LichessGame | null {
  let game: ExportedGame;
  try {
    game = JSON.parse(line) as ExportedGame;
  } catch {
    return null;
  }
  if (!game || typeof game !== 'object') return null;
  const id = text(game.id, 8);
  if (!id || !LICHESS_ID.test(id)) return null;
  if (game.variant !== 'standard' && game.variant !== 'fromPosition') return null;
  const white = text(game.players?.white?.user?.name, 100) ?? '?';
  const black = text(game.players?.black?.user?.name, 100) ?? '?';
  const whiteId = text(game.players?.white?.user?.id, 100);
  const blackId = text(game.players?.black?.user?.id, 100);
  const color: GameColor | null = whiteId === memberId ? 'white' : blackId === memberId ? 'black' : null;
  if (!color) return null;
  const moves =
    text(game.moves, GAME_MAX_PLIES * 8)
      ?.split(' ')
      .filter(Boolean) ?? [];
  if (moves.length === 0 || moves.length > GAME_MAX_PLIES) return null;
  const startFen = game.variant === 'fromPosition' ? text(game.initialFen, 100) : null;
  const chess = new Chess();
  try {
    if (startFen) chess.load(startFen);
    for (const san of moves) chess.move(san, { strict: false });
  } catch {
    return null;
  }
  const created = typeof game.createdAt === 'number' && Number.isFinite(game.createdAt) ? new Date(game.createdAt) : null;
  return {
    lichessId: id,
    color,
    white,
    black,
    result: resultOf(game),
    playedOn: created && !Number.isNaN(created.getTime()) ? created.toISOString().slice(0, 10) : null,
    startFen: startFen && startFen !== new Chess().fen() ? startFen : null,
    moves: chess.history(),
  };
}

/** The member's `max` latest games on Lichess (username `username`, id `memberId`), newest first. */
export async function fetchLichessGames(lichessUrl: string, username: string, memberId: string, max: number): Promise<LichessGame[]> {
  const url = new URL(`${lichessUrl}/api/games/user/${encodeURIComponent(username)}`);
  url.searchParams.set('max', String(max));
  url.searchParams.set('moves', 'true');
  url.searchParams.set('pgnInJson', 'false');
  url.searchParams.set('clocks', 'false');
  url.searchParams.set('evals', 'false');
  url.searchParams.set('opening', 'false');
  let body: string;
  try {
    const res = await fetch(url, { headers: { Accept: 'application/x-ndjson' }, signal: AbortSignal.timeout(EXPORT_TIMEOUT_MS) });
    if (!res.ok || !res.body) throw new LichessUnavailable(`Lichess answered ${res.status}`);
    body = await readCapped(res.body, EXPORT_MAX_BYTES);
  } catch (error) {
    if (error instanceof LichessUnavailable) throw error;
    throw new LichessUnavailable((error as Error).message);
  }
  const games: LichessGame[] = [];
  for (const line of body.split('\n')) {
    if (games.length >= max) break;
    const game = line.trim() ? fromExport(line, memberId) : null;
    if (game) games.push(game);
  }
  return games;
}

async function readCapped(stream: ReadableStream<Uint8Array>, maxBytes: number): Promise<string> {
  const decoder = new TextDecoder();
  let read = 0;
  let out = '';
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    read += value.byteLength;
    if (read > maxBytes) {
      await reader.cancel();
      throw new LichessUnavailable('the game export is too large');
    }
    out += decoder.decode(value, { stream: true });
  }
  return out + decoder.decode();
}
