/**
 * Writes api/src/training/puzzles/content/puzzles.json: tactical puzzles from motif templates (./templates.ts) and a
 * few classic games, each kept only when Stockfish proves it the way `npm run prove` does (engineCheck.ts's
 * checkExercise, kind tactic) at ENGINE_DEPTH and again deeper, and chess.js confirms its themes
 * (./classify.ts). A fixed seed makes the file the same on every run. Then it runs `npm run prove`, so that the
 * content proofs' manifest (api/src/testing/content/content-proofs.json) follows the new set.
 *
 *   nice -n 19 npx tsx --conditions kingside-source scripts/puzzles/generate.ts --target 330 --cache /tmp/puzzles.jsonl
 *
 * It prints a summary per theme and template. Two engines share the candidates (the machine has two cores; nice keeps
 * benchmarks first); results are merged in candidate order, so the output does not depend on which engine finished
 * first. `--minutes` bounds the run (a run cut short by it is not reproducible); `--cache` keeps the engine's findings
 * for a rerun; `--only <template>` tries one template and writes nothing. From an empty cache the set above takes
 * about half an hour on two busy cores.
 *
 * `--extend` grows the set already written instead of drawing it again: its puzzles keep their ids (members' attempts
 * and review cards refer to them), count towards the quotas, and the new ones, drawn from `--seed` (pick one not used
 * before, so the engine does not try the same candidates again), follow with the next ids. The quotas grow with the
 * target (QUOTA is for about 340 puzzles). Puzzles 331 on were grown this way, in runs bounded by `--minutes` (so not
 * reproducible to the puzzle), the first with the quotas of the target, the second with `--quota-scale 3.6`, whose
 * common motifs took the room the rare ones (double check, trapped piece, sacrifice) could not fill:
 *
 *   nice -n 19 npx tsx --conditions kingside-source scripts/puzzles/generate.ts --extend --seed 35 --target 1000 \
 *     --prefilter 8 [--quota-scale 3.6] --minutes 45 --cache /tmp/puzzles-35.jsonl
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Chess } from 'chess.js';
import * as prettier from 'prettier';
import type { Chapter } from '../../packages/contracts/src/chapters';
import type { Puzzle, PuzzleTheme } from '../../packages/contracts/src/training';
import { checkExercise } from '../../api/src/testing/content/engineCheck';
import { fenProblems } from '../../api/src/testing/content/rules';
import { mateIn, scoreValue, UciEngine } from '../../api/src/testing/content/uciEngine';
import { materialBalance, mirrorColours, mirrorFiles, seededRandom, type Builder, type Rng } from './board';
import { CLASSICS } from './classics';
import { estimateRating, readLine, type Line } from './classify';
import { FOCUS_TEMPLATES, TEMPLATES, type Template } from './templates';
import { ENGINE_DEPTH } from '../../api/src/training/puzzles/content/engineDepth';

const ROOT = path.resolve(__dirname, '../..');
const OUT = path.join(ROOT, 'api/src/training/puzzles/content/puzzles.json');
const DEFAULT_SEED = 34;
/** The second proof: a line that only holds at the test's depth is not kept. */
const DEEP_DEPTH = ENGINE_DEPTH + 4;
/** Product ids: the seed's array order, 1-based (api/src/catalogue/seedContent/products.ts). */
const PRODUCTS = { tacticsLadder: 8, travelSet: 5, endgameCompass: 14 } as const;

