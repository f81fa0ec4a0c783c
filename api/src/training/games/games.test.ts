import { randomBytes } from 'node:crypto';
import { ACCOUNT_API } from '@kingside/contracts/admin';
import {
  GAMES_API,
  GAMES_COPY,
  GAMES_MESSAGES,
  PGN_LIMITS,
  type GameDetail,
  type GameImportResult,
  type GameList,
} from '@kingside/contracts/games';
import {
  TRAINING_API,
  type PublicPuzzle,
  type ReviewQueue,
  type TrainingMoveResult,
  type TrainingSummary,
} from '@kingside/contracts/training';
import { Chess } from 'chess.js';
import request from 'supertest';
import { ANALYSIS_ENV, BLUNDERS } from '../../testing/fixtures/games';
import { bearer, signedInAdmin, signedInMember } from '../../testing/fixtures/orders';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { startLichessStandIn, type LichessStandIn } from '../../testing/standIns/lichessStandIn';
import { closeGameJobs, gameJobs, processGame } from './jobs';
import { readPgn, splitPgn } from './pgn';

/*
 * Your games, analysed (issue 46 point 1, docs/spec.md §7.19): imports from Lichess's game export (its stand-in) and
 * from pasted PGN, malformed and hostile; the analysis in-process and through BullMQ (the Redis of 127.0.0.1:6379), run
 * again after a worker died without a second card; the mistakes of a game whose blunders are known; a member's games
 * are theirs alone, and go with their account.
 */

const QUIET = `[White "kingside_kid"]
[Black "?"]
[Result "1/2-1/2"]

1. e4 e5 2. Nf3 Nc6 1/2-1/2`;

let t: TestApp;
let lichess: LichessStandIn;
beforeAll(async () => {
  lichess = await startLichessStandIn({ username: 'KidOnLichess', email: null });
  t = await createTestApp({ env: { ...ANALYSIS_ENV, ...lichess.env } });
}, 60_000);
afterAll(async () => {
  await closeGameJobs(t.deps);
  await t.close();
  await lichess.close();
});

const member = async (username?: string) => {
  const signed = await signedInMember(t.db);
  if (username) await signed.user.update({ username, usernameKey: username.toLowerCase() });
  return signed;
};
const importPgn = (token: string, body: unknown) =>
  request(t.app)
    .post(GAMES_API.importPgn)
    .set(bearer(token))
    .send(body as object);
const list = async (token: string) => (await request(t.app).get(GAMES_API.list).set(bearer(token)).expect(200)).body as GameList;
const detail = async (token: string, id: number) =>
  (await request(t.app).get(GAMES_API.game(id)).set(bearer(token)).expect(200)).body as GameDetail;

describe('reading PGN', () => {
  it('splits games at their tags, or after a finished game and a blank line', () => {
    expect(splitPgn(`${BLUNDERS}\n\n${QUIET}`)).toHaveLength(2);
    expect(splitPgn('1. e4 e5 1-0\n\n1. d4 d5 *\n')).toEqual(['1. e4 e5 1-0\n', '1. d4 d5 *\n']);
    expect(splitPgn('   \n\n')).toEqual([]);
  });

  it('reads each game whole or names why not, never half a game', () => {
    const { games, problems, count } = readPgn(`${QUIET}\n\n[White "A"]\n\n1. e4 e5 2. Nf9 *\n\n[Variant "Chess960"]\n\n1. e4 *`);
    expect(count).toBe(3);
    expect(games).toHaveLength(1);
    expect(games[0]).toMatchObject({ white: 'kingside_kid', black: '?', result: '1/2-1/2', moves: ['e4', 'e5', 'Nf3', 'Nc6'] });
    expect(problems).toEqual([
      { game: 2, message: expect.stringMatching(/^This game could not be read: unexpected "9"/) as string },
      { game: 3, message: GAMES_MESSAGES.variantRefused },
    ]);
  });
});

