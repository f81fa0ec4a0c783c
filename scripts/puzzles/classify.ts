/**
 * What a proved line is about, read from the board with chess.js: its themes (a fork's move really attacks two
 * pieces, a pinned piece really shields its king, a mate really ends on the back rank…), then the prompt, the hint and
 * the starting rating the puzzle gets. Nothing here trusts the template a position came from.
 */
import { Chess, type Color, type Move, type PieceSymbol, type Square } from 'chess.js';
import type { PuzzleTheme } from '../../packages/contracts/src/training';
import { colourName, other, PIECE_NAMES, pieceCounts, VALUES, xy } from './board';

export type LineMode = 'mate' | 'material' | 'win' | 'defence';

export interface Line {
  fen: string;
  solution: string[];
  mode: LineMode;
  /** defence: what the opponent threatens if the learner passes */
  threat?: { mate: boolean; piece?: PieceSymbol };
}

export interface Reading {
  themes: PuzzleTheme[];
  prompt: string;
  hint: string;
  /** facts the rating reads */
  quietStart: boolean;
}

const ORDER: PuzzleTheme[] = [
  'mateIn1',
  'mateIn2',
  'mateIn3',
  'backRankMate',
  'doubleCheck',
  'discoveredAttack',
  'fork',
  'skewer',
  'pin',
  'trappedPiece',
  'hangingPiece',
  'promotion',
  'defence',
  'sacrifice',
  'endgame',
];

/** Each learner move with the position before and after it. */
interface Step {
  move: Move;
  before: Chess;
  after: Chess;
  /** the reply that follows, if any */
  reply?: Move;
}

function steps(line: Line): Step[] {
  const chess = new Chess(line.fen);
  const result: Step[] = [];
  line.solution.forEach((san, index) => {
    const before = new Chess(chess.fen());
    const move = chess.move(san);
    if (index % 2 === 0) result.push({ move, before, after: new Chess(chess.fen()) });
    else (result[result.length - 1] as Step).reply = move;
  });
  return result;
}

const attacks = (board: Chess, from: Square, target: Square, color: Color): boolean => board.attackers(target, color).includes(from);

function enemyPieces(board: Chess, color: Color): { square: Square; type: PieceSymbol }[] {
  const found: { square: Square; type: PieceSymbol }[] = [];
  for (const row of board.board())
    for (const piece of row) if (piece && piece.color === color) found.push({ square: piece.square, type: piece.type });
  return found;
}

/** Squares the learner captures on at or after learner step `from`. */
const capturedLater = (all: Step[], from: number): Set<string> =>
  new Set(all.slice(from).flatMap((s) => (s.move.captured ? [s.move.to] : [])));

/** Whether the piece on `square` after learner step `index` is taken later, following it when it moves (a pinned queen takes its pinner and is taken back). */
function takenLater(all: Step[], index: number, square: string): boolean {
  let at = square;
  for (let i = index; i < all.length; i += 1) {
    const step = all[i] as Step;
    if (i > index && step.move.captured && step.move.to === at) return true;
    if (step.reply?.from === at) at = step.reply.to;
  }
  return false;
}

/** Enemy pieces that shield their king from a learner slider (removing them would expose the king). */
export function pinnedTo(board: Chess, victim: Color): Square[] {
  const [king] = board.findPiece({ type: 'k', color: victim });
  if (!king) return [];
  const pinned: Square[] = [];
  for (const piece of enemyPieces(board, victim)) {
    if (piece.type === 'k') continue;
    const copy = new Chess(board.fen(), { skipValidation: true });
    copy.remove(piece.square);
    if (copy.attackers(king, other(victim)).length > board.attackers(king, other(victim)).length) pinned.push(piece.square);
  }
  return pinned;
}

function sign(n: number): number {
  return n === 0 ? 0 : n > 0 ? 1 : -1;
}

