import { ACCOUNT_API } from '@kingside/contracts/admin';
import { GAMES_API, type GameImportResult } from '@kingside/contracts/games';
import {
  OPENINGS_API,
  OPENINGS_MESSAGES,
  PGN_MAX_BYTES,
  REPERTOIRE_GAMES_MAX,
  START_POSITION,
  type Repertoire,
  type RepertoireChange,
  type RepertoireDrill,
  type RepertoireGameExit,
  type RepertoireGames,
  type TrainingMoveResult,
} from '@kingside/contracts/training';
import request from 'supertest';
import { bearer, signedInAdmin, signedInMember } from '../../testing/fixtures/orders';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { repertoireFromPgn } from './pgn';

/*
 * Your openings, drilled (issue 46 point 3, docs/spec.md §7.18): a repertoire built by lines and by PGN (variations
 * included), a card per position of the member's, transpositions met at one position, a refused write leaving
 * nothing, a drill graded as the review deck grades, where the member's imported games left it, another member's
 * records 404, and erasure taking it all.
 */

const ADMIN_EMAIL = 'admin@test.example';
let t: TestApp;
const clock = Date.parse('2026-06-10T12:00:00Z');
beforeAll(async () => {
  t = await createTestApp();
  t.deps.now = () => new Date(clock);
}, 60_000);
afterAll(() => t.close());

const addLine = (token: string, color: string, moves: unknown) =>
  request(t.app).post(OPENINGS_API.lines(color)).set(bearer(token)).send({ moves });
const addPgn = (token: string, color: string, pgn: unknown) =>
  request(t.app).post(OPENINGS_API.pgn(color)).set(bearer(token)).send({ pgn });
const read = async (token: string) => (await request(t.app).get(OPENINGS_API.repertoire).set(bearer(token)).expect(200)).body as Repertoire;
const drill = async (token: string, query = '') =>
  (await request(t.app).get(`${OPENINGS_API.drill}${query}`).set(bearer(token)).expect(200)).body as RepertoireDrill;
const answer = (token: string, cardId: number, moves: string[]) =>
  request(t.app).post(OPENINGS_API.cardMoves(cardId)).set(bearer(token)).send({ moves });
const member = () => signedInMember(t.db);
const rows = async (userId: number) => ({
  moves: await t.db.models.RepertoireMove.count({ where: { userId } }),
  cards: await t.db.models.RepertoireCard.count({ where: { userId } }),
});

describe('reading a PGN', () => {
  it('reads the main line and nested variations, past comments, NAGs, move numbers and results', () => {
    const edges = repertoireFromPgn(
      '[Event "Repertoire"]\n[Site "?"]\n\n1. e4 {the main move} e5 (1... c5 2. Nf3 (2. c3 d5) d6) 2. Nf3! $1 Nc6 3.Bb5 *',
    );
    expect(edges.map((edge) => edge.san)).toEqual(['e4', 'e5', 'c5', 'Nf3', 'c3', 'd5', 'd6', 'Nf3', 'Nc6', 'Bb5']);
    expect(edges[0]).toMatchObject({ from: START_POSITION, ply: 0 });
    // 2. c3 is played from the position after 1. e4 c5, as 2. Nf3 was
    expect(edges[4]!.from).toBe(edges[3]!.from);
    expect(edges[6]!.from).toBe(edges[3]!.to);
  });

  it('reads several games, castling written with zeros and a FEN tag of the starting position', () => {
    const edges = repertoireFromPgn(
      '[FEN "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"]\n1. e4 e5 1-0\n\n[Event "2"]\n1. Nf3 d5 2. g3 Nf6 3. Bg2 e6 4. 0-0 1/2-1/2',
    );
    expect(edges.filter((edge) => edge.game === 2).map((edge) => edge.san)).toEqual(['Nf3', 'd5', 'g3', 'Nf6', 'Bg2', 'e6', 'O-O']);
  });

  it.each([
    ['1. e4 e5 2. Nf9', 'Game 1: "Nf9" is not a move'],
    ['1. e4 e5 *\n\n1. d4 d5 2. Ke3', `Game 2: ${OPENINGS_MESSAGES.pgnIllegal('2.', 'Ke3')}`],
    ['1. e4 (1. d4 d5', `Game 1: ${OPENINGS_MESSAGES.pgnUnbalanced}`],
    ['1. e4 e5) 2. Nf3', `Game 1: ${OPENINGS_MESSAGES.pgnUnbalanced}`],
    ['( 1. e4 )', `Game 1: ${OPENINGS_MESSAGES.pgnUnbalanced}`],
    ['[FEN "8/8/8/8/8/8/8/K6k w - - 0 1"]\n1. Kb1', `Game 1: ${OPENINGS_MESSAGES.pgnSetUp}`],
    ['[Event "Nothing"]\n*', OPENINGS_MESSAGES.pgnNoMoves],
    ['[Event "x" 1. e4', 'Game 1: "[Event "x" 1. e4" is not a move'],
  ])('refuses %j', (pgn, message) => {
    expect(() => repertoireFromPgn(pgn)).toThrow(message);
  });
});