describe('POST /api/me/games/import/pgn', () => {
  it('imports the games that read, finds the member by name, and says which did not', async () => {
    const { token } = await member('kingside_kid');
    const res = await importPgn(token, { pgn: `${BLUNDERS}\n\n[White "A"]\n\n1. e4 Ke3 *\n\n${QUIET}` }).expect(202);
    const body = res.body as GameImportResult;
    expect(body.imported.map((game) => [game.color, game.opponent, game.status, game.plies])).toEqual([
      ['black', 'Patzer', 'queued', 6],
      ['white', GAMES_COPY.unknownOpponent, 'queued', 4],
    ]);
    expect(body.problems).toEqual([{ game: 2, message: expect.stringContaining('This game could not be read') as string }]);
    const games = await list(token);
    expect(games.games).toHaveLength(2);
    expect(games.progress).toEqual({ total: 2, done: 0, message: 'Analysing 1 of 2 games…' });
    const game = await detail(token, body.imported[0]!.id);
    expect(game).toMatchObject({ playedOn: '2026-05-01', moves: ['f3', 'e5', 'g4', 'd6', 'Nc3', 'Nc6'], evals: null, mistakes: [] });
  });

  it('takes the side the member names', async () => {
    const { token } = await member();
    const res = await importPgn(token, { pgn: QUIET, color: 'black' }).expect(202);
    expect((res.body as GameImportResult).imported[0]).toMatchObject({ color: 'black', opponent: 'kingside_kid' });
  });

  it('refuses a PGN of which no game reads, writing nothing', async () => {
    const { token, user } = await member();
    const res = await importPgn(token, { pgn: '1. e4 e5 2. Qxf7 Ke7 *\n\n[White "x"]\n\n1. Nf9 *' }).expect(400);
    expect(res.body).toEqual({
      message: GAMES_MESSAGES.noGameRead,
      problems: [
        { game: 1, message: expect.stringContaining('This game could not be read') as string },
        { game: 2, message: expect.stringContaining('This game could not be read') as string },
      ],
    });
    expect(await t.db.models.Game.count({ where: { userId: user.id } })).toBe(0);
  });

  it.each([
    [{}, 400, GAMES_MESSAGES.pgnRequired],
    [{ pgn: '   ' }, 400, GAMES_MESSAGES.pgnRequired],
    [{ pgn: 42 }, 400, GAMES_MESSAGES.pgnRequired],
    [{ pgn: QUIET, color: 'red' }, 400, GAMES_MESSAGES.invalidColor],
    [{ pgn: QUIET, side: 'white' }, 400, 'Unknown field: side'],
    [{ pgn: '1. e4 *\n\n'.repeat(PGN_LIMITS.maxGames + 1) }, 400, GAMES_MESSAGES.tooManyGames],
    [{ pgn: `{${'x'.repeat(PGN_LIMITS.maxBytes)}} 1. e4 *` }, 413, GAMES_MESSAGES.pgnTooLarge],
  ])('refuses %#', async (body, status, message) => {
    const { token, user } = await member();
    const res = await importPgn(token, body).expect(status);
    expect((res.body as { message: string }).message).toBe(message);
    expect(await t.db.models.Game.count({ where: { userId: user.id } })).toBe(0);
  });

  it('survives hostile PGN: deep variations, a NUL, a giant comment, tags that lie', async () => {
    const { token } = await member();
    const hostile = [
      `1. e4 ${'('.repeat(5000)}1. d4${')'.repeat(5000)} e5 *`,
      '[White "\u0000<script>"]\n\n1. e4\u0000 e5 *',
      `[FEN "not a fen"]\n[SetUp "1"]\n\n1. e4 *`,
      `[White "${'w'.repeat(5000)}"]\n\n1. e4 e5 *`,
      `${'1. Nf3 Nf6 2. Ng1 Ng8 '.repeat(200)}*`,
    ];
    for (const pgn of hostile) {
      const res = await importPgn(token, { pgn });
      expect([202, 400]).toContain(res.status);
    }
    const games = await list(token);
    // The long name is cut; the game longer than 300 moves is refused.
    expect(games.games.every((game) => game.white.length <= 100 && game.plies <= 600)).toBe(true);
  });

  it('needs a member', async () => {
    await request(t.app).post(GAMES_API.importPgn).send({ pgn: QUIET }).expect(401);
    await request(t.app).get(GAMES_API.list).expect(401);
  });
});