const args = process.argv.slice(2);
const arg = (flag: string, fallback: number): number => {
  const at = args.indexOf(flag);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const TARGET = arg('--target', 340);
const SEED = arg('--seed', DEFAULT_SEED);
/**
 * `--prefilter <depth>`: a first look at this depth, far cheaper than ENGINE_DEPTH's, drops a candidate with no mate
 * and no move at least PREFILTER_MARGIN ahead of the rest; findLine's rule (200) is applied at ENGINE_DEPTH to those
 * left. Most candidates have no single point, and they cost two searches at ENGINE_DEPTH each without it. It can drop
 * a point only the deeper search sees, so it leans towards lines seen early; a prefilter's drop is not cached.
 */
const PREFILTER = arg('--prefilter', 0);
const PREFILTER_MARGIN = 100;
/** `--extend`: keep puzzles.json as it is and add to it (see above). */
const EXTEND = args.includes('--extend');
const MINUTES = arg('--minutes', 70);
const WORKERS = arg('--workers', 2);
/** `--only <template name>` tries one template (while tuning it) and writes nothing. */
const ONLY = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;

/** How many puzzles each leading theme may have in a set of about 340, so that no motif crowds out the rest. */
const QUOTA: Record<PuzzleTheme, number> = {
  mateIn1: 40,
  mateIn2: 45,
  mateIn3: 35,
  backRankMate: 0,
  fork: 40,
  pin: 28,
  skewer: 28,
  discoveredAttack: 35,
  doubleCheck: 16,
  trappedPiece: 16,
  hangingPiece: 24,
  promotion: 28,
  defence: 35,
  sacrifice: 16,
  endgame: 35,
};

/**
 * A theme's quota in a set of TARGET puzzles: QUOTA times TARGET / 340, or times `--quota-scale` (when the rarer
 * motifs cannot fill their share, the common ones may take a little more).
 */
const QUOTA_SCALE = arg('--quota-scale', Math.max(TARGET, 340) / 340);
const quota = (theme: PuzzleTheme): number => Math.ceil(QUOTA[theme] * QUOTA_SCALE);

interface Candidate {
  index: number;
  fen: string;
  template: string;
  source?: string;
}

interface Found {
  puzzle: Omit<Puzzle, 'id'>;
  lead: PuzzleTheme;
}

function toUci(chess: Chess, san: string): string {
  const move = chess.move(san);
  chess.undo();
  return move.from + move.to + (move.promotion ?? '');
}

function toSan(chess: Chess, uci: string): string {
  const move = chess.move({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] });
  chess.undo();
  return move.san;
}

const asChapter = (fen: string, solution: string[], prompt: string, alternatives?: Puzzle['alternatives']): Chapter => ({
  number: 1,
  title: 'Puzzle',
  text: [],
  fen,
  orientation: fen.split(' ')[1] === 'w' ? 'white' : 'black',
  exercise: { prompt, solution, hint: '', kind: 'tactic', ...(alternatives ? { alternatives } : {}) },
});

/** The engine's best move in `chess`, as SAN, and its score. */
async function best(engine: UciEngine, chess: Chess, depth = ENGINE_DEPTH) {
  const result = await engine.search(chess.fen(), depth);
  return { san: result.bestMove ? toSan(chess, result.bestMove) : null, score: result.score };
}

/** The best score among every move but `excluded`. */
async function runnerUp(engine: UciEngine, chess: Chess, excluded: string[], depth = ENGINE_DEPTH) {
  const others = chess.moves().filter((m) => !excluded.includes(m));
  if (others.length === 0) return null;
  return engine.search(chess.fen(), depth, { searchMoves: others.map((m) => toUci(chess, m)) });
}

/** The moves that mate at once. */
const matingMoves = (chess: Chess): string[] =>
  chess.moves().filter((m) => {
    chess.move(m);
    const mate = chess.isCheckmate();
    chess.undo();
    return mate;
  });

