import { EXCLUDE_MAX } from '@kingside/contracts/training';

/** sessionStorage: the puzzles a guest was served this visit, oldest first (members' history is the api's). */
export const SEEN_PUZZLES_KEY = 'trainSeenPuzzles';

function read(): number[] {
  try {
    const parsed: unknown = JSON.parse(globalThis.sessionStorage?.getItem(SEEN_PUZZLES_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isSafeInteger(id) && id > 0) : [];
  } catch {
    return [];
  }
}

/** The ids a guest sends as `exclude` (GET /api/puzzles/next), at most EXCLUDE_MAX: the api refuses more. */
export function seenPuzzles(): number[] {
  return read().slice(-EXCLUDE_MAX);
}

/** A puzzle served to a guest: kept, the oldest dropped beyond EXCLUDE_MAX. Storage refused: the visit forgets. */
export function rememberSeen(id: number): void {
  const seen = read().filter((seenId) => seenId !== id);
  seen.push(id);
  try {
    globalThis.sessionStorage?.setItem(SEEN_PUZZLES_KEY, JSON.stringify(seen.slice(-EXCLUDE_MAX)));
  } catch {
    /* storage unavailable: repeats are possible, nothing breaks */
  }
}