describe('POST /api/me/games/import/lichess', () => {
  const exported = (id: string, moves: string, white = 'kidonlichess', black = 'someone') => ({
    id,
    variant: 'standard',
    createdAt: Date.parse('2026-04-02T10:00:00Z'),
    status: 'resign',
    winner: 'white',
    players: { white: { user: { id: white, name: white } }, black: { user: { id: black, name: black } } },
    moves,
  });

  it('imports the linked account’s latest games once, leaving out what does not replay', async () => {
    const { token, user } = await member();
    await user.update({ lichessId: 'kidonlichess', lichessUsername: 'KidOnLichess' });
    lichess.setGames('KidOnLichess', [
      exported('AAAAAAAA', 'e4 e5 Qh5 Nc6 Bc4 Nf6 Qxf7#'),
      exported('BBBBBBBB', 'e4 e5 Ke3', 'kidonlichess'),
      exported('CCCCCCCC', 'd4 d5', 'someone', 'kidonlichess'),
      '{not json',
      { ...exported('DDDDDDDD', 'e4'), variant: 'atomic' },
    ]);
    const first = (await request(t.app).post(GAMES_API.importLichess).set(bearer(token)).send({ max: 10 }).expect(202))
      .body as GameImportResult;
    expect(first.imported.map((game) => [game.source, game.color, game.opponent, game.result, game.playedOn])).toEqual([
      ['lichess', 'white', 'someone', '1-0', '2026-04-02'],
      ['lichess', 'black', 'someone', '1-0', '2026-04-02'],
    ]);
    const again = (await request(t.app).post(GAMES_API.importLichess).set(bearer(token)).send({}).expect(202)).body as GameImportResult;
    expect(again).toEqual({ imported: [], skipped: 2, problems: [] });
    expect(lichess.requests).toContain('GET /api/games/user/KidOnLichess');
  });

  it('needs a linked account, a good max and Lichess answering', async () => {
    const { token, user } = await member();
    const post = (body: object) => request(t.app).post(GAMES_API.importLichess).set(bearer(token)).send(body);
    expect((await post({}).expect(409)).body).toEqual({ message: GAMES_MESSAGES.lichessNotLinked });
    expect((await post({ max: 51 }).expect(400)).body).toEqual({ message: GAMES_MESSAGES.invalidMax });
    expect((await post({ max: '5' }).expect(400)).body).toEqual({ message: GAMES_MESSAGES.invalidMax });
    await user.update({ lichessId: 'otherkid', lichessUsername: 'OtherKid' });
    lichess.setPublicApiDown(true);
    try {
      expect((await post({}).expect(502)).body).toEqual({ message: GAMES_MESSAGES.lichessUnavailable });
    } finally {
      lichess.setPublicApiDown(false);
    }
  });
});

describe('the analysis', () => {
  it('finds the member’s known blunders, makes their cards once, and a second run after a dead worker makes none', async () => {
    const { token, user } = await member();
    const { imported } = (await importPgn(token, { pgn: BLUNDERS, color: 'black' }).expect(202)).body as GameImportResult;
    const id = imported[0]!.id;
    // Another member's games stay queued: started here, the in-process queue takes every game waiting, theirs too.
    await gameJobs(t.deps).start();
    await gameJobs(t.deps).idle();
    const game = await detail(token, id);
    expect(game.status).toBe('analysed');
    expect(game.evals).toHaveLength(7);
    expect(game.mistakes.map(({ ply, moveNumber, played, best, missedMate }) => ({ ply, moveNumber, played, best, missedMate }))).toEqual([
      { ply: 3, moveNumber: 2, played: 'd6', best: 'Qh4#', missedMate: true },
      { ply: 5, moveNumber: 3, played: 'Nc6', best: 'Qh4#', missedMate: true },
    ]);
    // After 2. g4 and 3. Nc3, Black mates: the chart shows it from White's side, at its clip.
    expect([game.evals![3], game.evals![5]]).toEqual([-1000, -1000]);
    expect((await list(token)).games.find((g) => g.id === id)).toMatchObject({ status: 'analysed', mistakeCount: 2 });

    // A worker that died mid-game left it `analysing`: it is analysed again, its cards are not made twice.
    await t.db.models.Game.update({ status: 'analysing' }, { where: { id } });
    expect(await processGame(t.deps, id)).toBe('analysed');
    expect(await processGame(t.deps, id)).toBe('skipped');
    expect(await t.db.models.GameMistake.count({ where: { userId: user.id } })).toBe(2);
    expect((await t.db.models.Game.findByPk(id))!.attempts).toBe(2);
  }, 120_000);

  it('answers a mistake’s card: the better move, graded once it is found', async () => {
    const { token } = await member();
    const { imported } = (await importPgn(token, { pgn: BLUNDERS, color: 'black' }).expect(202)).body as GameImportResult;
    await gameJobs(t.deps).idle();
    const game = await detail(token, imported[0]!.id);
    const cardId = game.mistakes[0]!.cardId;
    const answer = (moves: unknown, as = token) => request(t.app).post(GAMES_API.cardMoves(cardId)).set(bearer(as)).send({ moves });
    expect((await answer(['d6']).expect(200)).body).toEqual({ correct: false, complete: false });
    const solved = (await answer(['Qh4#']).expect(200)).body as TrainingMoveResult;
    expect(solved).toMatchObject({ correct: true, complete: true, review: { grade: 'hard' } });
    expect((await answer(['Qz9']).expect(400)).body).toHaveProperty('message');
    const other = await member();
    expect((await answer(['Qh4#'], other.token).expect(404)).body).toEqual({ message: GAMES_MESSAGES.cardNotFound });
    expect(
      (
        await request(t.app)
          .post(GAMES_API.cardMoves('x1'))
          .set(bearer(token))
          .send({ moves: ['e4'] })
          .expect(400)
      ).body,
    ).toEqual({
      message: GAMES_MESSAGES.invalidCardId,
    });
  }, 120_000);
});

