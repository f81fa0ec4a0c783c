/**
 * Motif templates: each places the core of a tactic for White (a knight a jump away from a royal fork, a king shut in
 * on its back rank, a king and queen on one line…) and scatters extra pawns and pieces around it. Most placements do
 * not work: the engine keeps the ones that have exactly one winning line, and the classifier confirms the motif.
 */
import { add, between, Builder, chance, DIAGONAL, distance, KNIGHT_JUMPS, name, onBoard, pick, STRAIGHT, type Rng, type XY } from './board';
import { pinnedTo } from './classify';

export interface Template {
  name: string;
  /** How often it is tried, relative to the others. */
  weight: number;
  build: (rng: Rng) => Builder | null;
}

const anySquare = (rng: Rng): XY => ({ f: between(rng, 0, 7), r: between(rng, 0, 7) });

/** Black's king behind a few pawns on the kingside, as after castling (or not, now and then). */
function blackShelter(b: Builder, rng: Rng): XY {
  if (chance(rng, 0.25)) {
    const king = { f: between(rng, 1, 6), r: between(rng, 5, 7) };
    b.put(king, 'k');
    return king;
  }
  const king = pick(rng, [
    { f: 6, r: 7 },
    { f: 7, r: 7 },
    { f: 6, r: 7 },
    { f: 5, r: 7 },
    { f: 2, r: 7 },
    { f: 6, r: 6 },
  ]);
  b.put(king, 'k');
  for (const df of [-1, 0, 1]) {
    if (chance(rng, 0.2)) continue;
    b.put({ f: king.f + df, r: king.r - (chance(rng, 0.8) ? 1 : 2) }, 'p');
  }
  return king;
}

/** White's king somewhere safe, usually castled behind pawns. */
function whiteShelter(b: Builder, rng: Rng, avoid: XY | undefined): void {
  const options = [
    { f: 6, r: 0 },
    { f: 7, r: 0 },
    { f: 2, r: 0 },
    { f: 1, r: 0 },
    { f: 6, r: 1 },
  ].filter((k) => !avoid || distance(k, avoid) > 2);
  const king = options.length > 0 ? pick(rng, options) : { f: 0, r: 0 };
  if (!b.put(king, 'K')) {
    b.scatter('K', (at) => !avoid || distance(at, avoid) > 2);
    return;
  }
  for (const df of [-1, 0, 1]) if (chance(rng, 0.75)) b.put({ f: king.f + df, r: king.r + (chance(rng, 0.8) ? 1 : 2) }, 'P');
}

/** A few pawns in the middle: they block lines and make the board look like a game. */
function scatterPawns(b: Builder, rng: Rng, count: number): void {
  for (let i = 0; i < count; i += 1) {
    b.scatter('P', (at) => at.r >= 1 && at.r <= 3);
    b.scatter('p', (at) => at.r >= 4 && at.r <= 6);
  }
}

/** Extra pieces for either side, away from the kings so they rarely decide the position themselves. */
function scatterPieces(b: Builder, rng: Rng, letters: string[]): void {
  const bk = b.kingAt('k');
  const wk = b.kingAt('K');
  for (const letter of letters) {
    b.scatter(letter, (at) => (!bk || distance(at, bk) > 1) && (!wk || distance(at, wk) > 1));
  }
  void rng;
}

const knightFork: Template = {
  name: 'knight fork',
  weight: 4,
  build(rng) {
    const b = new Builder(rng);
    const king = chance(rng, 0.5) ? blackShelter(b, rng) : anySquare(rng);
    if (!b.has(king) && !b.put(king, 'k')) return null;
    const fork = add(king, pick(rng, KNIGHT_JUMPS));
    if (!onBoard(fork) || b.has(fork)) return null;
    const target = add(fork, pick(rng, KNIGHT_JUMPS));
    if (!onBoard(target) || distance(target, king) === 0 || !b.put(target, pick(rng, ['q', 'q', 'r', 'r', 'b']))) return null;
    const from = add(fork, pick(rng, KNIGHT_JUMPS));
    if (!onBoard(from) || !b.put(from, 'N')) return null;
    whiteShelter(b, rng, king);
    scatterPawns(b, rng, between(rng, 1, 3));
    scatterPieces(b, rng, ['R', 'r', ...(chance(rng, 0.5) ? ['B', 'n'] : [])]);
    return b;
  },
};

