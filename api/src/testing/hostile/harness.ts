import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { API } from '@kingside/contracts';
import { isInStock } from '@kingside/contracts/admin';
import fc from 'fast-check';
import { createUser } from '../fixtures/users';
import { issueToken } from '../../accounts/tokens';
import { addToDeck } from '../../training/deck';
import { chapterPuzzleId } from '../../training/puzzleRows';
import { lineEdges, repertoireStore } from '../../training/openings/repertoire';
import { review } from '../../training/scheduler';
import type { Env } from '../../shared/config';
import { createTestApp, type TestApp } from '../testApp';
import { apiRoutes, type RouteKey } from './apiRoutes';
import { changeCounts, changedTables, type ChangeCounts } from './changeCounts';
import { describeRequest, fixedRequests, hostileRequests, type HostileRequest } from './hostileRequests';
import { listen, type Client, type RawResponse } from './rawHttp';
import { routeCases, type HostileContext, type RouteCase } from './routeCases';

/**
 * Fixed by default so `npm test` is deterministic; HOSTILE_SEED explores other sequences. fast-check
 * prints the seed and path of any failure, and each route derives its own seed from it, so adding a
 * route does not change what the others get.
 */
export const HOSTILE_SEED = Number(process.env.HOSTILE_SEED || 20_260_509);
/** Multiplies the runs per route (HOSTILE_RUNS=10 for a long exploratory run). */
const RUNS_FACTOR = Number(process.env.HOSTILE_RUNS || 1);

const MEMBER_PASSWORD = 'hostile member passphrase 7';

export interface Harness {
  t: TestApp;
  client: Client;
  ctx: HostileContext;
  cases: RouteCase[];
  /** every /api route the routers declare */
  routes: RouteKey[];
  close(): Promise<void>;
}

/**
 * A seeded app on a loopback port, with GitHub and Lichess sign-in configured against a closed port (so its routes
 * are the real ones, and nothing leaves the machine), plus the ids and tokens the route cases need.
 */