interface Motifs {
  themes: Set<PuzzleTheme>;
  forkTargets?: PieceSymbol[];
  forker?: PieceSymbol;
  pinned?: PieceSymbol;
  pinExisting?: boolean;
  skewered?: PieceSymbol;
  front?: PieceSymbol;
  slider?: PieceSymbol;
  trapped?: PieceSymbol;
  hanging?: PieceSymbol;
}

function motifs(line: Line): Motifs {
  const all = steps(line);
  const start = new Chess(line.fen);
  const learner = start.turn();
  const enemy = other(learner);
  const found: Motifs = { themes: new Set() };
  const end = all[all.length - 1]?.after ?? start;

  if (line.mode === 'mate' && end.isCheckmate()) {
    found.themes.add((['mateIn1', 'mateIn2', 'mateIn3'] as const)[all.length - 1] as PuzzleTheme);
    const [king] = end.findPiece({ type: 'k', color: enemy });
    const last = all[all.length - 1]?.move;
    if (king && last) {
      const backRank = enemy === 'b' ? 7 : 0;
      const k = xy(king);
      const forward = enemy === 'b' ? -1 : 1;
      const shield = [-1, 0, 1]
        .map((df) => ({ f: k.f + df, r: k.r + forward }))
        .filter((s) => s.f >= 0 && s.f < 8)
        .map((s) => end.get(`${'abcdefgh'[s.f]}${s.r + 1}` as Square));
      const checkers = end.attackers(king, learner).map((sq) => ({ sq, piece: end.get(sq) }));
      const alongRank = checkers.some((c) => (c.piece?.type === 'r' || c.piece?.type === 'q') && xy(c.sq).r === backRank);
      if (k.r === backRank && alongRank && shield.filter((p) => p?.color === enemy).length >= 2) found.themes.add('backRankMate');
    }
  }

  all.forEach((step, index) => {
    const { move, before, after } = step;
    const [king] = after.findPiece({ type: 'k', color: enemy });
    const later = capturedLater(all, index + 1);
    const isLast = index === all.length - 1;
    if (king && after.attackers(king, learner).length >= 2) found.themes.add('doubleCheck');

    // Discovered: another learner piece now attacks the king or a piece the line goes on to take.
    if (king) {
      for (const target of enemyPieces(after, enemy)) {
        if (target.type === 'p') continue;
        const wins = target.type === 'k' ? after.isCheck() : later.has(target.square) && VALUES[target.type] >= 3;
        if (!wins) continue;
        for (const from of after.attackers(target.square, learner)) {
          if (from === move.to || attacks(before, from, target.square, learner)) continue;
          found.themes.add('discoveredAttack');
          found.front = move.piece;
          found.slider = after.get(from)?.type;
        }
      }
    }

    // Fork: the moved piece attacks two targets worth attacking, and the line takes one of them.
    if (line.mode !== 'mate' && !isLast) {
      const targets = enemyPieces(after, enemy).filter((t) => {
        if (!attacks(after, move.to, t.square, learner)) return false;
        if (t.type === 'k') return true;
        if (t.type === 'p') return false;
        return VALUES[t.type] > VALUES[move.piece] || after.attackers(t.square, enemy).length === 0;
      });
      if (targets.length >= 2 && targets.some((t) => later.has(t.square))) {
        found.themes.add('fork');
        found.forker = move.piece;
        found.forkTargets = targets.map((t) => t.type).sort((a, b) => (b === 'k' ? 100 : VALUES[b]) - (a === 'k' ? 100 : VALUES[a]));
      }
    }

    // Skewer: the moved slider attacks the king or queen, and behind it on that line stands what the line takes.
    if (line.mode !== 'mate' && ['b', 'r', 'q'].includes(move.piece)) {
      for (const front of enemyPieces(after, enemy)) {
        if (front.type !== 'k' && front.type !== 'q') continue;
        if (!attacks(after, move.to, front.square, learner)) continue;
        const a = xy(move.to);
        const f = xy(front.square);
        const d = { f: sign(f.f - a.f), r: sign(f.r - a.r) };
        let at = { f: f.f + d.f, r: f.r + d.r };
        while (at.f >= 0 && at.f < 8 && at.r >= 0 && at.r < 8) {
          const square = `${'abcdefgh'[at.f]}${at.r + 1}` as Square;
          const piece = after.get(square);
          if (piece) {
            if (piece.color === enemy && piece.type !== 'p' && VALUES[piece.type] < (front.type === 'k' ? 100 : VALUES.q)) {
              if (all.slice(index + 1).some((s) => s.move.to === square && s.move.captured)) {
                found.themes.add('skewer');
                found.skewered = piece.type;
              }
            }
            break;
          }
          at = { f: at.f + d.f, r: at.r + d.r };
        }
      }
    }

    // Pin: a piece shielding its king is pinned by this move (or, already pinned, attacked by it), and taken later.
    if (line.mode !== 'mate') {
      const pinnedBefore = new Set(pinnedTo(before, enemy));
      for (const square of pinnedTo(after, enemy)) {
        const piece = after.get(square);
        if (!piece || piece.type === 'p' || !takenLater(all, index, square)) continue;
        const newPin = !pinnedBefore.has(square);
        if (newPin || attacks(after, move.to, square, learner)) {
          found.themes.add('pin');
          found.pinned = piece.type;
          found.pinExisting = !newPin;
        }
      }
    }

    // Trapped: a quiet move leaves an attacked piece without a safe square, and the line takes it.
    if (line.mode !== 'mate' && !move.captured && !after.isCheck()) {
      for (const target of enemyPieces(after, enemy)) {
        if (target.type === 'p' || target.type === 'k' || !later.has(target.square)) continue;
        // a pinned piece is pinned, not trapped
        if (after.attackers(target.square, learner).length === 0 || pinnedTo(after, enemy).includes(target.square)) continue;
        const escapes = after.moves({ square: target.square, verbose: true }).filter((m) => {
          if (m.captured && VALUES[m.captured] >= VALUES[target.type]) return true;
          return after.attackers(m.to, learner).length === 0;
        });
        if (escapes.length === 0) {
          found.themes.add('trappedPiece');
          found.trapped = target.type;
        }
      }
    }

    // Sacrifice: the reply takes the piece just moved, for more than it took, and the next move does not simply take
    // back (that is an exchange).
    const retaken = all[index + 1]?.move.to === move.to;
    if (step.reply?.captured && step.reply.to === move.to && VALUES[move.piece] > VALUES[move.captured ?? 'k'] + 1 && !retaken) {
      found.themes.add('sacrifice');
    }
    if (move.promotion) found.themes.add('promotion');
  });

  const first = all[0]?.move;
  if (line.mode === 'material' && all.length === 1 && first?.captured && VALUES[first.captured] >= 3) {
    if (all[0] && all[0].before.attackers(first.to, enemy).length === 0) {
      found.themes.add('hangingPiece');
      found.hanging = first.captured;
    }
  }
  if (line.mode === 'defence') found.themes.add('defence');
  const counts = pieceCounts(start);
  if (counts.w <= 2 && counts.b <= 2 && (counts.queens === 0 || counts.w + counts.b <= 2)) found.themes.add('endgame');
  return found;
}

