// Members' games under the cluster's faults (issue 46: "a restart loses no queued game"), for `npm run load -- --cluster`.
// As the traffic starts, a few of the load's members paste short PGN games (10 to 20 moves of random legal play each,
// seeded; POST /api/me/games/import/pgn through nginx, docs/spec.md §7.19). The cluster's instances run with REDIS_URL, so
// each game is a BullMQ job (api/src/training/games/jobs.ts) that any instance takes: jobs are queued and running when an
// instance is killed or stopped, and when Redis restarts. Until both instance faults are over, a game is pasted whenever
// fewer than MIN_WAITING are waiting, so that a fast machine does not finish them first.
//
// After the traffic the run waits (bounded: LOAD_GAMES_WAIT seconds, or STALL_MS without any game changing) until every
// game is analysed, read through nginx (GET /api/me/games), then holds against the primary:
//   - every game a paste acknowledged exists, and every game of those members is analysed: none failed, none left waiting;
//   - an analysed game's evaluations cover every position (plies + 1), and no game took more than MAX_ATTEMPTS analyses;
//   - each game's mistake cards are unique per (game, ply), belong to the game's member, and the list's mistakeCount is
//     the table's count;
//   - no game was waiting at the start of an instance's fault: such a run would prove nothing about it.
// It reports the games' state at each fault window, the engines each instance started (one per analysis attempt: its
// child processes, sampled from /proc) and the attempts the api logged as failed ('game analysis failed'); an attempt
// the logs do not explain was cut by a fault (a killed or stopped instance) and taken again by BullMQ.
import fs from 'node:fs';
import net from 'node:net';
import { GAMES_API } from '@kingside/contracts/games';
import { Chess } from 'chess.js';
import mysql from 'mysql2/promise';
import { createClient } from '../load/client.mjs';
import { createStats } from '../load/report.mjs';
import { random } from '../load/traffic.mjs';
import { sleep } from './processes.mjs';

/** A game pasted whenever fewer than this many are waiting (queued or analysing), until both instance faults are over. */
const MIN_WAITING = 5;
/** jobs.ts' MAX_ATTEMPTS: analyses started before a game is given up as failed. */
const MAX_ATTEMPTS = 3;
/** BullMQ's job key: ANALYSIS_QUEUE_PREFIX (the api's default) and jobs.ts' queue name and job id. */
const jobKey = (gameId) => `kingside:game-analysis:game-${gameId}`;
/** Waiting for the analyses after the traffic stops once no game has changed for this long. */
const STALL_MS = 120_000;
const SAMPLE_MS = 1000;

/** A game of 20 to 40 plies of random legal moves, none of which ends it (`rnd`: the seeded generator). */
function randomGame(rnd) {
  const plies = 20 + Math.floor(rnd() * 21);
  const chess = new Chess();
  while (chess.history().length < plies) {
    const options = chess.moves();
    const start = Math.floor(rnd() * options.length);
    let played = false;
    for (let i = 0; i < options.length && !played; i++) {
      chess.move(options[(start + i) % options.length]);
      if (chess.isGameOver()) chess.undo();
      else played = true;
    }
    if (!played) return randomGame(rnd);
  }
  return chess.history();
}

/** `games` (SAN moves each) as one PGN: the member (White) against a load opponent. */
function pgnOf(games, firstNumber) {
  return games
    .map((moves, i) =>
      [
        `[Event "Load game ${firstNumber + i}"]`,
        '[Date "2026.11.01"]',
        '[White "Load member"]',
        '[Black "Load opponent"]',
        '[Result "*"]',
        '',
        `${moves.map((san, ply) => (ply % 2 === 0 ? `${ply / 2 + 1}. ${san}` : san)).join(' ')} *`,
      ].join('\n'),
    )
    .join('\n\n');
}

/** The engines (UCI child processes running the stockfish package, or STOCKFISH_PATH's) among `pid`'s children, by /proc. */
function enginesOf(pid) {
  const engines = [];
  try {
    for (const task of fs.readdirSync(`/proc/${pid}/task`)) {
      const children = fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
      for (const child of children) {
        try {
          if (/stockfish/i.test(fs.readFileSync(`/proc/${child}/cmdline`, 'utf8'))) engines.push(Number(child));
        } catch {
          /* it exited between the two reads */
        }
      }
    }
  } catch {
    /* the instance is gone, or /proc does not say */
  }
  return engines;
}