/** A queen or a pawn forking: a check, or two pieces at once. */
const otherFork: Template = {
  name: 'queen, bishop or pawn fork',
  weight: 3,
  build(rng) {
    const b = new Builder(rng);
    const king = blackShelter(b, rng);
    whiteShelter(b, rng, king);
    const forker = pick(rng, ['Q', 'Q', 'B', 'R', 'P']);
    b.scatter(forker, (at) => at.r >= 1 && at.r <= 5);
    for (const loose of ['r', 'b', 'n'].filter(() => chance(rng, 0.6))) b.scatter(loose, (at) => at.r >= 3);
    b.scatter('q', (at) => at.r >= 3);
    scatterPawns(b, rng, between(rng, 1, 3));
    scatterPieces(b, rng, ['R', ...(chance(rng, 0.5) ? ['N'] : [])]);
    return b;
  },
};

const backRank: Template = {
  name: 'back rank',
  weight: 3,
  build(rng) {
    const b = new Builder(rng);
    const king = pick(rng, [
      { f: 6, r: 7 },
      { f: 7, r: 7 },
      { f: 5, r: 7 },
      { f: 1, r: 7 },
      { f: 2, r: 7 },
    ]);
    b.put(king, 'k');
    for (const df of [-1, 0, 1]) b.put({ f: king.f + df, r: chance(rng, 0.85) ? 6 : 5 }, 'p');
    const heavy = between(rng, 1, 3);
    for (let i = 0; i < heavy; i += 1) b.scatter(pick(rng, ['R', 'R', 'Q']), (at) => at.r >= 0 && at.r <= 4);
    const defenders = between(rng, 0, 2);
    for (let i = 0; i < defenders; i += 1) b.scatter(pick(rng, ['r', 'r', 'q', 'b', 'n']), (at) => at.r >= 5);
    whiteShelter(b, rng, king);
    scatterPawns(b, rng, between(rng, 0, 2));
    if (chance(rng, 0.5)) scatterPieces(b, rng, [pick(rng, ['B', 'N', 'b', 'n'])]);
    return b;
  },
};

/** A king with mating material close by: the engine finds the mates in one to three. */
const mateNet: Template = {
  name: 'mating net',
  weight: 3,
  build(rng) {
    const b = new Builder(rng);
    const king = blackShelter(b, rng);
    const attackers = between(rng, 2, 3);
    for (let i = 0; i < attackers; i += 1) {
      b.scatter(pick(rng, ['Q', 'R', 'N', 'B', 'R', 'N']), (at) => distance(at, king) >= 2 && distance(at, king) <= 4);
    }
    const defenders = between(rng, 1, 3);
    for (let i = 0; i < defenders; i += 1) b.scatter(pick(rng, ['r', 'n', 'b', 'q', 'p']), (at) => distance(at, king) <= 3);
    whiteShelter(b, rng, king);
    scatterPawns(b, rng, between(rng, 0, 2));
    scatterPieces(b, rng, [pick(rng, ['r', 'q', 'b'])]);
    return b;
  },
};

/** King, then a more valuable piece or the king behind it on one line: a skewer or a pin waits. */
function lineTemplate(kind: 'skewer' | 'pin'): Template {
  return {
    name: kind,
    // Few placements survive the engine: tried more often than the rest.
    weight: 12,
    build(rng) {
      const b = new Builder(rng);
      const diagonal = chance(rng, 0.5);
      const dir = pick(rng, diagonal ? DIAGONAL : STRAIGHT);
      const king = anySquare(rng);
      if (!b.put(king, 'k')) return null;
      const gap = between(rng, 1, 3);
      for (let i = 1; i < gap; i += 1) if (!onBoard(add(king, dir, i))) return null;
      const behind = add(king, dir, gap);
      if (!onBoard(behind)) return null;
      if (kind === 'skewer') {
        if (!b.put(behind, pick(rng, ['q', 'r', 'r', diagonal ? 'b' : 'r']))) return null;
      } else {
        // the piece to pin stands between the attacker and the king
        if (!b.put(behind, pick(rng, ['q', 'r', 'n', 'b']))) return null;
      }
      const far = kind === 'skewer' ? add(king, dir, -between(rng, 2, 5)) : add(behind, dir, between(rng, 1, 4));
      if (!onBoard(far) || b.has(far)) return null;
      // the slider arrives on `far` from a square off the line
      const slider = diagonal ? pick(rng, ['B', 'Q']) : pick(rng, ['R', 'Q']);
      const approach = pick(
        rng,
        diagonal
          ? STRAIGHT.concat(DIAGONAL.filter((d) => d.f !== dir.f && d.f !== -dir.f))
          : DIAGONAL.concat(STRAIGHT.filter((d) => d.f !== dir.f || d.r !== dir.r)),
      );
      const steps = between(rng, 1, 4);
      const start = add(far, approach, steps);
      if (!onBoard(start)) return null;
      if (slider === 'B' && (approach.f === 0 || approach.r === 0)) return null;
      if (slider === 'R' && approach.f !== 0 && approach.r !== 0) return null;
      if (!b.put(start, slider)) return null;
      const target = name(behind);
      // The key move must really skewer (check, with the piece behind not already takeable) or really pin.
      b.keyMove = {
        from: name(start),
        to: name(far),
        check: (after, before) =>
          !before.moves({ verbose: true }).some((m) => m.to === target) &&
          (kind === 'skewer' ? after.isCheck() : pinnedTo(after, 'b').includes(target)),
      };
      if (chance(rng, 0.5)) b.scatter('P', (at) => at.r >= 1 && at.r <= 4);
      whiteShelter(b, rng, king);
      scatterPawns(b, rng, between(rng, 1, 3));
      scatterPieces(b, rng, [pick(rng, ['N', 'B', 'R']), pick(rng, ['n', 'b', 'p'])]);
      return b;
    },
  };
}