/** `env`: more configuration (the payment routes' cases run with Stripe keys: payments.hostile.test.ts). */
export async function startHarness(env: Env = {}): Promise<Harness> {
  const t = await createTestApp({
    env: {
      ...env,
      GITHUB_CLIENT_ID: 'hostile-client',
      GITHUB_CLIENT_SECRET: 'hostile-secret',
      GITHUB_AUTHORIZATION_URL: 'http://127.0.0.1:9/login/oauth/authorize',
      GITHUB_TOKEN_URL: 'http://127.0.0.1:9/login/oauth/access_token',
      GITHUB_USER_PROFILE_URL: 'http://127.0.0.1:9/user',
      GITHUB_USER_EMAIL_URL: 'http://127.0.0.1:9/user/emails',
      LICHESS_CLIENT_ID: 'hostile-client',
      LICHESS_URL: 'http://127.0.0.1:9',
    },
  });
  const client = await listen(t.app);
  const { models } = t.db;
  const ids = async (model: typeof models.Lesson | typeof models.BlogPost | typeof models.Product) =>
    ((await (model as typeof models.Lesson).findAll({ attributes: ['id'], order: [['id', 'ASC']] })) as { id: number }[]).map((row) =>
      String(row.id),
    );
  const products = await models.Product.findAll({ attributes: ['id', 'price', 'stock'], order: [['id', 'ASC']] });
  const inStock = products.filter((p) => isInStock(Number(p.stock))).map((p) => ({ id: Number(p.id), price: Number(p.price) }));
  const outOfStock = products.find((p) => !isInStock(Number(p.stock)));
  if (inStock.length < 2 || !outOfStock) throw new Error('The seeded catalogue needs two products in stock and one out of stock');

  const cart = (await client.send({ method: 'POST', path: API.carts })).json as { id: string };
  const added = await client.send({
    method: 'POST',
    path: API.cartItems(cart.id),
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ productId: inStock[0]!.id, quantity: 1 }),
  });
  if (added.status !== 200) throw new Error(`could not fill the test cart: ${added.status} ${added.text}`);

  const member = await createUser(models, { password: MEMBER_PASSWORD });
  // Issue 44: an address in the member's book, and an order of theirs to order again.
  const savedAddress = await models.SavedAddress.create({
    userId: member.id,
    customerName: 'Hostile Member',
    customerAddress: '1 Fuzzing Lane, Testville',
  });
  /** An order of the member's: one line of `product`, with `status` (pending by default). */
  const orderOf = async (product: { id: number; price: number }, line: { name: string; quantity: number }, status?: 'shipped') => {
    const order = await models.Order.create({
      customerName: 'Hostile Member',
      customerEmail: member.email,
      customerAddress: '1 Fuzzing Lane, Testville',
      subtotal: product.price,
      shipping: 0,
      totalAmount: product.price,
      idempotencyKey: null,
      requestHash: null,
      userId: member.id,
      ...(status ? { status } : {}),
    });
    await models.OrderLine.create({ orderId: order.id, productId: product.id, price: product.price, ...line });
    return order;
  };
  const memberOrder = await orderOf(inStock[1]!, { name: 'Hostile line', quantity: 2 });
  // Verified reviews (issue 44): a product the member received (a shipped order of theirs), and their review of it.
  await orderOf(inStock[0]!, { name: 'Reviewed line', quantity: 1 }, 'shipped');
  const productReview = await models.ProductReview.create({
    productId: inStock[0]!.id,
    userId: member.id,
    rating: 5,
    text: 'A fine board',
  });
  // A review card of the member's (issue 34): a fork of two learner moves, so a valid first move completes nothing.
  const fork = { lessonId: 7, chapterNumber: 1 };
  const forkId = chapterPuzzleId(fork.lessonId, fork.chapterNumber);
  await addToDeck(t.db, { userId: member.id, puzzleId: forkId, step: 0, grade: 'again', now: new Date() });
  const card = await models.ReviewCard.findOne({ where: { userId: member.id, puzzleId: forkId } });
  if (!card) throw new Error('could not give the member a review card');
  // Your openings (issue 46): 1. e4 e5 2. Nf3 in the member's repertoire for White.
  const now = new Date();
  await repertoireStore(t.db).add(member.id, 'white', lineEdges(['e4', 'e5', 'Nf3']), now, now);
  const repertoireMove = await models.RepertoireMove.findOne({ where: { userId: member.id, san: 'e5' } });
  const repertoireCard = await models.RepertoireCard.findOne({ where: { userId: member.id, san: 'e4' } });
  if (!repertoireMove || !repertoireCard) throw new Error('could not give the member a repertoire');
  // Your games (issue 46): an analysed game of the member's with one mistake, its review card (no engine here).
  const gameStamp = new Date(Math.floor(Date.now() / 1000) * 1000);
  const game = await models.Game.create({
    userId: member.id,
    source: 'pgn',
    lichessId: null,
    white: 'Patzer',
    black: member.username,
    color: 'black',
    result: '*',
    playedOn: null,
    startFen: null,
    moves: 'f3 e5 g4 d6',
    plies: 4,
    status: 'analysed',
    evals: JSON.stringify([20, -60, -50, -1000, -200]),
    createdAt: gameStamp,
    updatedAt: gameStamp,
  });
  const mistake = await models.GameMistake.create({
    gameId: Number(game.id),
    userId: member.id,
    ply: 3,
    fen: 'rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2',
    played: 'd6',
    best: 'Qh4#',
    loss: 1000,
    missedMate: true,
    ...review(undefined, 'again', gameStamp),
    createdAt: gameStamp,
    updatedAt: gameStamp,
  });
  const admin = await models.User.findOne({ where: { email: t.config.adminEmail } });
  if (!admin) throw new Error('the seed did not create the administrator');
  // Promotions (issue 44): a code any cart may apply, a code and a bundle for the back office's routes.
  const codeRow = (code: string) => ({
    code,
    kind: 'percent',
    value: 10,
    minSubtotal: null,
    startsAt: null,
    endsAt: null,
    usageLimit: null,
    oncePerMember: false,
  });
  const cartCode = await models.DiscountCode.create(codeRow('HOSTILE-CART'));
  const adminCode = await models.DiscountCode.create(codeRow('HOSTILE-ADMIN'));
  const bundle = await models.Product.create({
    name: 'Hostile Bundle',
    description: 'A bundle built to be attacked.',
    imageUrl: '/images/products/walnut-maple-board.svg',
    price: 5999,
    stock: 0,
    category: 'Chess Sets',
  });
  const bundleParts = [inStock[0]!.id, inStock[1]!.id];
  await models.BundlePart.bulkCreate(bundleParts.map((productId) => ({ bundleId: bundle.id, productId, quantity: 1 })));
  let counter = 0;
  const ctx: HostileContext = {
    ids: { lessons: await ids(models.Lesson), blogPosts: await ids(models.BlogPost), products: await ids(models.Product) },
    product: inStock[0]!,
    otherProduct: inStock[1]!,
    outOfStockProductId: Number(outOfStock.id),
    cartId: cart.id,
    reviewCard: { id: String(card.id), ...fork },
    repertoire: { moveId: String(repertoireMove.id), cardId: String(repertoireCard.id) },
    game: { id: String(game.id), cardId: String(mistake.id) },
    productReview: { productId: Number(inStock[0]!.id), id: Number(productReview.id) },
    savedAddress: { id: Number(savedAddress.id), customerName: savedAddress.customerName, customerAddress: savedAddress.customerAddress },
    memberOrderId: Number(memberOrder.id),
    unknownCartId: randomUUID(),
    promotions: {
      cartCode: cartCode.code,
      codeId: Number(adminCode.id),
      code: adminCode.code,
      bundleId: Number(bundle.id),
      bundleParts,
    },
    member: { email: member.email, password: MEMBER_PASSWORD, token: await issueToken(models, member.id, 'member') },
    admin: {
      id: admin.id,
      email: t.config.adminEmail,
      password: t.config.adminPassword,
      token: await issueToken(models, admin.id, 'admin'),
    },
    unique: () => `${(++counter).toString(36)}${randomBytes(3).toString('hex')}`,
  };
  return {
    t,
    client,
    ctx,
    cases: routeCases(ctx),
    routes: apiRoutes(t.app),
    close: async () => {
      await client.close();
      await t.close();
    },
  };
}

