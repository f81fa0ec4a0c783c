// `BENCH_ANALYSING=1 npm run bench:api` (issue 46: the site stays responsive while a game is analysed): a member's games
// under analysis for the whole of the reads. The member pastes PGN (POST /api/me/games/import/pgn, docs/spec.md §7.19)
// and reads their games list as /train/games does while a game waits (GET /api/me/games, every ANALYSIS_POLL_MS); each
// time no game is left queued behind the one analysing, they paste the next, up to MAX_GAMES. The api analyses them in its own process (no
// REDIS_URL: the database is the queue, docs/architecture.md §10.16), each game in a Stockfish child process of its own.
import fs from 'node:fs';
import { GAMES_API } from '@kingside/contracts/games';
import { Chess } from 'chess.js';

/** Plies of each pasted game: 40 moves each side. */
const GAME_PLIES = 80;
/** Games of the first paste; each later one holds one, so that at the reads' end at most two are left to analyse. */
const FIRST_PASTE = 3;
/** The most games one api is given in a run (at about 8 s a game, well past the longest read phases). */
const MAX_GAMES = 200;
/** How often the member's list is read: mfe-learn's ANALYSIS_POLL_MS, the page's own polling while a game waits. */
const ANALYSIS_POLL_MS = 1500;
/** How long the first pasted game may take to be taken by the analysis, and the last ones to be analysed after the reads. */
const START_TIMEOUT_MS = 30_000;
const DRAIN_TIMEOUT_MS = 300_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A game of GAME_PLIES random legal moves (`random`: a seeded generator, so the same games every run), none of which ends
 * it: every game is read to its last position, and they are positions the engine has not seen.
 */
function randomGame(random) {
  const chess = new Chess();
  while (chess.history().length < GAME_PLIES) {
    const options = chess.moves();
    // From a random start, the first move that does not end the game.
    const start = Math.floor(random() * options.length);
    let played = false;
    for (let i = 0; i < options.length && !played; i++) {
      chess.move(options[(start + i) % options.length]);
      if (chess.isGameOver()) chess.undo();
      else played = true;
    }
    if (!played) return randomGame(random);
  }
  return chess.history();
}

/** `games` (SAN moves each) as one PGN, the member (White) against a bench opponent. */
function pgnOf(games, firstNumber) {
  return games
    .map((moves, i) => {
      const text = moves.map((san, ply) => (ply % 2 === 0 ? `${ply / 2 + 1}. ${san}` : san)).join(' ');
      return [
        `[Event "Bench game ${firstNumber + i}"]`,
        '[Date "2026.11.01"]',
        '[White "Bench member"]',
        '[Black "Bench opponent"]',
        '[Result "*"]',
        '',
        `${text} *`,
      ].join('\n');
    })
    .join('\n\n');
}

/**
 * CPU seconds of the process `pid`'s children, the engines: those that have exited (its stat's cutime and cstime) and
 * those running (each child's own, from /proc/<pid>/task/<tid>/children). NaN where /proc does not say.
 */
function childrenCpuSeconds(pid) {
  try {
    const fields = (stat) => fs.readFileSync(stat, 'utf8').split(') ')[1].split(' ').map(Number);
    const own = fields(`/proc/${pid}/stat`);
    let ticks = own[13] + own[14];
    for (const task of fs.readdirSync(`/proc/${pid}/task`)) {
      const children = fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
      for (const child of children) {
        try {
          const f = fields(`/proc/${child}/stat`);
          ticks += f[11] + f[12] + f[13] + f[14];
        } catch {
          /* it exited between the two reads: its time is in cutime from now on */
        }
      }
    }
    return ticks / 100;
  } catch {
    return NaN;
  }
}

/**
 * Starts the member's games on the api at `base` (`token`: a signed-in member's; `pid`: the api's process, for its
 * engines' CPU) and returns once the analysis has taken the first of them. `random`: the games' seeded generator.
 * `stop()`, when the reads end: stops pasting and returns what was analysed meanwhile (games whole: the list does not
 * say how far the one analysing has got; the engines' CPU counts it); `drain()` then waits until the games still
 * waiting are analysed, so that nothing after the reads runs beside an engine.
 */