describe('in the review deck', () => {
  /** A legal move that misses the member's next puzzle: the deck's own card, beside the games'. */
  async function missAPuzzle(token: string): Promise<number> {
    const puzzle = (await request(t.app).get(TRAINING_API.nextPuzzle).set(bearer(token)).expect(200)).body as PublicPuzzle;
    for (const move of new Chess(puzzle.fen).moves()) {
      const res = await request(t.app)
        .post(TRAINING_API.puzzleMoves(puzzle.id))
        .set(bearer(token))
        .send({ moves: [move] })
        .expect(200);
      if (!(res.body as TrainingMoveResult).correct) return puzzle.id;
    }
    throw new Error('every move solves the puzzle');
  }
  const queue = async (token: string) => (await request(t.app).get(TRAINING_API.review).set(bearer(token)).expect(200)).body as ReviewQueue;
  const summary = async (token: string) =>
    (await request(t.app).get(TRAINING_API.summary).set(bearer(token)).expect(200)).body as TrainingSummary;

  it('deals the mistakes’ cards with the deck’s, counts them due, and moves them on once answered', async () => {
    const { token } = await member();
    const { imported } = (await importPgn(token, { pgn: BLUNDERS, color: 'black' }).expect(202)).body as GameImportResult;
    // Started once per app (the analysis's test starts it too): this test runs alone as well.
    await gameJobs(t.deps).start();
    await gameJobs(t.deps).idle();
    const game = await detail(token, imported[0]!.id);
    expect([game.status, game.mistakes.length]).toEqual(['analysed', 2]);
    const puzzleId = await missAPuzzle(token);

    const deck = await queue(token);
    expect(deck.dueToday).toBe(3);
    expect((await summary(token)).dueToday).toBe(3);
    expect(deck.cards.map((card) => card.origin.kind).sort()).toEqual(['game', 'game', 'puzzle']);
    expect(deck.cards.find((card) => card.origin.kind === 'puzzle')?.origin).toEqual({ kind: 'puzzle', puzzleId });
    const dues = deck.cards.map((card) => Date.parse(card.due));
    expect(dues).toEqual([...dues].sort((a, b) => a - b));
    const cards = deck.cards.filter((card) => card.origin.kind === 'game');
    expect(cards).toEqual([
      {
        id: game.mistakes[0]!.cardId,
        fen: expect.stringMatching(/ b KQkq - 0 2$/) as string,
        orientation: 'black',
        prompt: 'Find the better move: your game against Patzer, move 2',
        kind: 'tactic',
        learnerMoves: 1,
        origin: { kind: 'game', gameId: game.id, ply: 3 },
        title: 'your game against Patzer',
        productIds: [],
        due: expect.any(String) as string,
      },
      expect.objectContaining({ id: game.mistakes[1]!.cardId, prompt: 'Find the better move: your game against Patzer, move 3' }),
    ]);
    // Its position is the one before the mistake: the better move is there to play.
    expect(new Chess(cards[0]!.fen).moves()).toContain('Qh4#');

    // Answered where a game card is answered, it is graded and scheduled later than it was.
    const solved = (
      await request(t.app)
        .post(GAMES_API.cardMoves(cards[0]!.id))
        .set(bearer(token))
        .send({ moves: ['Qh4#'] })
        .expect(200)
    ).body as TrainingMoveResult;
    expect(solved.review?.grade).toBe('good');
    expect(Date.parse(solved.review!.due)).toBeGreaterThan(Date.parse(cards[0]!.due));
    // Stored as answered (to the second: MariaDB's DATETIME keeps no milliseconds).
    const stored = await t.db.models.GameMistake.findByPk(cards[0]!.id);
    expect(Math.abs(new Date(stored!.due).getTime() - Date.parse(solved.review!.due))).toBeLessThan(1000);

    // Nobody else's deck holds them.
    const other = await member();
    expect((await queue(other.token)).cards.filter((card) => card.origin.kind === 'game')).toEqual([]);
  }, 120_000);
});