/** The line the engine proposes from `fen`, or null when the position has no single clear point. */
async function findLine(engine: UciEngine, fen: string): Promise<(Line & { alternatives?: Puzzle['alternatives'] }) | null> {
  const chess = new Chess(fen);
  if (chess.isGameOver() || chess.moves().length < 3) return null;
  await engine.newGame();
  const top = await best(engine, chess);
  if (!top.san) return null;
  const second = await runnerUp(engine, chess, [top.san]);
  if (!second) return null;
  const mate = mateIn(top.score);
  const learner = chess.turn();
  const startBalance = materialBalance(chess, learner);

  if (mate !== null) {
    if (mate > 3 || (mateIn(second.score) !== null && (mateIn(second.score) ?? 0) <= mate)) return null;
    const solution: string[] = [];
    let alternatives: Puzzle['alternatives'];
    for (let step = 1; step <= mate; step += 1) {
      const move = step === 1 ? top : await best(engine, chess);
      if (!move.san) return null;
      if (step === mate) {
        const mates = matingMoves(chess);
        if (!mates.includes(move.san)) return null;
        if (mates.length > 1) {
          if (mate === 1) return null;
          alternatives = { [solution.length]: mates.filter((m) => m !== move.san) };
        }
      }
      solution.push(move.san);
      chess.move(move.san);
      if (step === mate) break;
      if (chess.isGameOver()) return null;
      const reply = await best(engine, chess);
      if (!reply.san) return null;
      solution.push(reply.san);
      chess.move(reply.san);
    }
    if (!chess.isCheckmate()) return null;
    return { fen, solution, mode: 'mate', ...(alternatives ? { alternatives } : {}) };
  }

  const score = scoreValue(top.score);
  const margin = score - scoreValue(second.score);
  if (margin < 200) return null;

  if (score >= 200) {
    // Material: the shortest line after which the gain survives the best reply.
    const solution: string[] = [];
    let move = top;
    for (let step = 1; step <= 3; step += 1) {
      if (!move.san) return null;
      solution.push(move.san);
      chess.move(move.san);
      if (chess.isGameOver()) return null;
      const reply = await best(engine, chess);
      if (!reply.san) return null;
      chess.move(reply.san);
      const gained = materialBalance(chess, learner) - startBalance;
      chess.undo();
      if (gained >= 2 && step >= 1) return { fen, solution, mode: 'material' };
      if (step === 3) break;
      solution.push(reply.san);
      chess.move(reply.san);
      move = await best(engine, chess);
    }
    // No material within three moves: an ending's only winning move still makes a puzzle.
    if (score >= 250 && scoreValue(second.score) <= 60) return { fen, solution: [top.san as string], mode: 'win' };
    return null;
  }

  // A recapture is no defence puzzle: the one move that holds must be a quiet one.
  if (score >= -120 && score <= 150 && scoreValue(second.score) <= -250 && !top.san.includes('x')) {
    // Defence: the one move that holds. What would the opponent do if the learner passed?
    let threat: Line['threat'];
    if (!chess.inCheck()) {
      const passed = fen.replace(/ [wb] /, ` ${learner === 'w' ? 'b' : 'w'} `).replace(/ \S+ (\d+ \d+)$/, ' - $1');
      if (fenProblems(passed).length > 0) return null;
      const threatened = await engine.search(passed, ENGINE_DEPTH);
      if (scoreValue(threatened.score) < 250) return null;
      const board = new Chess(passed);
      const move = threatened.bestMove
        ? board.move({ from: threatened.bestMove.slice(0, 2), to: threatened.bestMove.slice(2, 4), promotion: threatened.bestMove[4] })
        : null;
      threat = mateIn(threatened.score) !== null ? { mate: true } : { mate: false, ...(move?.captured ? { piece: move.captured } : {}) };
    }
    return { fen, solution: [top.san], mode: 'defence', ...(threat ? { threat } : {}) };
  }
  return null;
}

/** The shallowest depth from which the engine keeps choosing the solution's first move (how hard it is to see). */
async function depthFound(engine: UciEngine, fen: string, first: string): Promise<number> {
  const chess = new Chess(fen);
  let found = ENGINE_DEPTH;
  for (let depth = ENGINE_DEPTH - 2; depth >= 1; depth -= 2) {
    await engine.newGame();
    const result = await engine.search(fen, depth);
    if (!result.bestMove || toSan(chess, result.bestMove) !== first) break;
    found = depth;
  }
  return found;
}

/** Endgame technique trains with the endgame book; tactics with the puzzle book and the travel set to set them up on. */
function productsFor(themes: PuzzleTheme[]): number[] {
  if (!themes.includes('endgame')) return [PRODUCTS.tacticsLadder, PRODUCTS.travelSet];
  const technique = ['endgame', 'promotion', 'defence'].includes(themes[0] as PuzzleTheme);
  return technique ? [PRODUCTS.endgameCompass] : [PRODUCTS.tacticsLadder, PRODUCTS.endgameCompass];
}

/** Why candidates were dropped, for the summary. */
const dropped = new Map<string, number>();
const drop = (reason: string): null => {
  dropped.set(reason, (dropped.get(reason) ?? 0) + 1);
  return null;
};

/**
 * The engine's findings per position (`--cache <file>`, one JSON line each): a rerun after a change to the themes,
 * texts or quotas reads them instead of searching again. They depend on the position and the depths alone.
 */