export async function startAnalysing({ base, token, pid, random }) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const list = async () => {
    const response = await fetch(`${base}${GAMES_API.list}`, { headers });
    if (!response.ok) throw new Error(`GET ${GAMES_API.list} answered ${response.status}`);
    return (await response.json()).games;
  };
  let pasted = 0;
  let pastes = 0;
  const paste = async (count) => {
    const games = Array.from({ length: Math.min(count, MAX_GAMES - pasted) }, () => randomGame(random));
    const response = await fetch(`${base}${GAMES_API.importPgn}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ pgn: pgnOf(games, pasted + 1), color: 'white' }),
    });
    const body = await response.json();
    if (response.status !== 202 || body.imported.length !== games.length)
      throw new Error(`POST ${GAMES_API.importPgn} answered ${response.status}: ${JSON.stringify(body).slice(0, 300)}`);
    pasted += games.length;
    pastes += 1;
  };
  const waiting = (games) => games.filter((game) => game.status === 'queued' || game.status === 'analysing');

  await paste(FIRST_PASTE);
  const deadline = Date.now() + START_TIMEOUT_MS;
  let games = await list();
  while (!games.some((game) => game.status === 'analysing')) {
    if (Date.now() > deadline) throw new Error(`no pasted game was taken for analysis within ${START_TIMEOUT_MS} ms`);
    await sleep(100);
    games = await list();
  }
  const before = new Map(games.map((game) => [game.id, game.status]));
  const started = { at: performance.now(), cpu: childrenCpuSeconds(pid) };
  // Reads of the list: in all, finding a game analysing, finding none waiting (the analysis ran dry).
  const polls = { count: 0, analysing: 0, dry: 0 };
  let stopped = false;
  let failure = null;
  // The member's page: the list every ANALYSIS_POLL_MS; the next games pasted once none is left queued.
  const loop = (async () => {
    while (!stopped) {
      await sleep(ANALYSIS_POLL_MS);
      if (stopped) break;
      const now = await list();
      polls.count += 1;
      if (now.some((game) => game.status === 'analysing')) polls.analysing += 1;
      if (waiting(now).length === 0) polls.dry += 1;
      if (!now.some((game) => game.status === 'queued') && pasted < MAX_GAMES) await paste(1);
    }
  })().catch((error) => {
    failure = error;
  });

  return {
    async stop() {
      stopped = true;
      const seconds = (performance.now() - started.at) / 1000;
      const cpu = childrenCpuSeconds(pid) - started.cpu;
      await loop;
      const after = await list();
      const analysed = after.filter((game) => game.status === 'analysed' && before.get(game.id) !== 'analysed');
      return {
        seconds,
        engineCpuSeconds: cpu,
        pasted,
        pastes,
        analysed: analysed.length,
        positions: analysed.reduce((sum, game) => sum + game.plies + 1, 0),
        mistakes: analysed.reduce((sum, game) => sum + (game.mistakeCount ?? 0), 0),
        failed: after.filter((game) => game.status === 'failed').length,
        waiting: waiting(after).length,
        polls,
        failure: failure && String(failure.message ?? failure),
      };
    },
    async drain() {
      const end = Date.now() + DRAIN_TIMEOUT_MS;
      while (waiting(await list()).length > 0) {
        if (Date.now() > end) throw new Error(`the member's games were still being analysed ${DRAIN_TIMEOUT_MS} ms after the reads`);
        await sleep(250);
      }
    },
  };
}

/** The analysis's lines under an api's read tables, and its failures: the reads must have run beside it. */
export function reportAnalysing(label, a) {
  const failures = [];
  const percent = (share) => `${(share * 100).toFixed(0)} %`;
  const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const cpu = Number.isFinite(a.engineCpuSeconds)
    ? `; the engines used ${a.engineCpuSeconds.toFixed(1)} s of CPU (${(a.engineCpuSeconds / a.seconds).toFixed(2)} of a core)`
    : '';
  console.log(
    `\n${label}: analysing (BENCH_ANALYSING) during the reads, ${a.seconds.toFixed(0)} s from the floor alone to the list mix's end:` +
      ` ${plural(a.analysed, 'game')} analysed whole (${a.positions.toLocaleString('en-US')} positions searched, ${plural(a.mistakes, 'mistake')} found)${cpu};` +
      ` a game was analysing at ${a.polls.analysing} of ${a.polls.count} reads of the member's list (${percent(a.polls.analysing / (a.polls.count || 1))});` +
      ` ${plural(a.pasted, 'game')} pasted in ${plural(a.pastes, 'import')}, ${a.waiting} still waiting at the end, ${a.failed} failed`,
  );
  if (a.failure) failures.push(`${label} analysing: ${a.failure}`);
  // The engines' CPU says the analysis ran (a game's positions are not counted until it is whole); without /proc, the list.
  const ran = Number.isFinite(a.engineCpuSeconds) ? a.engineCpuSeconds > 0 : a.analysed > 0 || a.polls.analysing > 0;
  if (!ran) failures.push(`${label} analysing: no engine ran during the reads`);
  if (a.polls.dry > 0) failures.push(`${label} analysing: no game was waiting at ${plural(a.polls.dry, 'read')} of the member's list`);
  if (a.failed > 0) failures.push(`${label} analysing: ${plural(a.failed, 'game')} failed`);
  return failures;
}