const NAME = (type: PieceSymbol): string => PIECE_NAMES[type];

function promptFor(line: Line, themes: PuzzleTheme[], side: string, mateMoves: number): string | null {
  const main = themes[0];
  if (line.mode === 'mate') return `${side} to move: mate in ${mateMoves}.`;
  if (line.mode === 'defence') return `${side} to move: find the only good defence.`;
  if (line.mode === 'win') return `${side} to move: find the only move that wins.`;
  switch (main) {
    case 'fork':
      return `${side} to move: win material with a fork.`;
    case 'pin':
      return `${side} to move: win material with a pin.`;
    case 'skewer':
      return `${side} to move: win material with a skewer.`;
    case 'discoveredAttack':
      return `${side} to move: win material with a discovered attack.`;
    case 'doubleCheck':
      return `${side} to move: win material with a double check.`;
    case 'trappedPiece':
      return `${side} to move: trap a piece and win it.`;
    case 'hangingPiece':
      return `${side} to move: one piece is left undefended. Win it.`;
    case 'promotion':
      return `${side} to move: promote a pawn and win material.`;
    case 'sacrifice':
    case 'endgame':
      return `${side} to move: win material.`;
    default:
      return null;
  }
}

function hintFor(line: Line, found: Motifs, themes: PuzzleTheme[], opponent: string, first: Move, replyTakes: boolean): string {
  const main = themes[0];
  const enemy = opponent.toLowerCase();
  if (line.mode === 'mate') {
    if (themes.includes('backRankMate')) {
      return themes.includes('mateIn1')
        ? `The ${enemy} king is shut in by its own pieces on the back rank. Which of your pieces can reach that rank with check?`
        : `The ${enemy} king is shut in by its own pieces on the back rank. Clear the way to that rank, whatever it costs.`;
    }
    if (themes.includes('mateIn1')) return `Look for a check the ${enemy} king can neither block, capture nor step away from.`;
    if (replyTakes) return `Give something up first: the reply is forced, and then the ${enemy} king has no way out.`;
    if (themes.includes('doubleCheck'))
      return 'A double check cannot be blocked or captured: the king must move. Find one on the way to mate.';
    if (first.san.includes('+')) return `Every move can be a check: after the forced replies the ${enemy} king runs out of squares.`;
    return `The first move need not be a check: take the ${enemy} king's last free squares, then strike.`;
  }
  if (line.mode === 'defence') {
    if (line.threat?.mate) return `First ask what ${opponent} threatens: mate. Only one move stops it and keeps the balance.`;
    if (line.threat?.piece)
      return `First ask what ${opponent} threatens: to win your ${NAME(line.threat.piece)}. Only one move keeps everything safe.`;
    return `Ask what ${opponent} would do if it were their move. Only one answer keeps the game alive.`;
  }
  if (line.mode === 'win') {
    const counts = pieceCounts(new Chess(line.fen));
    if (counts.w === 0 && counts.b === 0) {
      return 'In a pawn ending the king leads. Think of the opposition, the key squares in front of the pawn and who runs out of moves first.';
    }
    return `Count the tempi: only one move keeps the win, and every other lets ${opponent} escape with a draw.`;
  }
  switch (main) {
    case 'fork': {
      const [a = 'k', b = 'q'] = found.forkTargets ?? [];
      return `Your ${NAME(found.forker ?? 'n')} can attack the ${NAME(a)} and the ${NAME(b)} at once. Find the square that does it.`;
    }
    case 'pin':
      return found.pinExisting
        ? `The ${NAME(found.pinned ?? 'n')} is pinned to its king and cannot move away. Attack it again.`
        : `The ${NAME(found.pinned ?? 'n')} and the ${enemy} king stand on one line. Put a piece on that line and the ${NAME(found.pinned ?? 'n')} is stuck.`;
    case 'skewer':
      return `The ${enemy} king or queen has a ${NAME(found.skewered ?? 'r')} behind it on one line. Attack the front piece and collect the one behind.`;
    case 'discoveredAttack':
      return `Your ${NAME(found.front ?? 'n')} stands in the way of your ${NAME(found.slider ?? 'r')}. Move it with a threat of its own.`;
    case 'doubleCheck':
      return 'Check with two pieces at once: the king must move, and it can defend nothing else.';
    case 'trappedPiece':
      return `The ${enemy} ${NAME(found.trapped ?? 'b')} is short of squares. Take its last ones away and it cannot escape.`;
    case 'hangingPiece':
      return `Count the defenders of every ${enemy} piece: one of them has none.`;
    case 'promotion':
      return 'Your pawn is close to queening. What guards the queening square, and can you block, deflect or outrun it?';
    case 'sacrifice':
      return 'A piece given up now comes back with interest: look at what the forced recapture leaves behind.';
    default:
      return `Look at the checks, the captures and the threats, in that order: one of them wins ${opponent} material.`;
  }
}