/** The case of one route. */
export function caseFor(h: Harness, route: RouteKey): RouteCase {
  const found = h.cases.find((c) => c.route === route);
  if (!found) throw new Error(`no hostile case for ${route}`);
  return found;
}

function seedFor(route: string): number {
  return (HOSTILE_SEED ^ createHash('sha256').update(route).digest().readInt32LE(0)) | 0;
}

function failure(request: HostileRequest, response: RawResponse | undefined, problem: string): Error {
  const answer = response ? `${response.status} ${response.headers['content-type'] ?? ''} ${response.text.slice(0, 300)}` : 'no answer';
  return new Error(`${problem}\n  request: ${describeRequest(request)}\n  answer: ${answer}`);
}

/** Checks one answer against what the request deserved (see Expectation) and the database before and after. */
function check(c: RouteCase, request: HostileRequest, response: RawResponse, before: ChangeCounts, after: ChangeCounts): void {
  if (response.status >= 500) throw failure(request, response, 'a hostile request caused a 5xx');
  if (request.expect === 'refused') {
    if (c.refusalRedirect && !request.beforeRoute) {
      const location = response.headers.location ?? '';
      if (response.status !== 302 || !c.refusalRedirect.test(location))
        throw failure(request, response, `expected a refusal redirect to ${c.refusalRedirect}, got Location "${location}"`);
    } else if (response.status < 400) {
      throw failure(request, response, 'a hostile request was accepted');
    }
    if (request.statuses && !request.statuses.includes(response.status))
      throw failure(request, response, `expected status ${request.statuses.join(' or ')}`);
  }
  if (response.status >= 400) {
    const message = (response.json as { message?: unknown } | undefined)?.message;
    if (typeof message !== 'string' || message.length === 0) throw failure(request, response, 'a refusal without a JSON {message}');
  }
  const changed = changedTables(before, after).filter((table) => !c.mayWrite?.includes(table));
  if (changed.length > 0) throw failure(request, response, `the database changed (${changed.join(', ')})`);
}

/**
 * Throws generated hostile requests at one route (plus the fixed ones every route gets) and checks each
 * answer. The change counts after one request are the ones before the next, so each costs one reading.
 */
export async function probeRoute(h: Harness, c: RouteCase, numRuns: number): Promise<void> {
  let known: ChangeCounts | undefined;
  const property = fc.asyncProperty(hostileRequests(c, h.ctx, h.routes), async (request) => {
    const before = known ?? (await changeCounts(h.t.db));
    known = undefined;
    let response: RawResponse;
    try {
      response = await h.client.send(request);
    } catch (error) {
      throw failure(request, undefined, `the request failed: ${(error as Error).message}`);
    }
    const after = await changeCounts(h.t.db);
    known = after;
    check(c, request, response, before, after);
  });
  const examples = fixedRequests(c, h.ctx).map((request) => [request] as [HostileRequest]);
  await fc.assert(property, {
    seed: seedFor(c.route),
    // The fixed examples take runs of their own: the generated ones come on top.
    numRuns: examples.length + Math.max(1, Math.round(numRuns * RUNS_FACTOR)),
    examples,
  });
}

/** Runs per route: routes that read a body have the most to get wrong. */
export const runsFor = (c: RouteCase) => (c.body ? 45 : c.params || c.query || c.auth ? 30 : 20);