describe('building a repertoire', () => {
  it('makes a card of each position where the member moves, and none where the opponent does', async () => {
    const { user, token } = await signedInMember(t.db);
    const added = (await addLine(token, 'white', ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5']).expect(200)).body as RepertoireChange;
    expect(added.added).toBe(5);
    expect(added.side.moves.map((move) => [move.san, move.mine])).toEqual([
      ['e4', true],
      ['e5', false],
      ['Nf3', true],
      ['Nc6', false],
      ['Bb5', true],
    ]);
    expect(added.side.dueToday).toBe(3);
    expect(await rows(user.id)).toEqual({ moves: 5, cards: 3 });
    // The same line again adds nothing; a branch of the opponent's adds its own moves only.
    expect((await addLine(token, 'white', ['e4', 'e5', 'Nf3']).expect(200)).body).toMatchObject({ added: 0 });
    expect((await addLine(token, 'white', ['e4', 'c5', 'Nf3']).expect(200)).body).toMatchObject({ added: 2 });
    expect(await rows(user.id)).toEqual({ moves: 7, cards: 4 });
    const repertoire = await read(token);
    expect(repertoire.white.moves).toHaveLength(7);
    expect(repertoire.black).toEqual({ color: 'black', moves: [], dueToday: 0 });
  });

  it('meets transpositions at one position, with one card', async () => {
    const { user, token } = await signedInMember(t.db);
    await addLine(token, 'black', ['e4', 'e6', 'd4', 'd5']).expect(200);
    const second = (await addLine(token, 'black', ['d4', 'e6', 'e4', 'd5', 'Nc3', 'Bb4']).expect(200)).body as RepertoireChange;
    // d4, e6 and e4 are new; d5 is already the answer in the position both lines reach; then Nc3 and Bb4
    expect(second.added).toBe(5);
    const positions = new Set(second.side.moves.map((move) => move.to));
    const french = second.side.moves.filter((move) => move.san === 'd5');
    expect(french).toHaveLength(1);
    expect(second.side.moves.filter((move) => move.to === french[0]!.from)).toHaveLength(2);
    expect(positions.size).toBe(second.side.moves.length - 1);
    // Black moves after 1. e4, after 1. d4, in the position both reach and after 3. Nc3
    expect(await rows(user.id)).toEqual({ moves: 9, cards: 4 });
  });

  it('refuses a second move of the member in a position, an illegal move and a bad colour, writing nothing', async () => {
    const { user, token } = await signedInMember(t.db);
    await addLine(token, 'white', ['e4', 'e5']).expect(200);
    const other = await addLine(token, 'white', ['d4', 'd5']).expect(409);
    expect(other.body).toEqual({ message: OPENINGS_MESSAGES.otherMove('d4', 'e4', 1) });
    expect((await addLine(token, 'white', ['e4', 'e5', 'Ke3']).expect(400)).body).toEqual({
      message: OPENINGS_MESSAGES.illegalMove(2, 'Ke3'),
    });
    expect((await addLine(token, 'green', ['e4']).expect(400)).body).toEqual({ message: OPENINGS_MESSAGES.invalidColor });
    expect((await addLine(token, 'white', []).expect(400)).body).toEqual({ message: OPENINGS_MESSAGES.invalidLine });
    expect(await rows(user.id)).toEqual({ moves: 2, cards: 1 });
    await request(t.app)
      .post(OPENINGS_API.lines('white'))
      .send({ moves: ['e4'] })
      .expect(401);
  });

  it('adds a PGN with its variations, and a malformed or conflicting one leaves nothing behind', async () => {
    const { user, token } = await signedInMember(t.db);
    const added = (await addPgn(token, 'black', '1. e4 (1. d4 d5 2. c4 e6) 1... c5 2. Nf3 d6 *').expect(200)).body as RepertoireChange;
    // the member's moves: c5 after 1. e4, d5 after 1. d4, e6 after 2. c4, d6 after 2. Nf3
    expect(added.added).toBe(8);
    expect(added.side.moves.filter((move) => move.mine).map((move) => move.san)).toEqual(['d5', 'e6', 'c5', 'd6']);
    expect(await rows(user.id)).toEqual({ moves: 8, cards: 4 });

    const halfBad = '1. d4 d5 2. c4 e6 3. Nc3 Nf6 *\n\n1. d4 d5 2. c4 Kxe1 *';
    expect((await addPgn(token, 'black', halfBad).expect(400)).body).toEqual({
      message: OPENINGS_MESSAGES.pgnGame(2, OPENINGS_MESSAGES.pgnIllegal('2...', 'Kxe1')),
    });
    const conflicting = '1. d4 d5 2. c4 e6 3. Nc3 Nf6 *\n\n1. e4 c5 2. Nf3 Nc6 *';
    expect((await addPgn(token, 'black', conflicting).expect(409)).body).toEqual({
      message: OPENINGS_MESSAGES.pgnGame(2, OPENINGS_MESSAGES.otherMove('Nc6', 'd6', 2)),
    });
    expect(await rows(user.id)).toEqual({ moves: 8, cards: 4 });
  });

  it('refuses a PGN over 1 MB with its own message, and a body that is no PGN', async () => {
    const { user, token } = await signedInMember(t.db);
    const big = `1. e4 e5 ${'{a comment} '.repeat(Math.ceil(PGN_MAX_BYTES / 12) + 1)}*`;
    expect((await addPgn(token, 'white', big).expect(413)).body).toEqual({ message: OPENINGS_MESSAGES.pgnTooLarge });
    expect((await addPgn(token, 'white', 42).expect(400)).body).toEqual({ message: OPENINGS_MESSAGES.invalidPgn });
    expect((await addPgn(token, 'white', '').expect(400)).body).toEqual({ message: OPENINGS_MESSAGES.invalidPgn });
    const unknown = await request(t.app).post(OPENINGS_API.pgn('white')).set(bearer(token)).send({ pgn: '1. e4', more: 1 });
    expect(unknown.status).toBe(400);
    await request(t.app).post(OPENINGS_API.pgn('white')).send({ pgn: '1. e4' }).expect(401);
    expect(await rows(user.id)).toEqual({ moves: 0, cards: 0 });
  });

  it('removes a move with all that only it led to, and never another member’s', async () => {
    const { user, token } = await signedInMember(t.db);
    await addPgn(token, 'white', '1. e4 e5 (1... c5 2. Nf3 d6 3. d4) 2. Nf3 Nc6 3. Bb5 *').expect(200);
    const repertoire = await read(token);
    const sicilian = repertoire.white.moves.find((move) => move.san === 'c5')!;
    const stranger = await signedInMember(t.db);
    expect((await request(t.app).delete(OPENINGS_API.move(sicilian.id)).set(bearer(stranger.token)).expect(404)).body).toEqual({
      message: OPENINGS_MESSAGES.moveNotFound,
    });
    const removed = (await request(t.app).delete(OPENINGS_API.move(sicilian.id)).set(bearer(token)).expect(200)).body as RepertoireChange;
    expect(removed.removed).toBe(4);
    expect(removed.side.moves.map((move) => move.san)).toEqual(['e4', 'e5', 'Nf3', 'Nc6', 'Bb5']);
    expect(await rows(user.id)).toEqual({ moves: 5, cards: 3 });
    await request(t.app).delete(OPENINGS_API.move(sicilian.id)).set(bearer(token)).expect(404);
    expect((await request(t.app).delete(OPENINGS_API.move('x')).set(bearer(token)).expect(400)).body).toEqual({
      message: OPENINGS_MESSAGES.invalidMoveId,
    });
    // Removing the first move empties the colour.
    const first = removed.side.moves.find((move) => move.san === 'e4')!;
    await request(t.app).delete(OPENINGS_API.move(first.id)).set(bearer(token)).expect(200);
    expect(await rows(user.id)).toEqual({ moves: 0, cards: 0 });
  });
});

describe('the drill', () => {
  it('plays the opponent’s moves of the line and grades each due position as the review deck does', async () => {
    const { user, token } = await signedInMember(t.db);
    await addPgn(token, 'white', '1. e4 e5 (1... c5 2. Nf3) 2. Nf3 Nc6 3. Bb5 *').expect(200);
    expect((await drill(token)).dueToday).toBe(4);
    expect((await drill(token, '?color=black')).card).toBeNull();

    // The oldest card first: the starting position.
    const first = await drill(token, '?color=white');
    expect(first.card).toMatchObject({ color: 'white', orientation: 'white', line: [], fen: `${START_POSITION} 0 1` });
    const good = (await answer(token, first.card!.id, ['e4']).expect(200)).body as TrainingMoveResult;
    // c5 before e5: the first (in SAN order) of the opponent's moves that still leads to a due position
    expect(good).toMatchObject({ correct: true, complete: false, reply: 'c5', review: { grade: 'good' } });
    expect(Date.parse(good.review!.due)).toBeGreaterThan(clock);
    const end = (await answer(token, first.card!.id, ['e4', 'c5', 'Nf3']).expect(200)).body as TrainingMoveResult;
    expect(end).toMatchObject({ correct: true, complete: true, review: { grade: 'good' } });
    expect(end.reply).toBeUndefined();
    // A new card answered Good comes back after FSRS's learning step (minutes): still due today, after the others.
    expect((await drill(token)).dueToday).toBe(4);

    // A miss, a second with the hint, then the right move: Again, and the line goes on.
    const second = await drill(token);
    expect(second.card?.line).toEqual(['e4', 'e5']);
    expect((await answer(token, second.card!.id, ['d4']).expect(200)).body).toEqual({ correct: false, complete: false });
    expect((await answer(token, second.card!.id, ['Nc3']).expect(200)).body).toEqual({
      correct: false,
      complete: false,
      hint: OPENINGS_MESSAGES.hint('Nf3'),
    });
    const again = (await answer(token, second.card!.id, ['Nf3']).expect(200)).body as TrainingMoveResult;
    expect(again).toMatchObject({ correct: true, reply: 'Nc6', review: { grade: 'again' } });
    // One miss at the next position: Hard.
    await answer(token, second.card!.id, ['Nf3', 'Nc6', 'Bc4']).expect(200);
    const hard = (await answer(token, second.card!.id, ['Nf3', 'Nc6', 'Bb5']).expect(200)).body as TrainingMoveResult;
    expect(hard).toMatchObject({ correct: true, complete: true, review: { grade: 'hard' } });

    // Moves that leave the repertoire before the last, or end on the opponent's move, are refused.
    expect((await answer(token, second.card!.id, ['Nf3', 'a6', 'Bb5']).expect(400)).body.message).toMatch(/do not follow/);
    expect((await answer(token, second.card!.id, ['Nf3', 'Nc6']).expect(400)).body.message).toMatch(/learner/);
    expect((await answer(token, second.card!.id, ['Ke2', 'Nc6', 'Bb5']).expect(400)).body.message).toMatch(/do not follow/);

    // Another member's card is 404, as an unknown one.
    const stranger = await signedInMember(t.db);
    expect((await answer(stranger.token, second.card!.id, ['Nf3']).expect(404)).body).toEqual({ message: OPENINGS_MESSAGES.cardNotFound });

    // Each card answered once.
    const cards = await t.db.models.RepertoireCard.findAll({ where: { userId: user.id } });
    expect(cards.map((card) => Number(card.reps)).sort()).toEqual([1, 1, 1, 1]);
  });
});

describe('where the member’s games left their repertoire', () => {
  /** Games imported as /train/games imports them (queued for analysis, which this suite never starts). */
  const importGames = async (token: string, color: 'white' | 'black', pgn: string) =>
    ((await request(t.app).post(GAMES_API.importPgn).set(bearer(token)).send({ pgn, color }).expect(202)).body as GameImportResult)
      .imported;
  const exits = async (token: string) => {
    const res = await request(t.app).get(OPENINGS_API.games).set(bearer(token)).expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return (res.body as RepertoireGames).games;
  };
  const where = ({ opponent, color, kind, ply, moveNumber, played, expected }: RepertoireGameExit) =>
    [opponent, color, kind, ply, moveNumber, played, expected] as const;

  it('finds the first move of each game that left it: the member’s, the opponent’s, the line’s end, or none', async () => {
    const { token } = await member();
    // Black: the Sicilian's c5, d6 and cxd4, and Bd7 against 3. Bb5+.
    await addPgn(token, 'black', '1. e4 c5 2. Nf3 d6 3. d4 (3. Bb5+ Bd7) 3... cxd4 *').expect(200);
    await importGames(
      token,
      'black',
      [
        '[White "Mine"]\n\n1. e4 c5 2. Nf3 Nc6 3. d4 *',
        '[White "Theirs"]\n\n1. d4 d5 2. c4 *',
        '[White "Ended"]\n\n1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 *',
        '[White "Followed"]\n\n1. e4 c5 2. Nf3 d6 3. Bb5+ Bd7 *',
      ].join('\n\n'),
    );
    // White: none yet, then a game from a set-up position.
    await importGames(
      token,
      'white',
      '[Black "Nobody"]\n\n1. d4 e6 2. c4 d5 *\n\n[Black "SetUp"]\n[SetUp "1"]\n[FEN "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"]\n\n1. e4 *',
    );
    // Newest first, as /train/games lists them.
    expect((await exits(token)).map(where)).toEqual([
      ['Nobody', 'white', 'noRepertoire', null, null, null, null],
      ['SetUp', 'white', 'setUp', null, null, null, null],
      ['Mine', 'black', 'mine', 3, 2, 'Nc6', 'd6'],
      ['Theirs', 'black', 'theirs', 0, 1, 'd4', null],
      ['Ended', 'black', 'ended', 6, 4, 'Nxd4', null],
      ['Followed', 'black', 'followed', null, null, null, null],
    ]);
  });

  it('follows a game that transposes into the repertoire on the opponent’s move', async () => {
    const { token } = await member();
    // The Queen's Gambit Declined, and 1... e6 2. c4, from which 2... d5 reaches it by another order.
    await addPgn(token, 'white', '1. d4 d5 (1... e6 2. c4) 2. c4 e6 3. Nc3 *').expect(200);
    const [game] = await importGames(token, 'white', '[Black "Transposer"]\n\n1. d4 e6 2. c4 d5 3. Nc3 Nf6 4. Bg5 *');
    const one = (await request(t.app).get(OPENINGS_API.game(game!.id)).set(bearer(token)).expect(200)).body as RepertoireGameExit;
    expect(one).toEqual({
      gameId: game!.id,
      opponent: 'Transposer',
      color: 'white',
      playedOn: null,
      kind: 'ended',
      ply: 5,
      moveNumber: 3,
      played: 'Nf6',
      expected: null,
    });
    // Another move of the member's than the repertoire's leaves it, whatever it transposes to.
    const [other] = await importGames(token, 'white', '[Black "Elsewhere"]\n\n1. d4 e6 2. Nf3 *');
    const exit = (await request(t.app).get(OPENINGS_API.game(other!.id)).set(bearer(token)).expect(200)).body as RepertoireGameExit;
    expect(where(exit)).toEqual(['Elsewhere', 'white', 'mine', 2, 2, 'Nf3', 'c4']);
  });

  it(`lists the latest ${REPERTOIRE_GAMES_MAX} games, and only the member’s own`, async () => {
    const owner = await member();
    await addLine(owner.token, 'white', ['e4']).expect(200);
    const imported = await importGames(owner.token, 'white', '1. e4 e5 *\n\n'.repeat(REPERTOIRE_GAMES_MAX + 1));
    const listed = await exits(owner.token);
    expect(listed).toHaveLength(REPERTOIRE_GAMES_MAX);
    expect(listed.every((exit) => exit.kind === 'ended' && exit.played === 'e5')).toBe(true);

    const stranger = await member();
    expect(await exits(stranger.token)).toEqual([]);
    const id = imported[0]!.id;
    expect((await request(t.app).get(OPENINGS_API.game(id)).set(bearer(stranger.token)).expect(404)).body).toEqual({
      message: OPENINGS_MESSAGES.gameNotFound,
    });
    expect((await request(t.app).get(OPENINGS_API.game('x1')).set(bearer(owner.token)).expect(400)).body).toEqual({
      message: OPENINGS_MESSAGES.invalidGameId,
    });
    expect((await request(t.app).get(`${OPENINGS_API.games}?color=white`).set(bearer(owner.token)).expect(400)).body).toEqual({
      message: 'Unknown field: color',
    });
    await request(t.app).get(OPENINGS_API.games).expect(401);
    await request(t.app).get(OPENINGS_API.game(id)).expect(401);
  });
});

describe('erasing a member', () => {
  it('erases their repertoire and its cards', async () => {
    const { user, token } = await signedInMember(t.db);
    await addLine(token, 'white', ['e4', 'e5', 'Nf3']).expect(200);
    await addLine(token, 'black', ['d4', 'Nf6']).expect(200);
    expect(await rows(user.id)).toEqual({ moves: 5, cards: 3 });
    const admin = await signedInAdmin(t.db, ADMIN_EMAIL);
    await request(t.app).delete(ACCOUNT_API.user(user.id)).set(bearer(admin.token)).expect(204);
    expect(await rows(user.id)).toEqual({ moves: 0, cards: 0 });
  });
});