type ProvedLine = NonNullable<Awaited<ReturnType<typeof findLine>>>;
type Proof = { line: ProvedLine | null; proved: boolean; depthFound: number };
const CACHE = args.includes('--cache') ? path.resolve(args[args.indexOf('--cache') + 1] as string) : undefined;
const cache = new Map<string, Proof>();
if (CACHE && existsSync(CACHE)) {
  for (const row of readFileSync(CACHE, 'utf8').split('\n').filter(Boolean)) {
    const { fen, ...proof } = JSON.parse(row) as Proof & { fen: string };
    cache.set(fen, proof);
  }
}

/** Whether `fen` may hold a puzzle, from a look at PREFILTER's depth (see PREFILTER). */
async function promising(engine: UciEngine, fen: string): Promise<boolean> {
  const chess = new Chess(fen);
  if (chess.isGameOver() || chess.moves().length < 3) return false;
  await engine.newGame();
  const top = await best(engine, chess, PREFILTER);
  if (!top.san) return false;
  if (mateIn(top.score) !== null) return true;
  const second = await runnerUp(engine, chess, [top.san], PREFILTER);
  return second !== null && scoreValue(top.score) - scoreValue(second.score) >= PREFILTER_MARGIN;
}

async function prove(engine: UciEngine, fen: string): Promise<Proof> {
  const cached = cache.get(fen);
  if (cached) return cached;
  const line = await findLine(engine, fen);
  let proved = false;
  let found = 0;
  if (line) {
    // checkExercise reads only whether the prompt claims mate.
    const prompt = line.mode === 'mate' ? 'mate' : 'win';
    proved = true;
    for (const depth of [ENGINE_DEPTH, DEEP_DEPTH]) {
      const verdict = await checkExercise(engine, asChapter(line.fen, line.solution, prompt, line.alternatives), depth);
      if (verdict.problems.length > 0) {
        proved = false;
        break;
      }
    }
    if (proved) found = await depthFound(engine, line.fen, line.solution[0] as string);
  }
  const proof = { line, proved, depthFound: found };
  cache.set(fen, proof);
  if (CACHE) appendFileSync(CACHE, `${JSON.stringify({ fen, ...proof })}\n`);
  return proof;
}