/** A piece of White's standing between another White piece and the black king or queen. */
const discovered: Template = {
  name: 'discovered attack',
  weight: 5,
  build(rng) {
    const b = new Builder(rng);
    const king = chance(rng, 0.5) ? blackShelter(b, rng) : anySquare(rng);
    if (!b.has(king) && !b.put(king, 'k')) return null;
    const diagonal = chance(rng, 0.5);
    const dir = pick(rng, diagonal ? DIAGONAL : STRAIGHT);
    const front = add(king, dir, between(rng, 1, 3));
    const back = add(front, dir, between(rng, 1, 3));
    if (!onBoard(front) || !onBoard(back)) return null;
    for (let i = 1; distance(add(king, dir, i), back) > 0; i += 1) {
      const at = add(king, dir, i);
      if (distance(at, front) !== 0 && b.has(at)) return null;
    }
    if (!b.put(front, pick(rng, ['N', 'N', 'B', 'R', 'P']))) return null;
    if (!b.put(back, diagonal ? pick(rng, ['B', 'Q']) : pick(rng, ['R', 'Q']))) return null;
    b.scatter('q', (at) => at.r >= 2);
    if (chance(rng, 0.6)) b.scatter('r', (at) => at.r >= 2);
    whiteShelter(b, rng, king);
    scatterPawns(b, rng, between(rng, 1, 3));
    scatterPieces(b, rng, [pick(rng, ['n', 'b'])]);
    return b;
  },
};

/** A pawn a few steps from queening, and what stands in its way. */
const promotion: Template = {
  name: 'promotion',
  weight: 3,
  build(rng) {
    const b = new Builder(rng);
    const pawns = between(rng, 1, 2);
    for (let i = 0; i < pawns; i += 1) b.scatter('P', (at) => at.r >= 4 && at.r <= 6);
    const bk = { f: between(rng, 0, 7), r: between(rng, 3, 7) };
    if (!b.put(bk, 'k')) return null;
    b.scatter('K', (at) => distance(at, bk) > 2);
    const blockers = between(rng, 1, 2);
    for (let i = 0; i < blockers; i += 1) b.scatter(pick(rng, ['r', 'b', 'n', 'q']), (at) => at.r >= 3);
    if (chance(rng, 0.7)) b.scatter(pick(rng, ['R', 'B', 'N', 'Q']));
    for (let i = between(rng, 0, 3); i > 0; i -= 1) b.scatter(pick(rng, ['p', 'P']), (at) => at.r >= 1 && at.r <= 6);
    return b;
  },
};

/** King and pawns only: the opposition, the race, the one move that wins or saves the draw. */
const pawnEnding: Template = {
  name: 'pawn ending',
  weight: 3,
  build(rng) {
    const b = new Builder(rng);
    const wk = anySquare(rng);
    b.put(wk, 'K');
    if (!b.scatter('k', (at) => distance(at, wk) >= 2)) return null;
    for (let i = between(rng, 1, 3); i > 0; i -= 1) b.scatter('P', (at) => at.r >= 1 && at.r <= 5);
    for (let i = between(rng, 0, 2); i > 0; i -= 1) b.scatter('p', (at) => at.r >= 2 && at.r <= 6);
    return b;
  },
};

/** Rooks or minor pieces and a few pawns: endgame technique and its tactics. */
const pieceEnding: Template = {
  name: 'piece ending',
  weight: 3,
  build(rng) {
    const b = new Builder(rng);
    const wk = anySquare(rng);
    b.put(wk, 'K');
    if (!b.scatter('k', (at) => distance(at, wk) >= 2)) return null;
    const set = pick(rng, [
      ['R', 'r'],
      ['R', 'b'],
      ['R', 'n'],
      ['B', 'n'],
      ['N', 'b'],
      ['Q', 'r'],
      ['R', 'r', 'B'],
      ['Q', 'q'],
    ]);
    scatterPieces(b, rng, set);
    for (let i = between(rng, 1, 3); i > 0; i -= 1) b.scatter('P', (at) => at.r >= 1 && at.r <= 6);
    for (let i = between(rng, 0, 3); i > 0; i -= 1) b.scatter('p', (at) => at.r >= 1 && at.r <= 6);
    return b;
  },
};