/** Themes, prompt and hint for a proved line; null when no theme describes it honestly. */
export function readLine(line: Line): Reading | null {
  const found = motifs(line);
  const themes = ORDER.filter((t) => found.themes.has(t));
  const motifThemes = themes.filter((t) => t !== 'endgame' && t !== 'sacrifice');
  if (line.mode === 'material' && motifThemes.length === 0 && !themes.includes('sacrifice')) return null;
  if (line.mode === 'win' && !themes.includes('endgame')) return null;
  const chosen = themes.slice(0, 3);
  // An endgame keeps its theme when a motif fills the first places: it decides which book the puzzle trains with. It
  // takes the place of the last motif that is no claim the rules check (a mate's length, a double check).
  if (themes.includes('endgame') && !chosen.includes('endgame')) {
    const claims: PuzzleTheme[] = ['mateIn1', 'mateIn2', 'mateIn3', 'doubleCheck'];
    const place = chosen.map((t, i) => (claims.includes(t) ? -1 : i)).filter((i) => i >= 0);
    chosen[place.at(-1) ?? 2] = 'endgame';
  }
  if (chosen.length === 0) return null;
  const start = new Chess(line.fen);
  const side = colourName(start.turn());
  const opponent = colourName(other(start.turn()));
  const learnerMoves = Math.ceil(line.solution.length / 2);
  const prompt = promptFor(line, chosen, side, learnerMoves);
  if (!prompt) return null;
  const first = new Chess(line.fen).move(line.solution[0] as string);
  const replyTakes =
    line.solution.length > 1 &&
    new Chess(line.fen).move(line.solution[0] as string) &&
    (() => {
      const c = new Chess(line.fen);
      c.move(line.solution[0] as string);
      return c.move(line.solution[1] as string).to === first.to;
    })();
  const hint = hintFor(line, found, chosen, opponent, first, Boolean(replyTakes));
  return { themes: chosen, prompt, hint, quietStart: !first.captured && !first.san.includes('+') };
}