describe('a member’s games are theirs', () => {
  it('shows nobody else’s game, and erasing the member erases their games and cards', async () => {
    const owner = await member();
    const { imported } = (await importPgn(owner.token, { pgn: BLUNDERS, color: 'black' }).expect(202)).body as GameImportResult;
    const id = imported[0]!.id;
    await gameJobs(t.deps).idle();
    const other = await member();
    expect((await request(t.app).get(GAMES_API.game(id)).set(bearer(other.token)).expect(404)).body).toEqual({
      message: GAMES_MESSAGES.gameNotFound,
    });
    expect((await list(other.token)).games).toEqual([]);
    expect((await request(t.app).get(GAMES_API.game('0')).set(bearer(other.token)).expect(400)).body).toEqual({
      message: GAMES_MESSAGES.invalidGameId,
    });

    const admin = await signedInAdmin(t.db, 'admin@test.example');
    await request(t.app).delete(ACCOUNT_API.user(owner.user.id)).set(bearer(admin.token)).expect(204);
    const where = { where: { userId: owner.user.id } };
    expect([await t.db.models.Game.count(where), await t.db.models.GameMistake.count(where)]).toEqual([0, 0]);
  }, 120_000);
});

describe('through BullMQ (REDIS_URL)', () => {
  /** An app over the machine's Redis, under a BullMQ prefix of its own, with one game of BLUNDERS imported (its id). */
  async function withImported(): Promise<{ redis: TestApp; id: number }> {
    const redis = await createTestApp({
      env: {
        ...ANALYSIS_ENV,
        REDIS_URL: 'redis://127.0.0.1:6379',
        ANALYSIS_QUEUE_PREFIX: `kingside-test-${randomBytes(4).toString('hex')}`,
      },
    });
    const { token } = await signedInMember(redis.db);
    const res = await request(redis.app).post(GAMES_API.importPgn).set(bearer(token)).send({ pgn: BLUNDERS, color: 'black' }).expect(202);
    return { redis, id: (res.body as GameImportResult).imported[0]!.id };
  }

  it('queues each game once by its id, any worker takes it, and a restart finds what was waiting', async () => {
    const { redis, id } = await withImported();
    try {
      // Queued again (a second instance starting): the job's id makes it one job.
      await gameJobs(redis.deps).enqueue([id]);
      // A game the database has waiting but Redis lost (a restart, a flushed Redis): the worker's start queues it again.
      const { Game } = redis.db.models;
      const lost = await Game.create({ ...(await Game.findByPk(id))!.get(), id: undefined, status: 'queued' } as never);
      await gameJobs(redis.deps).start();
      const deadline = Date.now() + 60_000;
      while ((await Game.count({ where: { status: 'analysed' } })) < 2 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect((await Game.findByPk(id))!.status).toBe('analysed');
      expect((await Game.findByPk(Number(lost.id)))!.status).toBe('analysed');
      expect(await redis.db.models.GameMistake.count({ where: { gameId: id } })).toBe(2);
    } finally {
      await closeGameJobs(redis.deps);
      await redis.close();
    }
  }, 120_000);

  it('queues again, while it runs, what Redis lost, and fails a game already tried too often', async () => {
    const { redis, id } = await withImported();
    try {
      await gameJobs(redis.deps).start();
      const { Game } = redis.db.models;
      const copy = async (status: string, attempts: number) =>
        Number((await Game.create({ ...(await Game.findByPk(id))!.get(), id: undefined, status, attempts } as never)).id);
      // Jobs Redis lost after the worker started (Redis restarted empty): one waiting, one whose analysis was under way
      // when it went, and one already tried MAX_ATTEMPTS times.
      const waiting = await copy('queued', 0);
      const running = await copy('analysing', 1);
      const exhausted = await copy('analysing', 3);
      // Nobody calls reconcile here: the worker's own timer finds them.
      const deadline = Date.now() + 90_000;
      const settled = async () =>
        (await Game.count({ where: { id: [id, waiting, running, exhausted], status: ['analysed', 'failed'] } })) === 4;
      while (!(await settled()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
      const status = async (gameId: number) => (await Game.findByPk(gameId))!.status;
      expect([await status(id), await status(waiting), await status(running), await status(exhausted)]).toEqual([
        'analysed',
        'analysed',
        'analysed',
        'failed',
      ]);
      expect(await redis.db.models.GameMistake.count({ where: { gameId: running } })).toBe(2);
      // Nothing left to queue again.
      expect(await gameJobs(redis.deps).reconcile()).toBe(0);
    } finally {
      await closeGameJobs(redis.deps);
      await redis.close();
    }
  }, 120_000);
});