/** Whether Redis (the cluster's, spoken to in RESP over a socket) holds the BullMQ job of the game; null when it cannot say. */
function jobInRedis(port, gameId) {
  const key = jobKey(gameId);
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    let answer = '';
    const done = (value) => {
      socket.destroy();
      resolve(value);
    };
    socket.setTimeout(5000, () => done(null));
    socket.on('error', () => done(null));
    socket.on('connect', () => socket.write(`*2\r\n$6\r\nEXISTS\r\n$${Buffer.byteLength(key)}\r\n${key}\r\n`));
    socket.on('data', (chunk) => {
      answer += chunk;
      const reply = /^:(\d+)\r\n/.exec(answer);
      if (reply) done(reply[1] === '1');
      else if (answer.includes('\r\n')) done(null);
    });
  });
}

/**
 * The games of a cluster load. options: count (games pasted as the traffic starts, spread over `members` members);
 * topUp (one more whenever fewer than MIN_WAITING wait, until both instance faults are over; with the faults only);
 * max (the most pasted in all); waitS (the bound on the wait after the traffic); seed. Returns { during(ledger, {deadline,
 * members}): runLoad's `alongside` part, settle(): the wait after the traffic, check(ledger): the invariants and the
 * report, close() }.
 */
export function createGames(
  cluster,
  { count = 6, members: memberCount = 3, max = 60, topUp = true, waitS = 300, seed = 9, log = console.log },
) {
  const rnd = random(seed * 7919 + 46);
  const client = createClient({ baseUrl: cluster.baseUrl, connections: 4, sinks: [createStats()], timeoutMs: 60_000 });
  const accounts = []; // { email, password, token }
  const acknowledged = new Set(); // game ids a paste answered 202 with
  const unclear = []; // pastes without a clear answer: { at, status, detail }
  /** a sample a second: { at, counts: { queued, analysing, analysed, failed }, statuses (id -> text), total, running and pids (per instance) } */
  const timeline = [];
  /** engines seen, per instance: index -> Map(instance pid -> Map(engine pid -> when first seen)) */
  const engines = new Map();
  /** 'game analysis failed' lines of the instances' logs: { at, instance, gameId, message } */
  const failedLogs = [];
  let pasted = 0;
  let db = null;
  let games = null; // the final rows, for the report

  /** the instances' other lines about the analysis (a worker's or the queue's Redis errors): text -> count */
  const otherLogs = new Map();
  cluster.onInstanceLine = (i, line) => {
    if (!line.includes('"msg":"game analysis')) return;
    try {
      const entry = JSON.parse(line);
      const message = String(entry.err?.message ?? '').slice(0, 160);
      if (entry.msg === 'game analysis failed') {
        const gameId = Number(/^game-(\d+)$/.exec(entry.jobId ?? '')?.[1] ?? entry.gameId);
        failedLogs.push({ at: Date.now(), instance: i + 1, gameId, message });
      } else {
        const text = `api ${i + 1}: ${entry.msg}${message ? `: ${message}` : ''}`;
        otherLogs.set(text, (otherLogs.get(text) ?? 0) + 1);
      }
    } catch {
      /* not a log line of ours */
    }
  };

  const signIn = async (account) => {
    const res = await client.request('games', 'POST', '/api/auth/login', { body: { email: account.email, password: account.password } });
    if (res.status !== 200) throw new Error(`games: signing ${account.email} in answered ${res.status || res.error}`);
    account.token = res.body.token;
  };
  /** A member's request, signed in again once if the token died (sessions live in Redis, which the faults restart). */
  const asMember = async (account, method, pathname, body) => {
    if (!account.token) await signIn(account);
    const send = () => client.request('games', method, pathname, { body, headers: { authorization: `Bearer ${account.token}` } });
    let res = await send();
    if (res.status === 401) {
      await signIn(account);
      res = await send();
    }
    return res;
  };

  /** A paste of `n` games; an answer neither 202 nor unclear (502, 503, none) is a violation. */
  const paste = async (ledger, account, n) => {
    const list = Array.from({ length: n }, () => randomGame(rnd));
    const first = pasted + 1;
    pasted += n;
    const res = await asMember(account, 'POST', GAMES_API.importPgn, { pgn: pgnOf(list, first), color: 'white' });
    if (res.status === 202 && res.body?.imported?.length === n) for (const game of res.body.imported) acknowledged.add(game.id);
    else if (res.status === 0 || res.status === 502 || res.status === 503)
      unclear.push({ at: Date.now(), status: res.status, detail: res.error ?? '' });
    else ledger.violation(`games: POST ${GAMES_API.importPgn} answered ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
  };

  const memberIds = async () => {
    const [rows] = await db.query('SELECT id FROM users WHERE email IN (?)', [accounts.map((a) => a.email)]);
    return rows.map((r) => Number(r.id));
  };
  /** One sample: the games' statuses (the primary) and the engines running under each instance (/proc). */
  const sample = async () => {
    const [rows] = await db.query(
      'SELECT g.id, g.status, g.attempts FROM games g JOIN users u ON u.id = g.userId WHERE u.email IN (?) ORDER BY g.id',
      [accounts.map((a) => a.email)],
    );
    const counts = { queued: 0, analysing: 0, analysed: 0, failed: 0 };
    const statuses = new Map();
    for (const r of rows) {
      counts[r.status] = (counts[r.status] ?? 0) + 1;
      statuses.set(Number(r.id), `${r.status}, attempt ${r.attempts}`);
    }
    const running = [];
    const pids = [];
    for (const [i, instance] of cluster.instances.entries()) {
      const pid = instance.child.pid;
      if (!engines.has(i)) engines.set(i, new Map());
      const byPid = engines.get(i);
      if (!byPid.has(pid)) byPid.set(pid, new Map());
      const now = enginesOf(pid);
      const seenAt = Date.now();
      for (const engine of now) if (!byPid.get(pid).has(engine)) byPid.get(pid).set(engine, seenAt);
      running.push(now.length);
      pids.push(pid);
    }
    const at = Date.now();
    timeline.push({ at, counts, statuses, total: rows.length, running, pids });
    return timeline.at(-1);
  };
  const waiting = (s) => s.counts.queued + s.counts.analysing;
  const instanceFaults = (ledger) => ledger.windows.filter((w) => /^api \d+/.test(w.name)).length;

  return {
    /** Beside the traffic: the first pastes, then a game whenever fewer than MIN_WAITING wait, until both instance faults are over. */
    async during(ledger, { deadline, members }) {
      accounts.push(...members.slice(0, Math.max(1, Math.min(memberCount, members.length))).map((m) => ({ ...m, token: null })));
      const per = Math.ceil(count / accounts.length);
      try {
        db = await mysql.createConnection(cluster.db.primaryOptions);
        await Promise.all(accounts.map((account, i) => paste(ledger, account, Math.max(0, Math.min(per, count - i * per)))));
        log(
          `games: ${pasted} pasted by ${accounts.length} members (${acknowledged.size} acknowledged), for BullMQ's workers on the instances`,
        );
        let next = 0;
        while (Date.now() < deadline) {
          const s = await sample();
          if (topUp && instanceFaults(ledger) < 2 && waiting(s) < MIN_WAITING && pasted < max)
            await paste(ledger, accounts[next++ % accounts.length], 1);
          await sleep(SAMPLE_MS);
        }
      } catch (error) {
        ledger.violation(`games: ${error.message}`);
      }
    },

    /** After the traffic: until every game is analysed or failed (GET /api/me/games through nginx), at most waitS, or no change for STALL_MS. */
    async settle() {
      if (!db) return;
      const started = Date.now();
      let changed = Date.now();
      let last = '';
      for (;;) {
        const s = await sample();
        const lists = await Promise.all(accounts.map((a) => asMember(a, 'GET', GAMES_API.list)));
        const listed = lists.flatMap((res) => (res.status === 200 ? res.body.games : []));
        const state = listed.map((g) => `${g.id}:${g.status}`).join(',') + `|${JSON.stringify(s.counts)}`;
        if (state !== last) [last, changed] = [state, Date.now()];
        const done = lists.every((res) => res.status === 200) && listed.every((g) => g.status === 'analysed' || g.status === 'failed');
        if (done && waiting(s) === 0) break;
        if (Date.now() - started > waitS * 1000 || Date.now() - changed > STALL_MS) break;
        await sleep(SAMPLE_MS);
      }
      log(`games: waited ${((Date.now() - started) / 1000).toFixed(0)} s after the traffic for the analyses`);
    },

    /** The invariants above, and the report. */
    async check(ledger) {
      if (!db) return;
      for (const u of unclear)
        if (!ledger.windows.some((w) => u.at >= w.start && u.at <= w.end))
          ledger.violation(`games: a paste got ${u.status === 0 ? `no answer (${u.detail})` : u.status} outside any fault window`);
      const ids = await memberIds();
      [games] = await db.query('SELECT id, userId, status, attempts, plies, evals FROM games WHERE userId IN (?) ORDER BY id', [ids]);
      const [mistakes] = await db.query(
        'SELECT m.gameId, m.ply, m.userId, COUNT(*) AS n FROM game_mistakes m WHERE m.userId IN (?) OR m.gameId IN (?) GROUP BY m.gameId, m.ply, m.userId',
        [ids, games.length ? games.map((g) => g.id) : [0]],
      );
      const byId = new Map(games.map((g) => [Number(g.id), g]));
      const cards = new Map();
      for (const m of mistakes) {
        const game = byId.get(Number(m.gameId));
        if (Number(m.n) > 1) ledger.violation(`game ${m.gameId}: ${m.n} mistake cards for ply ${m.ply} (one per game and ply)`);
        if (!game) ledger.violation(`a mistake card of game ${m.gameId}, which is not one of the load members' games`);
        else if (Number(game.userId) !== Number(m.userId))
          ledger.violation(`game ${m.gameId}'s card for ply ${m.ply} belongs to member ${m.userId}`);
        cards.set(Number(m.gameId), (cards.get(Number(m.gameId)) ?? 0) + Number(m.n));
      }
      for (const id of acknowledged) if (!byId.has(id)) ledger.violation(`game ${id} was acknowledged by its paste but is not stored`);
      if (unclear.length === 0)
        for (const g of games)
          if (!acknowledged.has(Number(g.id))) ledger.violation(`game ${g.id} is stored, but no paste was told about it`);
      for (const g of games) {
        const id = Number(g.id);
        const attempts = Number(g.attempts);
        if (attempts > MAX_ATTEMPTS) ledger.violation(`game ${id} was analysed ${attempts} times (at most ${MAX_ATTEMPTS})`);
        if (g.status === 'analysed') {
          const evals = JSON.parse(g.evals ?? 'null');
          if (!Array.isArray(evals) || evals.length !== Number(g.plies) + 1)
            ledger.violation(
              `game ${id}: ${Array.isArray(evals) ? evals.length : 'no'} evaluations for ${g.plies} plies (plies + 1 expected)`,
            );
        } else if (g.status === 'failed') ledger.violation(`game ${id} failed after ${attempts} attempts`);
        else {
          const inRedis = await jobInRedis(cluster.ports.redis, id);
          // Where it stood at each fault's start: a job lost with Redis shows here.
          const history = ledger.windows
            .map(
              (w) =>
                `${w.name}: ${
                  timeline
                    .filter((t) => t.at <= w.start)
                    .at(-1)
                    ?.statuses.get(id) ?? 'not yet pasted'
                }`,
            )
            .join('; ');
          ledger.violation(
            `game ${id} is still ${g.status} (${attempts} attempts) after the wait; its BullMQ job is ${inRedis === null ? 'unknown (Redis did not answer)' : inRedis ? 'in Redis' : 'not in Redis: lost'}; at each fault's start it was: ${history}`,
          );
        }
        if (g.status !== 'analysed' && cards.has(id)) ledger.violation(`game ${id} is ${g.status} but has mistake cards`);
      }
      // What the members see through nginx agrees with the tables.
      const lists = await Promise.all(accounts.map((a) => asMember(a, 'GET', GAMES_API.list)));
      for (const [i, res] of lists.entries()) {
        if (res.status !== 200) {
          ledger.violation(`games: GET ${GAMES_API.list} for ${accounts[i].email} answered ${res.status || res.error}`);
          continue;
        }
        for (const listed of res.body.games) {
          const stored = byId.get(listed.id);
          if (!stored || stored.status !== listed.status)
            ledger.violation(
              `games: the list says game ${listed.id} is ${listed.status}, the table ${stored?.status ?? 'has no such game'}`,
            );
          else if (listed.status === 'analysed' && listed.mistakeCount !== (cards.get(listed.id) ?? 0))
            ledger.violation(
              `games: the list counts ${listed.mistakeCount} mistakes in game ${listed.id}, the table ${cards.get(listed.id) ?? 0}`,
            );
        }
      }
      // Each instance fault must have found games waiting: a run without any proves nothing about it.
      for (const w of ledger.windows.filter((w) => /^api \d+/.test(w.name))) {
        const at = timeline.filter((s) => s.at <= w.start).at(-1);
        if (!at || waiting(at) === 0)
          ledger.violation(`games: none was waiting when "${w.name}" began (the fault proved nothing about the jobs)`);
      }
      report(ledger, cards);
    },

    async close() {
      client.close();
      cluster.onInstanceLine = null;
      await db?.end().catch(() => {});
    },
  };

  /** Per fault window, the games' state; the engines per instance; the failed attempts; the games line. */
  function report(ledger, cards) {
    const before = (t) => timeline.filter((s) => s.at <= t).at(-1);
    const within = (w) => timeline.filter((s) => s.at >= w.start && s.at <= w.end);
    if (ledger.windows.length > 0) {
      console.log('the games (the primary, sampled every second) per fault window:');
      console.table(
        ledger.windows.map((w) => {
          const start = before(w.start);
          const inside = within(w);
          const instance = Number(/^api (\d+)/.exec(w.name)?.[1] ?? 0);
          // The stopped process's engines first seen after its signal: jobs it took while it was stopping.
          const stopped = instance && start ? engines.get(instance - 1)?.get(start.pids[instance - 1]) : null;
          return {
            window: w.name,
            'queued at start': start?.counts.queued ?? '-',
            'analysing at start': start?.counts.analysing ?? '-',
            'engines on the stopped instance': instance ? (start?.running[instance - 1] ?? '-') : '',
            'engines it started after the signal': stopped ? [...stopped.values()].filter((t) => t >= w.start).length : '',
            'analysed by its end': (inside.at(-1) ?? start)?.counts.analysed ?? '-',
          };
        }),
      );
      // A draining instance takes no new game (api/src/server.ts closes its worker at the signal). An engine first seen
      // within two samples of the signal may have started just before it.
      for (const w of ledger.windows.filter((w) => /SIGTERM/.test(w.name))) {
        const instance = Number(/^api (\d+)/.exec(w.name)?.[1] ?? 0);
        const start = before(w.start);
        const stopped = instance && start ? engines.get(instance - 1)?.get(start.pids[instance - 1]) : null;
        const late = stopped ? [...stopped.values()].filter((t) => t >= w.start + 2 * SAMPLE_MS).length : 0;
        if (late > 0)
          ledger.violation(`games: api ${instance} started ${late} analysis(es) after its SIGTERM; a draining instance takes none`);
      }
    }
    const perInstance = [...engines]
      .sort(([a], [b]) => a - b)
      .map(([i, byPid]) => {
        const runs = [...byPid.values()].map((seen) => seen.size);
        return `api ${i + 1} ${runs.reduce((a, b) => a + b, 0)}${runs.length > 1 ? ` (${runs.join(' + ')} over its ${runs.length} starts)` : ''}`;
      });
    console.log(`games: engines started per instance (one per analysis attempt, from /proc): ${perInstance.join(', ')}`);
    const logged = new Map();
    for (const f of failedLogs) logged.set(f.gameId, (logged.get(f.gameId) ?? 0) + 1);
    if (failedLogs.length > 0) {
      const reasons = new Map();
      for (const f of failedLogs) reasons.set(f.message, (reasons.get(f.message) ?? 0) + 1);
      console.log(
        `games: ${failedLogs.length} attempt(s) logged as failed by the instances: ${[...reasons].map(([m, n]) => `${n} × ${m}`).join('; ')}`,
      );
    }
    if (otherLogs.size > 0)
      console.log(
        `games: the instances' other analysis log lines: ${[...otherLogs]
          .slice(0, 10)
          .map(([text, n]) => `${n} × ${text}`)
          .join('; ')}`,
      );
    const list = games ?? [];
    // An attempt the logs do not explain was cut by a fault (its instance killed or stopped) and taken again.
    const afterFault = list.filter((g) => Number(g.attempts) - 1 - (logged.get(Number(g.id)) ?? 0) > 0).length;
    const retried = list.filter((g) => Number(g.attempts) > 1).length;
    const mistakes = [...(cards?.values() ?? [])].reduce((a, b) => a + b, 0);
    if (unclear.length > 0) console.log(`games: ${unclear.length} paste(s) got no clear answer (inside a fault window)`);
    console.log(
      `games: ${list.length} imported, ${list.filter((g) => g.status === 'analysed').length} analysed (${afterFault} jobs retried after a fault)` +
        `; ${retried} game(s) analysed more than once in all, ${list.filter((g) => g.status === 'failed').length} failed, ${mistakes} mistake cards, each once per game and ply`,
    );
  }
}