async function analyse(engine: UciEngine, candidate: Candidate): Promise<Found | null> {
  if (fenProblems(candidate.fen).length > 0) return drop('illegal position');
  if (PREFILTER > 0 && !cache.has(candidate.fen) && !(await promising(engine, candidate.fen))) {
    return drop('no clear point at the prefilter depth');
  }
  const { line, proved, depthFound: seen } = await prove(engine, candidate.fen);
  if (!line) return drop('no single clear line');
  if (!proved) return drop('not proved at both depths');
  const reading = readLine(line);
  if (!reading) return drop(`no theme for a ${line.mode} line`);
  const first = line.solution[0] as string;
  if (reading.prompt.includes(first.replace(/[+#]$/, ''))) return drop('prompt names the move');
  const chess = new Chess(line.fen);
  const learnerMoves = Math.ceil(line.solution.length / 2);
  const rating = estimateRating(reading.themes, learnerMoves, reading.quietStart, seen, chess.moves().length, line.mode);
  return {
    lead: reading.themes[0] as PuzzleTheme,
    puzzle: {
      fen: line.fen,
      solution: line.solution,
      prompt: reading.prompt,
      hint: candidate.source ? (CLASSICS.find((c) => c.source === candidate.source)?.hint ?? reading.hint) : reading.hint,
      themes: reading.themes,
      rating,
      productIds: productsFor(reading.themes),
      ...(candidate.source ? { source: candidate.source } : {}),
      ...(line.alternatives ? { alternatives: line.alternatives } : {}),
    },
  };
}

/** A template that names its key move: the move is legal and does what the template promises. */
function keyMoveWorks(built: Builder): boolean {
  const key = built.keyMove;
  if (!key) return true;
  const fen = built.fen('w');
  if (fenProblems(fen).length > 0) return false;
  const before = new Chess(fen);
  const after = new Chess(fen);
  try {
    after.move({ from: key.from, to: key.to });
  } catch {
    return false;
  }
  return key.check(after, before);
}

/** Candidates in a fixed order: the classics first, then templates drawn by weight, mirrored now and then. */
function* candidates(rng: Rng, focusRng: Rng): Generator<Candidate> {
  let index = 0;
  // The classics are tried once, in the first set: --extend draws from the templates alone.
  for (const classic of ONLY || EXTEND ? [] : CLASSICS) {
    const chess = new Chess(classic.fen);
    for (const san of classic.moves) chess.move(san);
    yield { index: index++, fen: chess.fen(), template: 'classic', source: classic.source };
  }
  const draw = (from: Template[], random: Rng): Candidate | null => {
    const total = from.reduce((sum, t) => sum + t.weight, 0);
    let roll = random() * total;
    const template = from.find((t) => (roll -= t.weight) < 0) ?? (from[0] as Template);
    // Most placements of a motif's core do not fit on the board: retry, so each template gets its share.
    let built = template.build(random);
    for (let retry = 0; (!built || !keyMoveWorks(built)) && retry < 30; retry += 1) built = template.build(random);
    if (!built || !keyMoveWorks(built)) return null;
    let fen = built.fen('w');
    if (random() < 0.5) fen = mirrorFiles(fen);
    if (random() < 0.45) fen = mirrorColours(fen);
    return { index, fen, template: template.name };
  };
  const main = TEMPLATES.filter((t) => !ONLY || t.name === ONLY);
  const focus = FOCUS_TEMPLATES.filter((t) => !ONLY || t.name === ONLY);
  for (let turn = 0; ; turn += 1) {
    const fromFocus = focus.length > 0 && (turn % 4 === 3 || main.length === 0);
    const candidate = fromFocus ? draw(focus, focusRng) : draw(main, rng);
    if (!candidate) continue;
    index += 1;
    yield candidate;
  }
}

/** Two puzzles are near-duplicates when they start with the same move from boards that differ on few squares. */
function nearDuplicate(a: Omit<Puzzle, 'id'>, b: Omit<Puzzle, 'id'>): boolean {
  if (a.fen.split(' ').slice(0, 2).join(' ') === b.fen.split(' ').slice(0, 2).join(' ')) return true;
  if (a.solution[0] !== b.solution[0] || a.fen.split(' ')[1] !== b.fen.split(' ')[1]) return false;
  const squares = (fen: string) => {
    const map = new Map<string, string>();
    new Chess(fen).board().forEach((row) => row.forEach((p) => p && map.set(p.square, p.color + p.type)));
    return map;
  };
  const sa = squares(a.fen);
  const sb = squares(b.fen);
  let differ = 0;
  for (const key of new Set([...sa.keys(), ...sb.keys()])) if (sa.get(key) !== sb.get(key)) differ += 1;
  return differ <= 6;
}

/**
 * A fresh engine for one that gave up. On a machine this busy (nice -n 19 yields to everything) a start can take
 * longer than UciEngine's default bound: a few tries, with time, before the run gives up.
 */
async function restart(tries = 5): Promise<UciEngine> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await UciEngine.start({ hashMb: 32, timeoutMs: 120_000 });
    } catch (error) {
      if (attempt >= tries) throw error;
      console.error(`restarting an engine, try ${attempt}: ${(error as Error).message}`);
    }
  }
}

async function main(): Promise<void> {
  const rng = seededRandom(SEED);
  const engines = await Promise.all(Array.from({ length: WORKERS }, () => UciEngine.start({ hashMb: 32 })));
  // In --extend mode the set already written comes first, as it is: its puzzles are neither tried nor renumbered.
  const existing: Puzzle[] = EXTEND ? (JSON.parse(readFileSync(OUT, 'utf8')) as Puzzle[]) : [];
  const kept: Found[] = existing.map(({ id: _id, ...puzzle }) => ({ puzzle, lead: puzzle.themes[0] as PuzzleTheme }));
  const counts = new Map<PuzzleTheme, number>();
  for (const k of kept) counts.set(k.lead, (counts.get(k.lead) ?? 0) + 1);
  const tried = new Map<string, { tried: number; kept: number }>();
  const deadline = Date.now() + MINUTES * 60_000;
  const stream = candidates(rng, seededRandom(SEED + 1));
  let seen = 0;
  // Each engine takes the next candidate as soon as it is free; results are merged strictly in candidate order.
  const results = new Map<number, { candidate: Candidate; found: Found | null }>();
  let next = 0;
  const merge = (): void => {
    for (let entry = results.get(next); entry && kept.length < TARGET; entry = results.get(next)) {
      results.delete(next);
      next += 1;
      seen += 1;
      const { candidate, found } = entry;
      const stats = tried.get(candidate.template) ?? { tried: 0, kept: 0 };
      stats.tried += 1;
      tried.set(candidate.template, stats);
      if (!found) continue;
      const classic = Boolean(found.puzzle.source);
      if (!classic && (counts.get(found.lead) ?? 0) >= quota(found.lead)) continue;
      if (kept.some((k) => nearDuplicate(k.puzzle, found.puzzle))) continue;
      kept.push(found);
      stats.kept += 1;
      counts.set(found.lead, (counts.get(found.lead) ?? 0) + 1);
      if (kept.length % 20 === 0) {
        const leads = [...counts].map(([theme, count]) => `${theme} ${count}`).join(', ');
        console.log(`${kept.length} kept of ${seen} tried: ${leads}`);
      }
    }
  };
  const work = async (slot: number): Promise<void> => {
    while (kept.length < TARGET && Date.now() < deadline) {
      const candidate = stream.next().value as Candidate;
      const found = await analyse(engines[slot] as UciEngine, candidate).catch(async (error: unknown) => {
        // A search that ran out of time has already given up on its engine (uciEngine.ts): drop the candidate and
        // start a fresh engine. Any other error leaves the engine idle and usable.
        const message = (error as Error).message;
        console.error(`candidate ${candidate.index} (${candidate.fen}): ${message}`);
        if (/did not answer|exited/.test(message)) engines[slot] = await restart();
        return null;
      });
      results.set(candidate.index, { candidate, found });
      merge();
    }
  };
  try {
    await Promise.all(engines.map((_, slot) => work(slot)));
  } finally {
    engines.forEach((e) => e.quit());
  }
  const puzzles: Puzzle[] = kept.map((k, i) => ({ id: i + 1, ...k.puzzle }));
  const json = await prettier.format(JSON.stringify(puzzles), { ...(await prettier.resolveConfig(OUT)), filepath: OUT });
  if (!ONLY) writeFileSync(OUT, json);
  if (ONLY) for (const p of puzzles) console.log(p.fen, p.solution.join(' '), p.themes.join(','));

  const added = existing.length > 0 ? ` (${existing.length} kept as they were, ${puzzles.length - existing.length} new)` : '';
  console.log(`\n${puzzles.length} puzzles${added} from ${seen} candidates → ${path.relative(ROOT, OUT)}`);
  console.log('\nleading theme      count');
  for (const [theme, count] of [...counts].sort((a, b) => b[1] - a[1])) console.log(`${theme.padEnd(18)} ${count}`);
  const tagged = new Map<string, number>();
  for (const p of puzzles) for (const t of p.themes) tagged.set(t, (tagged.get(t) ?? 0) + 1);
  console.log('\ntagged with        count');
  for (const [theme, count] of [...tagged].sort((a, b) => b[1] - a[1])) console.log(`${theme.padEnd(18)} ${count}`);
  console.log('\ndropped            count');
  for (const [reason, count] of [...dropped].sort((a, b) => b[1] - a[1])) console.log(`${reason.padEnd(24)} ${count}`);
  console.log('\ntemplate           kept / tried');
  for (const [template, s] of tried) console.log(`${template.padEnd(18)} ${s.kept} / ${s.tried}`);
  const sides = puzzles.filter((p) => p.fen.split(' ')[1] === 'b').length;
  const ratings = puzzles.map((p) => p.rating).sort((a, b) => a - b);
  console.log(
    `\nBlack to move: ${sides}; ratings ${ratings[0]}–${ratings[ratings.length - 1]}, median ${ratings[Math.floor(ratings.length / 2)]}`,
  );
  if (!ONLY) {
    // The manifest follows the new set: the changed and new puzzles are proved again, the dropped ones leave it.
    console.log('\nnpm run prove');
    const prove = spawnSync('npm', ['run', 'prove'], { cwd: ROOT, stdio: 'inherit' });
    if (prove.status !== 0) process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