const BASE: Record<PuzzleTheme, number> = {
  mateIn1: 650,
  mateIn2: 1150,
  mateIn3: 1550,
  backRankMate: 0,
  fork: 1000,
  pin: 1150,
  skewer: 1100,
  discoveredAttack: 1250,
  doubleCheck: 1250,
  hangingPiece: 750,
  trappedPiece: 1450,
  sacrifice: 1300,
  promotion: 1150,
  endgame: 1300,
  defence: 1650,
};

/**
 * The starting rating: the leading theme's base, a little more for each further theme, more for every further learner move, a quiet first move, a
 * solution the engine needed depth to see, and many moves to choose from; 600-2400, to the nearest ten.
 */
export function estimateRating(
  themes: PuzzleTheme[],
  learnerMoves: number,
  quietStart: boolean,
  depthFound: number,
  legalMoves: number,
  mode: LineMode,
): number {
  // The leading theme sets the level; each further motif in the same line makes it a little harder to see.
  let rating = BASE[themes[0] ?? 'fork'] + 60 * (themes.length - 1);
  if (mode !== 'mate') rating += 150 * (learnerMoves - 1);
  if (quietStart) rating += 200;
  rating += 30 * Math.max(0, depthFound - 3);
  rating += 4 * (legalMoves - 25);
  return Math.round(Math.min(2400, Math.max(600, rating)) / 10) * 10;
}