/** A piece out on a limb (a bishop on the edge, a knight on the rim, a queen among pawns) that may be caught. */
const trapped: Template = {
  name: 'trapped piece',
  weight: 4,
  build(rng) {
    const b = new Builder(rng);
    const king = blackShelter(b, rng);
    whiteShelter(b, rng, king);
    const victim = pick(rng, ['b', 'n', 'q', 'r', 'b', 'n']);
    b.scatter(victim, (at) => at.f === 0 || at.f === 7 || at.r <= 2);
    for (let i = between(rng, 2, 4); i > 0; i -= 1) b.scatter('P', (at) => at.r >= 1 && at.r <= 4);
    scatterPawns(b, rng, between(rng, 1, 2));
    scatterPieces(b, rng, [pick(rng, ['N', 'B', 'R', 'Q']), pick(rng, ['N', 'B']), pick(rng, ['r', 'n', 'b'])]);
    return b;
  },
};

/** A middlegame with a few pieces each: whatever the engine finds, including the one move that defends. */
const middlegame: Template = {
  name: 'middlegame',
  weight: 2,
  build(rng) {
    const b = new Builder(rng);
    const king = blackShelter(b, rng);
    whiteShelter(b, rng, king);
    const pool = ['Q', 'R', 'R', 'B', 'N', 'B', 'N'];
    const white = pool.filter(() => chance(rng, 0.45));
    const black = pool.map((p) => p.toLowerCase()).filter(() => chance(rng, 0.45));
    scatterPieces(b, rng, [...white, ...black]);
    scatterPawns(b, rng, between(rng, 1, 3));
    return b;
  },
};

/**
 * A pin that wins: the queen (or a rook on a diagonal, or a minor piece) in front of its king, and a bishop or rook
 * arriving on that line on a square a pawn defends, so that taking the pinner costs more than it gains.
 */
const defendedPin: Template = {
  name: 'defended pin',
  weight: 1,
  build(rng) {
    const b = new Builder(rng);
    const king = { f: between(rng, 0, 7), r: between(rng, 4, 7) };
    b.put(king, 'k');
    const diagonal = chance(rng, 0.6);
    const dir = pick(rng, diagonal ? DIAGONAL : STRAIGHT);
    const pinned = add(king, dir, between(rng, 1, 2));
    if (!onBoard(pinned)) return null;
    for (let i = 1; distance(add(king, dir, i), pinned) > 0; i += 1) if (b.has(add(king, dir, i))) return null;
    const piece = diagonal ? pick(rng, ['q', 'q', 'r', 'n']) : pick(rng, ['q', 'q', 'b', 'n']);
    if (!b.put(pinned, piece)) return null;
    const far = add(pinned, dir, between(rng, 1, 3));
    if (!onBoard(far)) return null;
    for (let i = 1; distance(add(pinned, dir, i), far) >= 0; i += 1) {
      const at = add(pinned, dir, i);
      if (b.has(at)) return null;
      if (distance(at, far) === 0) break;
    }
    const slider = diagonal ? 'B' : 'R';
    const approach = pick(
      rng,
      diagonal ? DIAGONAL.filter((d) => d.f !== dir.f || d.r !== dir.r) : STRAIGHT.filter((d) => d.f !== dir.f || d.r !== dir.r),
    );
    const start = add(far, approach, between(rng, 1, 3));
    if (!onBoard(start) || !b.put(start, slider)) return null;
    // the pawn that defends the pinner's square
    if (!b.put(add(far, { f: pick(rng, [-1, 1]), r: -1 }), 'P')) return null;
    const target = name(pinned);
    b.keyMove = {
      from: name(start),
      to: name(far),
      check: (after, before) => !before.moves({ verbose: true }).some((m) => m.to === target) && pinnedTo(after, 'b').includes(target),
    };
    whiteShelter(b, rng, king);
    scatterPawns(b, rng, between(rng, 1, 3));
    scatterPieces(b, rng, [pick(rng, ['N', 'R', 'B']), pick(rng, ['r', 'b', 'n', 'p'])]);
    return b;
  },
};

/** Tried on every fourth candidate, from a random stream of their own, so that the rarer motifs get their share. */
export const FOCUS_TEMPLATES: Template[] = [defendedPin];

export const TEMPLATES: Template[] = [
  knightFork,
  otherFork,
  backRank,
  mateNet,
  lineTemplate('skewer'),
  lineTemplate('pin'),
  discovered,
  promotion,
  pawnEnding,
  pieceEnding,
  trapped,
  middlegame,
];
