/**
 * A small UCI client for the content proofs (`npm run prove`, testing/content/prove.ts), engineCheck.test.ts, the
 * puzzle generator and the analysis of members' games (./analysis.ts): Stockfish (the `stockfish` npm package) runs as
 * a separate child `node` process, single-threaded, and answers over stdin/stdout, or any UCI engine named by a
 * command (STOCKFISH_PATH). A child process keeps the WASM engine out of jest's workers and the api's event loop, and
 * is killed in one place.
 *
 * Every wait is bounded: an engine that does not answer in time fails the search instead of hanging the test run.
 */
import { execFile, spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import os from 'node:os';

/** The lite single-threaded build: a 1.8 MB WASM engine with its own small network, no threads, no network access. */
export const ENGINE_SCRIPT = 'stockfish/bin/stockfish-19-lite-single.js';

/** A score from the side to move's point of view. */
export type EngineScore = { cp: number } | { mate: number };

export interface SearchResult {
  /** UCI notation (e2e4, e7e8q); null when the side to move has no legal move. */
  bestMove: string | null;
  score: EngineScore;
  depth: number;
  /** the principal variation, UCI */
  pv: string[];
}

/** Mate scores above every centipawn score: mate in n is worth MATE - n, being mated in n is worth -(MATE - n). */
export const MATE_VALUE = 100_000;

export function scoreValue(score: EngineScore): number {
  if ('cp' in score) return score.cp;
  if (score.mate === 0) return -MATE_VALUE;
  return score.mate > 0 ? MATE_VALUE - score.mate : -MATE_VALUE - score.mate;
}

/** Mate in how many moves for the side to move (positive), or null. */
export const mateIn = (score: EngineScore): number | null => ('mate' in score && score.mate > 0 ? score.mate : null);

/** The content proofs' margin (docs/architecture.md §10.11): a move is the one answer when every other is this much worse. */
export const UNIQUE_MARGIN_CP = 150;

/**
 * The content proofs' rule of a unique answer (testing/content/engineCheck.ts), also the rule of a game's better move
 * (./analysis.ts): `accepted` leaves the best other move (`runnerUp`) at least UNIQUE_MARGIN_CP behind, or, when both
 * mate and a mate is asked for, the other mates more slowly.
 */
export function isUnique(accepted: EngineScore, runnerUp: EngineScore, mateClaimed: boolean): boolean {
  const mate = mateIn(accepted);
  const other = mateIn(runnerUp);
  if (mate !== null && other !== null) return mateClaimed && other > mate;
  return scoreValue(accepted) - scoreValue(runnerUp) >= UNIQUE_MARGIN_CP;
}

export const formatScore = (score: EngineScore): string =>
  'cp' in score ? `${score.cp >= 0 ? '+' : ''}${(score.cp / 100).toFixed(2)}` : `#${score.mate}`;

interface Waiter {
  until: (line: string) => boolean;
  lines: string[];
  resolve: (lines: string[]) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/**
 * Linux's SCHED_IDLE for a background engine, set with util-linux's `chrt` (Node has no call for it): the engine runs only
 * on a core nothing else wants, and a request's thread that wakes takes the core back at once, where niceness 19 alone
 * still leaves the engine its slice (bench/README.md has the figures). Where `chrt` is missing or refused, niceness 19 stays.
 */
function idleScheduling(pid: number): Promise<void> {
  if (process.platform !== 'linux') return Promise.resolve();
  return new Promise((resolve) => execFile('chrt', ['--idle', '--pid', '0', String(pid)], () => resolve()));
}

export class UciEngine {
  private readonly child: ChildProcessWithoutNullStreams;
  private buffer = '';
  private waiter: Waiter | null = null;
  private exited = false;
  private stderr = '';
  /** Settles once the engine's scheduling is what was asked (idleScheduling). */
  private readonly scheduled: Promise<void>;

  private constructor(command: string | undefined, lowPriority: boolean) {
    this.child = command
      ? spawn(command, [], { stdio: ['pipe', 'pipe', 'pipe'] })
      : spawn(process.execPath, [require.resolve(ENGINE_SCRIPT)], { stdio: ['pipe', 'pipe', 'pipe'] });
    // The analysis of members' games is background work: the operating system gives requests the cores first.
    if (lowPriority && this.child.pid !== undefined) os.setPriority(this.child.pid, os.constants.priority.PRIORITY_LOW);
    this.scheduled = lowPriority && this.child.pid !== undefined ? idleScheduling(this.child.pid) : Promise.resolve();
    this.child.stdout.setEncoding('utf8');
    this.child.stdout.on('data', (chunk: string) => this.onData(chunk));
    this.child.stderr.setEncoding('utf8');
    this.child.stderr.on('data', (chunk: string) => {
      this.stderr = (this.stderr + chunk).slice(-2000);
    });
    this.child.on('exit', (code, signal) => {
      this.exited = true;
      this.waiter?.reject(new Error(`the engine exited (${code ?? signal}) ${this.stderr}`));
    });
    this.child.on('error', (error) => this.waiter?.reject(error));
  }

  /** The engine's process id (for its priority, and tests). */
  get pid(): number | undefined {
    return this.child.pid;
  }

  /**
   * Starts the engine (`command`: a UCI engine's executable; else the `stockfish` package's) and waits until it is ready;
   * `lowPriority`: at the operating system's lowest priority (niceness 19, and on Linux SCHED_IDLE: idleScheduling).
   */
  static async start({
    hashMb = 32,
    timeoutMs = 30_000,
    command,
    lowPriority = false,
  }: { hashMb?: number; timeoutMs?: number; command?: string; lowPriority?: boolean } = {}): Promise<UciEngine> {
    const engine = new UciEngine(command, lowPriority);
    try {
      await engine.scheduled;
      await engine.request('uci', (line) => line === 'uciok', timeoutMs);
      engine.send(`setoption name Hash value ${hashMb}`);
      await engine.isReady(timeoutMs);
      return engine;
    } catch (error) {
      engine.quit();
      throw error;
    }
  }

  /** Forgets everything learnt so far (the hash table), so that a search's result does not depend on earlier ones. */
  async newGame(timeoutMs = 10_000): Promise<void> {
    this.send('ucinewgame');
    await this.isReady(timeoutMs);
  }

  /**
   * Searches `fen` to a fixed depth, considering only `searchMoves` (UCI notation) when given. Fixed depth on one thread
   * from a cleared hash is deterministic, which is what keeps the content tests stable.
   */
  async search(
    fen: string,
    depth: number,
    { searchMoves, timeoutMs = 60_000 }: { searchMoves?: string[]; timeoutMs?: number } = {},
  ): Promise<SearchResult> {
    return this.go(fen, `depth ${depth}`, searchMoves, timeoutMs);
  }

  /**
   * Searches `fen` for a fixed number of nodes (the analysis of games: the same on every machine, however fast, for
   * the same engine build), considering only `searchMoves` when given.
   */
  async searchNodes(
    fen: string,
    nodes: number,
    { searchMoves, timeoutMs = 60_000 }: { searchMoves?: string[]; timeoutMs?: number } = {},
  ): Promise<SearchResult> {
    return this.go(fen, `nodes ${nodes}`, searchMoves, timeoutMs);
  }

  private async go(fen: string, limit: string, searchMoves: string[] | undefined, timeoutMs: number): Promise<SearchResult> {
    this.send(`position fen ${fen}`);
    const restrict = searchMoves && searchMoves.length > 0 ? ` searchmoves ${searchMoves.join(' ')}` : '';
    const lines = await this.request(`go ${limit}${restrict}`, (line) => line.startsWith('bestmove'), timeoutMs);
    let score: EngineScore | null = null;
    let reached = 0;
    let pv: string[] = [];
    for (const line of lines) {
      if (!line.startsWith('info ') || line.includes(' lowerbound') || line.includes(' upperbound')) continue;
      const parsed = /\bdepth (\d+)\b.*\bscore (cp|mate) (-?\d+)/.exec(line);
      if (!parsed || / multipv (?!1\b)\d+/.test(line)) continue;
      reached = Number(parsed[1]);
      score = parsed[2] === 'cp' ? { cp: Number(parsed[3]) } : { mate: Number(parsed[3]) };
      pv = / pv (.+)$/.exec(line)?.[1]?.split(' ') ?? [];
    }
    const best = /^bestmove (\S+)/.exec(lines[lines.length - 1] ?? '')?.[1] ?? '(none)';
    if (score === null) throw new Error(`no score for ${fen}: ${lines.slice(-3).join(' | ')}`);
    return { bestMove: best === '(none)' ? null : best, score, depth: reached, pv };
  }

  /** Asks the engine to stop and kills it if it does not leave within a second. */
  quit(): void {
    if (this.exited) return;
    try {
      this.child.stdin.write('quit\n');
    } catch {
      // already closing
    }
    const timer = setTimeout(() => {
      if (!this.exited) this.child.kill('SIGKILL');
    }, 1_000);
    timer.unref();
    this.child.stdin.end();
  }

  private async isReady(timeoutMs: number): Promise<void> {
    await this.request('isready', (line) => line === 'readyok', timeoutMs);
  }

  private send(command: string): void {
    if (this.exited) throw new Error(`the engine has exited ${this.stderr}`);
    this.child.stdin.write(`${command}\n`);
  }

  /** Sends one command and collects the engine's lines until `until` matches one (included), bounded by `timeoutMs`. */
  private request(command: string, until: (line: string) => boolean, timeoutMs: number): Promise<string[]> {
    if (this.waiter) return Promise.reject(new Error('the engine is busy: one request at a time'));
    return new Promise<string[]>((resolve, reject) => {
      const done = (settle: () => void): void => {
        if (this.waiter) clearTimeout(this.waiter.timer);
        this.waiter = null;
        settle();
      };
      this.waiter = {
        until,
        lines: [],
        resolve: (lines) => done(() => resolve(lines)),
        reject: (error) => done(() => reject(error)),
        timer: setTimeout(() => {
          // A late answer must not be taken for the next request's: stop the search and give up on this engine.
          done(() => reject(new Error(`the engine did not answer "${command}" within ${timeoutMs} ms`)));
          this.quit();
        }, timeoutMs),
      };
      this.send(command);
    });
  }

  private onData(chunk: string): void {
    this.buffer += chunk;
    let newline = this.buffer.indexOf('\n');
    while (newline >= 0) {
      const line = this.buffer.slice(0, newline).trim();
      this.buffer = this.buffer.slice(newline + 1);
      const waiter = this.waiter;
      if (waiter && line) {
        waiter.lines.push(line);
        if (waiter.until(line)) waiter.resolve(waiter.lines);
      }
      newline = this.buffer.indexOf('\n');
    }
  }
}
