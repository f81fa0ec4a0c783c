import { PLAYER_COPY } from '@kingside/contracts';
import type { Chess, Move } from 'chess.js';

/** A typed move read against the position: the legal move it names, or what to tell the learner. */
export type TypedMove = { move: Move } | { error: string };

/**
 * SAN as people type it, in chess.js's spelling: castling with zeros or small letters, a knight, rook, queen or
 * king in lower case ("nf3"; not a bishop: "bxc3" is a pawn's capture), a promotion without "=" or in lower case
 * ("e8q"), and the "!" or "?" of an annotation dropped.
 */
export function normalizeSan(typed: string): string {
  let san = typed.trim().replace(/[!?]+$/, '');
  if (/^(0-0-0|o-o-o)([+#]?)$/i.test(san)) san = `O-O-O${san.replace(/^(0-0-0|o-o-o)/i, '')}`;
  else if (/^(0-0|o-o)([+#]?)$/i.test(san)) san = `O-O${san.replace(/^(0-0|o-o)/i, '')}`;
  if (/^[nrqk][a-h1-8x]/.test(san)) san = `${san.charAt(0).toUpperCase()}${san.slice(1)}`;
  return san.replace(
    /^([a-h](?:x[a-h])?[18])=?([qrbnQRBN])([+#]?)$/,
    (_all, target: string, piece: string, suffix: string) => `${target}=${piece.toUpperCase()}${suffix}`,
  );
}

/** A move with its check sign, capture sign and which-piece letters left out: "Nbxd2+" and "Nd2" are both "Nd2". */
const bareMove = (san: string) =>
  san
    .replace(/[+#]+$/, '')
    .replace(/^([KQRBN])[a-h]?[1-8]?x?([a-h][1-8])/, '$1$2')
    .replace('x', '');

/** The move if `san` is legal here, leaving the game as it was. */
function tryMove(game: Chess, san: string): Move | null {
  try {
    const move = game.move(san);
    game.undo();
    return move;
  } catch {
    return null;
  }
}

/**
 * Reads a move typed in the field, locally, before anything is sent: a legal move (a pawn reaching the last rank
 * without naming a piece becomes a queen; a needless or missing "x" or "+" is forgiven when only one move fits);
 * "could be Nbd2 or Nfd2" when the piece is not named clearly enough; "not a legal move" otherwise.
 */
export function readTypedMove(game: Chess, typed: string): TypedMove {
  const shown = typed.trim();
  if (!shown) return { error: PLAYER_COPY.moveEmpty };
  const san = normalizeSan(shown);
  const tries = [san];
  if (/^b[a-h1-8x]/.test(san)) tries.push(`B${san.slice(1)}`);
  if (/^[a-h](x[a-h])?[18][+#]?$/.test(san)) tries.push(san.replace(/([18])([+#]?)$/, '$1=Q$2'));
  for (const attempt of tries) {
    const move = tryMove(game, attempt);
    if (move) return { move };
  }
  const wanted = new Set(tries.map(bareMove));
  const fitting = game.moves({ verbose: true }).filter((move) => wanted.has(bareMove(move.san)));
  if (fitting.length === 1) return { move: fitting[0]! };
  if (fitting.length > 1)
    return {
      error: PLAYER_COPY.moveAmbiguous(
        shown,
        fitting.map((move) => move.san),
      ),
    };
  return { error: PLAYER_COPY.moveNotLegal(shown) };
}
