import {
  AGE_GROUPS,
  BLOG_CATEGORIES,
  BUILT_IN_VERSION,
  CHESS_EXPERIENCE,
  LESSON_LEVELS,
  MAX_LINE_QUANTITY,
  PRODUCT_CATEGORIES,
  REMOTES,
  orderTotals,
  PROMOTION_API,
  type CatalogueInputs,
  type CatalogueKind,
  type CataloguePatch,
  type ListKind,
} from '@kingside/contracts';
import {
  activateVersionSchema,
  activityQuerySchema,
  adminOrdersQuerySchema,
  adminUsersListQuerySchema,
  addCartItemSchema,
  auditQuerySchema,
  canarySchema,
  catalogueCreateSchemas,
  catalogueListQuerySchemas,
  cataloguePatchSchemas,
  checkoutCancelQuerySchema,
  credentialsSchema,
  emptyCommandSchema,
  Joi,
  orderAgainSchema,
  orderRequestSchema,
  orderStatusSchema,
  passwordChangeSchema,
  previewExitSchema,
  previewLinkSchema,
  previewOpenQuerySchema,
  registerInitiativeSchema,
  moveCheckSchema,
  listQuerySchema,
  registerSchema,
  registerVersionSchema,
  remoteFailureSchema,
  resendVerificationSchema,
  reviewPageQuerySchema,
  reviewSchema,
  adminReviewsQuerySchema,
  backInStockSchema,
  emailPreferencesSchema,
  memberCartSchema,
  signedLinkQuerySchema,
  savedAddressSchema,
  securitySchema,
  updateCartItemSchema,
  applyDiscountSchema,
  discountCodeSchema,
  bundleSchema,
  promotionListQuerySchema,
  userRoleSchema,
  verifyTwoFactorSchema,
} from '@kingside/contracts/schemas';
import { BACK_OFFICE_API, CATALOGUE_KINDS, versionEtag } from '@kingside/contracts/admin';
import fc from 'fast-check';
import type { ObjectSchema } from 'joi';
import { COURSE_CHAPTERS } from '../../lessons/content';
import { memberOrdersQuerySchema } from '../../commerce/memberOrders';
import { chapterPuzzleId } from '../../training/puzzleRows';
import { nextPuzzleSchema, settingsSchema } from '../../training/schemas';
import { drillQuerySchema, repertoireLineSchema, repertoirePgnSchema } from '../../training/openings/schemas';
import { lichessImportSchema, pgnImportSchema } from '../../training/games/schemas';
import { REPERTOIRE_COLORS } from '@kingside/contracts/training';
import type { RouteKey } from './apiRoutes';

/** What the routes need to be called validly: ids that exist, a cart with a line, signed-in users. */
export interface HostileContext {
  ids: { lessons: string[]; blogPosts: string[]; products: string[] };
  /** in stock, and in `cartId` with quantity 1 */
  product: { id: number; price: number };
  /** in stock, not in the cart */
  otherProduct: { id: number; price: number };
  outOfStockProductId: number;
  cartId: string;
  /** the member's one saved address (version 1) and one order of theirs (issue 44) */
  savedAddress: { id: number; customerName: string; customerAddress: string };
  memberOrderId: number;
  /** a cart that does not exist (a UUID v4) */
  unknownCartId: string;
  /**
   * promotions (issue 44): a code any cart may apply (10%, no minimum, no limit), a code and a bundle for the back
   * office's routes (each at version 1, as created)
   */
  promotions: { cartCode: string; codeId: number; code: string; bundleId: number; bundleParts: number[] };
  /** verified reviews (issue 44): a product the member received and reviewed (version 1), and that review's id */
  productReview: { productId: number; id: number };
  /** a review card of the member's: a course chapter's exercise from its first step */
  reviewCard: { id: string; lessonId: number; chapterNumber: number };
  /** the member's repertoire for White (issue 46): 1. e4 e5 2. Nf3, its move e5 and the card of its first position */
  repertoire: { moveId: string; cardId: string };
  /** the member's analysed game (issue 46) and the review card of its one mistake (2…d6, where Qh4# mates) */
  game: { id: string; cardId: string };
  member: { email: string; password: string; token: string };
  admin: { id: number; email: string; password: string; token: string };
  /** a fresh suffix for unique usernames and e-mails */
  unique(): string;
}

export interface ParamSpec {
  valid: string;
  /** whether the route finds something under this (decoded) value; anything else must be refused */
  accepts(decoded: string): boolean;
}

export interface BodySpec {
  /** the schema the api checks the body with: any body it refuses must be refused */
  schema: ObjectSchema;
  /** a valid body, the starting point of every mutation */
  base(): Record<string, unknown>;
  /** bodies the schema accepts but the route must still refuse (unknown product, wrong total...) */
  refused?: fc.Arbitrary<Record<string, unknown>>;
}

export interface RouteCase {
  route: RouteKey;
  params?: Record<string, ParamSpec>;
  body?: BodySpec;
  /** the route reads its query: queries its schema refuses must be refused (undefined schema: every query is) */
  query?: { schema?: ObjectSchema; base?: string };
  /** the bearer token a valid request carries */
  auth?: 'member' | 'admin';
  /** a hostile Authorization header is answered 200 (logout is idempotent) instead of 401 */
  tolerantAuth?: boolean;
  idempotencyKey?: boolean;
  /** a refusal is a redirect to this Location instead of a 4xx (links the browser follows) */
  refusalRedirect?: RegExp;
  /** the valid request changes nothing, so requests that only add noise may be generated */
  safe?: boolean;
  /** tables a hostile request may still write (the GitHub sign-in state in the session table) */
  mayWrite?: string[];
  /** the If-Match a valid request carries (an edit of the back office): any other must be refused */
  ifMatch?: string;
  /** the route's own JSON body limit, where it has a parser of its own (a repertoire's PGN), instead of the api's 100 kB */
  bodyLimitBytes?: number;
}

const exists = (ids: readonly string[]) => (decoded: string) => ids.includes(decoded);
const oneOf = (values: readonly string[]) => (decoded: string) => values.includes(decoded);

/**
 * A public list's paging and search (docs/spec.md §7.12): a query its rules refuse is refused; parameters the
 * lists do not know are ignored (a cache-buster), so only the known ones are judged.
 */
const listQuery = (kind: ListKind) => ({ schema: listQuerySchema(kind).unknown(true), base: 'limit=5&q=a' });

/** The course chapters served as puzzles (tactics), by puzzle id, and the one the cases play. */
const tacticIds = new Set(
  Object.entries(COURSE_CHAPTERS).flatMap(([lessonId, chapters]) =>
    chapters
      .filter((chapter) => (chapter.exercise.kind ?? 'tactic') === 'tactic')
      .map((chapter) => String(chapterPuzzleId(Number(lessonId), chapter.number))),
  ),
);
const forkChapter = COURSE_CHAPTERS[7]![0]!;
const trainingPuzzle = { id: chapterPuzzleId(7, forkChapter.number), solution: forkChapter.exercise.solution };
const reviewedChapter = (ctx: HostileContext) => COURSE_CHAPTERS[ctx.reviewCard.lessonId]![ctx.reviewCard.chapterNumber - 1]!;

const GITHUB_REDIRECT = /^(\/auth\?github=[\w-]+|http:\/\/127\.0\.0\.1:9\/login\/oauth\/authorize\?)/;

function orderBase(ctx: HostileContext) {
  const lines = [{ productId: ctx.product.id, quantity: 1, price: ctx.product.price }];
  return {
    customerName: 'Hostile Tester',
    customerEmail: 'hostile@example.test',
    customerAddress: '1 Fuzzing Lane, Testville',
    totalAmount: orderTotals(lines).total,
    items: lines,
    status: 'pending',
  };
}

const savedAddressParam = (ctx: HostileContext): ParamSpec => ({
  valid: String(ctx.savedAddress.id),
  accepts: (decoded) => decoded === String(ctx.savedAddress.id),
});

const productReviewParam = (ctx: HostileContext): ParamSpec => ({
  valid: String(ctx.productReview.id),
  accepts: (decoded) => decoded === String(ctx.productReview.id),
});
const reviewedProductParam = (ctx: HostileContext): ParamSpec => ({
  valid: String(ctx.productReview.productId),
  accepts: (decoded) => decoded === String(ctx.productReview.productId),
});

/** Orders the schema accepts and the server must refuse: unknown or unavailable products, prices or totals it did not show. */
function refusedOrders(ctx: HostileContext): fc.Arbitrary<Record<string, unknown>> {
  const base = orderBase(ctx);
  const line = base.items[0]!;
  return fc.oneof(
    fc.constantFrom(2_147_483_647, 999_999, ctx.outOfStockProductId).map((productId) => ({ ...base, items: [{ ...line, productId }] })),
    fc
      .integer({ min: 0, max: 2_147_483_647 })
      .filter((price) => price !== line.price)
      .map((price) => ({ ...base, items: [{ ...line, price }] })),
    fc
      .integer({ min: 0, max: 2_147_483_647 })
      .filter((total) => total !== base.totalAmount)
      .map((totalAmount) => ({ ...base, totalAmount })),
    fc.integer({ min: 2, max: MAX_LINE_QUANTITY }).map((quantity) => ({ ...base, items: [{ ...line, quantity }] })),
  );
}

/** A valid new record of each kind (the start of every hostile body of POST /api/admin/<kind>). */
const NEW_RECORDS: { [K in CatalogueKind]: CatalogueInputs[K] } = {
  products: {
    name: 'Hostile Board',
    description: 'A board built to be attacked.',
    imageUrl: '/images/products/walnut-maple-board.svg',
    price: 4999,
    stock: 5,
    category: 'Chess Boards',
  },
  lessons: {
    title: 'Hostile Openings',
    description: 'Openings, attacked.',
    imageUrl: '/images/lessons/hostile.svg',
    level: 'beginner',
    lessonCount: 3,
    content: 'First paragraph.\nSecond paragraph.',
    category: 'Openings',
  },
  'blog-posts': {
    title: 'Hostile Thoughts',
    excerpt: 'An article under attack.',
    content: 'First paragraph.\nSecond paragraph.',
    imageUrl: '/uploads/hostile.webp',
    category: 'Strategy',
    publishedDate: '2026-03-14',
  },
};

/** A valid edit of each kind (PATCH /api/admin/<kind>/{id}). */
const EDITS: { [K in CatalogueKind]: CataloguePatch<K> } = {
  products: { name: 'Renamed Board', price: 4321, stock: 2 },
  lessons: { title: 'Renamed Lesson', lessonCount: 4 },
  'blog-posts': { excerpt: 'A new excerpt.', publishedDate: '2026-01-02' },
};

/** The back office's catalogue routes (the same five for every kind) and its audit log. */
function backOfficeCases(ctx: HostileContext): RouteCase[] {
  const idsOf: Record<CatalogueKind, string[]> = { products: ctx.ids.products, lessons: ctx.ids.lessons, 'blog-posts': ctx.ids.blogPosts };
  const cases = CATALOGUE_KINDS.flatMap((kind): RouteCase[] => {
    const list = BACK_OFFICE_API.list(kind) as `/api${string}`;
    const item = `${list}/:id` as const;
    const id: ParamSpec = { valid: idsOf[kind][0]!, accepts: exists(idsOf[kind]) };
    return [
      {
        route: `GET ${list}`,
        safe: true,
        auth: 'admin',
        query: { schema: catalogueListQuerySchemas[kind], base: 'limit=5&q=a&archived=false' },
      },
      { route: `POST ${list}`, auth: 'admin', body: { schema: catalogueCreateSchemas[kind], base: () => ({ ...NEW_RECORDS[kind] }) } },
      { route: `GET ${item}`, safe: true, auth: 'admin', params: { id } },
      {
        route: `PATCH ${item}`,
        auth: 'admin',
        params: { id },
        // Seeded records are at version 1, and no hostile request may change that.
        ifMatch: versionEtag(1),
        body: { schema: cataloguePatchSchemas[kind], base: () => ({ ...EDITS[kind] }) },
      },
      { route: `DELETE ${item}`, auth: 'admin', params: { id } },
    ];
  });
  return [
    ...cases,
    { route: `GET ${BACK_OFFICE_API.audit}`, safe: true, auth: 'admin', query: { schema: auditQuerySchema, base: 'limit=5' } },
  ];
}

/**
 * Account care and the administrator's own settings. Every valid request here is aimed at the administrator
 * themself, where it changes nothing: their own account is not locked, verified, already an administrator,
 * cannot be erased by themself, and a new password equal to the current one is refused before anything is
 * checked. Any id in canonical form counts as found (a hostile one must never name a real account or token),
 * and so does `others` for the sign-ins (a route of its own).
 */
function accountCareCases(ctx: HostileContext): RouteCase[] {
  const anyId = (decoded: string) => /^[1-9]\d*$/.test(decoded);
  const user: ParamSpec = { valid: String(ctx.admin.id), accepts: anyId };
  const session: ParamSpec = { valid: '2147483647', accepts: (decoded) => anyId(decoded) || decoded === 'others' };
  return [
    { route: 'GET /api/admin/users/:id', safe: true, auth: 'admin', params: { id: user } },
    {
      route: 'PATCH /api/admin/users/:id',
      auth: 'admin',
      params: { id: user },
      body: { schema: userRoleSchema, base: () => ({ role: 'admin' }) },
    },
    { route: 'DELETE /api/admin/users/:id', auth: 'admin', params: { id: user } },
    { route: 'POST /api/admin/users/:id/unlock', auth: 'admin', params: { id: user } },
    // Verified reviews (issue 44): the back office's list, hide and restore of the harness's review.
    {
      route: 'GET /api/admin/reviews',
      safe: true,
      auth: 'admin',
      query: { schema: adminReviewsQuerySchema, base: 'hidden=false&limit=5' },
    },
    {
      route: 'POST /api/admin/reviews/:id/hide',
      auth: 'admin',
      params: { id: productReviewParam(ctx) },
      body: { schema: emptyCommandSchema, base: () => ({}) },
    },
    {
      route: 'POST /api/admin/reviews/:id/restore',
      auth: 'admin',
      params: { id: productReviewParam(ctx) },
      body: { schema: emptyCommandSchema, base: () => ({}) },
    },
    { route: 'POST /api/admin/users/:id/resend-verification', auth: 'admin', params: { id: user } },
    {
      route: 'POST /api/admin/me/password',
      auth: 'admin',
      body: { schema: passwordChangeSchema, base: () => ({ currentPassword: ctx.admin.password, newPassword: ctx.admin.password }) },
    },
    { route: 'GET /api/admin/me/sessions', safe: true, auth: 'admin' },
    { route: 'DELETE /api/admin/me/sessions/others', auth: 'admin' },
    { route: 'DELETE /api/admin/me/sessions/:id', auth: 'admin', params: { id: session } },
  ];
}

/**
 * Fulfilment and the dashboard's activity. The harness has no orders: any id in canonical form counts as
 * found (a hostile one must never name a real order), and a valid change of status finds none (404).
 */
function fulfilmentCases(): RouteCase[] {
  const order: ParamSpec = { valid: '2147483647', accepts: (decoded) => /^[1-9]\d*$/.test(decoded) };
  return [
    {
      route: 'GET /api/admin/orders',
      safe: true,
      auth: 'admin',
      query: { schema: adminOrdersQuerySchema, base: 'limit=5&q=a&status=pending' },
    },
    { route: 'GET /api/admin/orders/:id', safe: true, auth: 'admin', params: { id: order } },
    {
      route: 'POST /api/admin/orders/:id/status',
      auth: 'admin',
      params: { id: order },
      body: { schema: orderStatusSchema, base: () => ({ status: 'paid', note: 'Paid by bank transfer' }) },
    },
    { route: 'GET /api/admin/activity', safe: true, auth: 'admin', query: { schema: activityQuerySchema, base: 'limit=3' } },
  ];
}

/**
 * The remote registry (deployments/): valid requests that change nothing live (the built-in shop activated while it
 * is live, a rollback or a promotion with nothing to return to, ending no canary, a version the store does not
 * have), though a command may create the remote's revision row. A failure report for a version nobody registered
 * is answered and not counted.
 */
function deploymentCases(): RouteCase[] {
  const name: ParamSpec = { valid: 'shop', accepts: oneOf(REMOTES.map((remote) => remote.name)) };
  const command = (path: string, schema: ObjectSchema, base: Record<string, unknown>): RouteCase => ({
    route: `POST /api/admin/remotes/:name/${path}` as RouteKey,
    auth: 'admin',
    params: { name },
    body: { schema, base: () => ({ ...base }) },
    mayWrite: ['remote_state'],
  });
  return [
    { route: 'GET /api/admin/remotes', safe: true, auth: 'admin' },
    { route: 'GET /api/admin/remotes/:name', safe: true, auth: 'admin', params: { name } },
    command('versions', registerVersionSchema, { version: 'hostile-not-in-the-store' }),
    command('activate', activateVersionSchema, { version: BUILT_IN_VERSION }),
    command('rollback', emptyCommandSchema, {}),
    command('canary', canarySchema, { percent: 0 }),
    command('promote', emptyCommandSchema, {}),
    // Preview links (issue 45): a valid request gives a link and writes its audit line; opening one with a token the
    // server did not sign, or exiting without a preview, changes nothing.
    {
      route: 'POST /api/admin/remotes/:name/preview',
      auth: 'admin',
      params: { name },
      body: { schema: previewLinkSchema, base: () => ({ version: BUILT_IN_VERSION }) },
      mayWrite: ['audit_log'],
    },
    {
      route: 'GET /api/preview',
      safe: true,
      query: { schema: previewOpenQuerySchema, base: `t=${'A'.repeat(40)}.${'A'.repeat(43)}` },
    },
    { route: 'POST /api/preview/exit', safe: true, body: { schema: previewExitSchema, base: () => ({ back: '/shop' }) } },
    {
      route: 'POST /api/remote-failures',
      safe: true,
      body: { schema: remoteFailureSchema, base: () => ({ remote: 'shop', version: 'hostile-unregistered', phase: 'load' }) },
    },
  ];
}

/** The paths of the back office's routes, whose hostile cases run in backOffice.hostile.test.ts. */
export const BACK_OFFICE_PATHS: readonly string[] = [
  ...CATALOGUE_KINDS.map((kind) => BACK_OFFICE_API.list(kind)),
  BACK_OFFICE_API.audit,
  PROMOTION_API.adminCodes,
  PROMOTION_API.adminBundles,
];

/** The harness's code, as the back office reads it (its valid edit changes nothing, so it stays at version 1). */
const harnessCode = (ctx: HostileContext) => ({
  code: ctx.promotions.code,
  kind: 'percent',
  value: 10,
  minSubtotal: null,
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  oncePerMember: false,
});

const harnessBundle = (ctx: HostileContext) => ({
  name: 'Hostile Bundle',
  description: 'A bundle built to be attacked.',
  imageUrl: '/images/products/walnut-maple-board.svg',
  price: 5999,
  category: 'Chess Sets',
  parts: ctx.promotions.bundleParts.map((productId) => ({ productId, quantity: 1 })),
});

/** The back office's discount codes and bundles (issue 44): list, create, read, edit (If-Match), end. */
function promotionCases(ctx: HostileContext): RouteCase[] {
  const codeId: ParamSpec = { valid: String(ctx.promotions.codeId), accepts: (decoded) => decoded === String(ctx.promotions.codeId) };
  const bundleId: ParamSpec = { valid: String(ctx.promotions.bundleId), accepts: (decoded) => decoded === String(ctx.promotions.bundleId) };
  const list = { schema: promotionListQuerySchema, base: 'limit=5&q=a' };
  return [
    { route: `GET ${PROMOTION_API.adminCodes}` as const, safe: true, auth: 'admin', query: list },
    {
      route: `POST ${PROMOTION_API.adminCodes}` as const,
      auth: 'admin',
      body: { schema: discountCodeSchema, base: () => ({ ...harnessCode(ctx), code: `NEW-${ctx.unique()}`.toUpperCase() }) },
    },
    { route: 'GET /api/admin/discount-codes/:id', safe: true, auth: 'admin', params: { id: codeId } },
    {
      route: 'PUT /api/admin/discount-codes/:id',
      auth: 'admin',
      params: { id: codeId },
      ifMatch: versionEtag(1),
      body: { schema: discountCodeSchema, base: () => harnessCode(ctx) },
    },
    {
      route: 'POST /api/admin/discount-codes/:id/end',
      auth: 'admin',
      params: { id: codeId },
      body: { schema: emptyCommandSchema, base: () => ({}) },
    },
    { route: `GET ${PROMOTION_API.adminBundles}` as const, safe: true, auth: 'admin', query: list },
    { route: `POST ${PROMOTION_API.adminBundles}` as const, auth: 'admin', body: { schema: bundleSchema, base: () => harnessBundle(ctx) } },
    { route: 'GET /api/admin/bundles/:id', safe: true, auth: 'admin', params: { id: bundleId } },
    {
      route: 'PUT /api/admin/bundles/:id',
      auth: 'admin',
      params: { id: bundleId },
      ifMatch: versionEtag(1),
      body: { schema: bundleSchema, base: () => harnessBundle(ctx) },
    },
    {
      route: 'POST /api/admin/bundles/:id/end',
      auth: 'admin',
      params: { id: bundleId },
      body: { schema: emptyCommandSchema, base: () => ({}) },
    },
  ];
}

/** Every /api route and how to call it validly; the hostile requests are derived from these. */
export function routeCases(ctx: HostileContext): RouteCase[] {
  const cartParam: ParamSpec = { valid: ctx.cartId, accepts: (decoded) => decoded.toLowerCase() === ctx.cartId };
  const lineParam: ParamSpec = { valid: String(ctx.product.id), accepts: (decoded) => decoded === String(ctx.product.id) };
  const fresh = () => {
    const suffix = ctx.unique();
    return { username: `hostile_${suffix}`, email: `hostile.${suffix}@example.test` };
  };
  return [
    { route: 'GET /api/health', safe: true },
    { route: 'GET /api/ready', safe: true },

    { route: 'GET /api/lessons', safe: true, query: listQuery('lessons') },
    {
      route: 'GET /api/lessons/level/:level',
      safe: true,
      params: { level: { valid: 'beginner', accepts: oneOf(LESSON_LEVELS) } },
      query: listQuery('lessons'),
    },
    { route: 'GET /api/lessons/:id', safe: true, params: { id: { valid: ctx.ids.lessons[0]!, accepts: exists(ctx.ids.lessons) } } },
    {
      route: 'GET /api/lessons/:id/chapters',
      safe: true,
      params: { id: { valid: ctx.ids.lessons[0]!, accepts: exists(ctx.ids.lessons) } },
    },
    // A guest's check writes nothing (misses are counted in memory); every course has chapters 1 to 3 at least.
    {
      route: 'POST /api/lessons/:id/chapters/:number/moves',
      safe: true,
      params: {
        id: { valid: ctx.ids.lessons[0]!, accepts: exists(ctx.ids.lessons) },
        number: { valid: '1', accepts: oneOf(['1', '2', '3', '4', '5', '6', '7', '8']) },
      },
      body: {
        schema: moveCheckSchema,
        base: () => ({ moves: [...(COURSE_CHAPTERS[Number(ctx.ids.lessons[0])]?.[0]?.exercise.solution ?? [])] }),
        // SAN-shaped, and still no move of that position or of that exercise
        refused: fc.constantFrom({ moves: ['Ke4'] }, { moves: ['Qh8#', 'Kh7'] }, { moves: ['a1', 'b2', 'c3'] }, { moves: ['O-O-O'] }),
      },
    },
    { route: 'GET /api/blog-posts', safe: true, query: listQuery('blog') },
    {
      route: 'GET /api/blog-posts/category/:category',
      safe: true,
      params: { category: { valid: 'Strategy', accepts: oneOf(BLOG_CATEGORIES) } },
      query: listQuery('blog'),
    },
    { route: 'GET /api/blog-posts/:id', safe: true, params: { id: { valid: ctx.ids.blogPosts[0]!, accepts: exists(ctx.ids.blogPosts) } } },
    { route: 'GET /api/products', safe: true, query: listQuery('products') },
    {
      route: 'GET /api/products/category/:category',
      safe: true,
      params: { category: { valid: 'Chess%20Sets', accepts: oneOf(PRODUCT_CATEGORIES) } },
      query: listQuery('products'),
    },
    { route: 'GET /api/products/:id', safe: true, params: { id: { valid: ctx.ids.products[0]!, accepts: exists(ctx.ids.products) } } },
    { route: 'GET /api/testimonials', safe: true },

    { route: 'POST /api/cart', body: { schema: Joi.object({}), base: () => ({}) } },
    { route: 'GET /api/cart/:cartId', safe: true, params: { cartId: cartParam } },
    {
      route: 'POST /api/cart/:cartId/items',
      params: { cartId: cartParam },
      body: {
        schema: addCartItemSchema,
        base: () => ({ productId: ctx.otherProduct.id, quantity: 1 }),
        refused: fc.oneof(
          fc.constantFrom(2_147_483_647, 999_999, ctx.outOfStockProductId).map((productId) => ({ productId, quantity: 1 })),
          // the cart's line holds 1: adding 99 more would pass the per-line limit
          fc.constant({ productId: ctx.product.id, quantity: MAX_LINE_QUANTITY }),
        ),
      },
    },
    {
      route: 'PUT /api/cart/:cartId/items/:productId',
      params: { cartId: cartParam, productId: lineParam },
      body: { schema: updateCartItemSchema, base: () => ({ quantity: 2 }) },
    },
    { route: 'DELETE /api/cart/:cartId/items/:productId', params: { cartId: cartParam, productId: lineParam } },
    // A discount code (issue 44): a code that exists applies; any other the schema accepts is refused (409).
    {
      route: 'PUT /api/cart/:cartId/discount-code',
      params: { cartId: cartParam },
      body: {
        schema: applyDiscountSchema,
        base: () => ({ code: ctx.promotions.cartCode }),
        refused: fc
          .stringMatching(/^[A-Z0-9]{3,12}$/)
          .filter((code) => code !== ctx.promotions.cartCode)
          .map((code) => ({ code })),
      },
    },
    { route: 'DELETE /api/cart/:cartId/discount-code', params: { cartId: cartParam } },

    {
      route: 'POST /api/orders',
      idempotencyKey: true,
      body: { schema: orderRequestSchema, base: () => orderBase(ctx), refused: refusedOrders(ctx) },
    },
    { route: 'GET /api/me/orders', safe: true, auth: 'member', query: { schema: memberOrdersQuerySchema, base: 'limit=5' } },
    { route: 'GET /api/me/progress', safe: true, auth: 'member' },
    // Order again (issue 44): another member's order, an unknown cart, or a body that is not a cart's id writes nothing.
    {
      route: 'POST /api/me/orders/:id/order-again',
      auth: 'member',
      params: { id: { valid: String(ctx.memberOrderId), accepts: (decoded) => decoded === String(ctx.memberOrderId) } },
      body: { schema: orderAgainSchema, base: () => ({ cartId: ctx.cartId }), refused: fc.constant({ cartId: ctx.unknownCartId }) },
    },
    // The address book (issue 44): the member's own addresses only; edits and deletes name version 1 in If-Match.
    { route: 'GET /api/me/addresses', safe: true, auth: 'member' },
    {
      route: 'POST /api/me/addresses',
      auth: 'member',
      body: {
        schema: savedAddressSchema,
        base: () => ({ customerName: 'Hostile Tester', customerAddress: '2 Fuzzing Lane, Testville' }),
        // already in the book
        refused: fc.constant({ customerName: ctx.savedAddress.customerName, customerAddress: ctx.savedAddress.customerAddress }),
      },
    },
    {
      route: 'PUT /api/me/addresses/:id',
      auth: 'member',
      params: { id: savedAddressParam(ctx) },
      ifMatch: versionEtag(1),
      body: { schema: savedAddressSchema, base: () => ({ customerName: 'Hostile Tester', customerAddress: '3 Fuzzing Lane, Testville' }) },
    },
    { route: 'DELETE /api/me/addresses/:id', auth: 'member', params: { id: savedAddressParam(ctx) }, ifMatch: versionEtag(1) },

    // Verified reviews (issue 44): a product's page of reviews; the member's state, review (already written: 409) and edit.
    {
      route: 'GET /api/products/:id/reviews',
      safe: true,
      params: { id: { valid: ctx.ids.products[0]!, accepts: exists(ctx.ids.products) } },
      query: { schema: reviewPageQuerySchema, base: 'limit=5&offset=0' },
    },
    { route: 'GET /api/me/reviews/:productId', safe: true, auth: 'member', params: { productId: reviewedProductParam(ctx) } },
    {
      route: 'POST /api/me/reviews/:productId',
      auth: 'member',
      params: { productId: reviewedProductParam(ctx) },
      body: { schema: reviewSchema, base: () => ({ rating: 4, text: 'A second review of the same board' }) },
    },
    {
      route: 'PUT /api/me/reviews/:productId',
      auth: 'member',
      params: { productId: reviewedProductParam(ctx) },
      ifMatch: versionEtag(1),
      body: { schema: reviewSchema, base: () => ({ rating: 3, text: 'Edited by the hostile harness' }) },
    },
    // E-mails that bring people back (issue 44): a guest's Notify me on the sold-out product (another id is in stock or
    // unknown: refused), the member's opt-in and cart, and the signed links, which no hostile query can forge.
    {
      route: 'POST /api/products/:id/back-in-stock',
      params: { id: { valid: String(ctx.outOfStockProductId), accepts: (decoded) => decoded === String(ctx.outOfStockProductId) } },
      body: { schema: backInStockSchema, base: () => ({ email: `hostile-${ctx.unique()}@example.test` }), refused: fc.constant({}) },
    },
    { route: 'GET /api/me/email-preferences', safe: true, auth: 'member' },
    {
      route: 'PUT /api/me/email-preferences',
      auth: 'member',
      body: { schema: emailPreferencesSchema, base: () => ({ cartReminders: true }) },
    },
    {
      route: 'PUT /api/me/cart',
      auth: 'member',
      body: { schema: memberCartSchema, base: () => ({ cartId: ctx.cartId }), refused: fc.constant({ cartId: ctx.unknownCartId }) },
    },
    ...(['GET', 'POST'] as const).flatMap((method) =>
      (['/api/back-in-stock/confirm', '/api/unsubscribe'] as const).map((path): RouteCase => ({
        route: `${method} ${path}`,
        safe: true,
        query: {
          schema: signedLinkQuerySchema,
          base: `token=${path.endsWith('confirm') ? 'confirm' : 'bis'}.1.99999999999.${'A'.repeat(43)}`,
        },
      })),
    ),

    // Training (issue 34): reads never write (a member without a profile reads the starting one); a guest's move and
    // a member's first correct move of a longer line write nothing (misses are counted in memory).
    {
      route: 'GET /api/puzzles/next',
      safe: true,
      query: { schema: nextPuzzleSchema, base: `exclude=${trainingPuzzle.id}&themes=fork,pin&min=800&max=2400` },
    },
    {
      route: 'POST /api/puzzles/:id/moves',
      safe: true,
      params: { id: { valid: String(trainingPuzzle.id), accepts: (decoded) => tacticIds.has(decoded) } },
      body: {
        schema: moveCheckSchema,
        base: () => ({ moves: trainingPuzzle.solution.slice(0, 1) }),
        refused: fc.constantFrom({ moves: ['Ke4'] }, { moves: ['Qh8#', 'Kh7'] }, { moves: ['a1', 'b2', 'c3'] }, { moves: ['O-O-O'] }),
      },
    },
    { route: 'GET /api/me/training', safe: true, auth: 'member' },
    { route: 'GET /api/me/training/themes', safe: true, auth: 'member' },
    { route: 'PUT /api/me/training', auth: 'member', body: { schema: settingsSchema, base: () => ({ timeZone: 'Europe/London' }) } },
    { route: 'GET /api/me/review', safe: true, auth: 'member' },
    {
      route: 'POST /api/me/review/:cardId/moves',
      safe: true,
      auth: 'member',
      params: { cardId: { valid: ctx.reviewCard.id, accepts: (decoded) => decoded === ctx.reviewCard.id } },
      body: {
        schema: moveCheckSchema,
        base: () => ({ moves: reviewedChapter(ctx).exercise.solution.slice(0, 1) }),
        refused: fc.constantFrom({ moves: ['Ke4'] }, { moves: ['a1', 'b2', 'c3'] }, { moves: ['O-O-O'] }),
      },
    },
    // Your games (issue 46): the member's own game and card (another's is 404); an import adds games, so only refusals
    // are thrown at it: a PGN of which no game reads, and (the harness's member has no Lichess account) any Lichess import.
    { route: 'GET /api/me/games', safe: true, auth: 'member' },
    {
      route: 'GET /api/me/games/:id',
      safe: true,
      auth: 'member',
      params: { id: { valid: ctx.game.id, accepts: (decoded) => decoded === ctx.game.id } },
    },
    {
      route: 'POST /api/me/games/import/pgn',
      auth: 'member',
      bodyLimitBytes: 3 * 1024 * 1024,
      body: {
        schema: pgnImportSchema,
        base: () => ({ pgn: '[White "Hostile"]\n\n1. e4 e5 *' }),
        refused: fc.constantFrom(
          { pgn: '1. Nf9 *' },
          { pgn: '1. e4 e5 2. Ke3 *', color: 'white' },
          { pgn: '[Variant "Atomic"]\n\n1. e4 *' },
        ),
      },
    },
    {
      route: 'POST /api/me/games/import/lichess',
      auth: 'member',
      body: { schema: lichessImportSchema, base: () => ({ max: 5 }), refused: fc.constantFrom({}, { max: 1 }, { max: 50 }) },
    },
    {
      route: 'POST /api/me/games/cards/:cardId/moves',
      auth: 'member',
      params: { cardId: { valid: ctx.game.cardId, accepts: (decoded) => decoded === ctx.game.cardId } },
      body: {
        schema: moveCheckSchema,
        base: () => ({ moves: ['Qh4#'] }),
        refused: fc.constantFrom({ moves: ['Ke4'] }, { moves: ['Qh4#', 'Kf2'] }, { moves: ['O-O-O'] }),
      },
    },
    // Your openings (issue 46): the member's own repertoire; adding a line or a PGN already in it writes nothing, and
    // another member's move or card is 404. The PGN's parser is its own (2 MB for a PGN of 1 MB).
    { route: 'GET /api/me/repertoire', safe: true, auth: 'member' },
    {
      route: 'POST /api/me/repertoire/:color/lines',
      safe: true,
      auth: 'member',
      params: { color: { valid: 'white', accepts: oneOf(REPERTOIRE_COLORS) } },
      body: {
        schema: repertoireLineSchema,
        base: () => ({ moves: ['e4', 'e5', 'Nf3'] }),
        // another first move for White, an illegal move
        refused: fc.constantFrom({ moves: ['d4'] }, { moves: ['e4', 'e5', 'Ke3'] }, { moves: ['O-O-O'] }),
      },
    },
    {
      route: 'POST /api/me/repertoire/:color/pgn',
      safe: true,
      auth: 'member',
      bodyLimitBytes: 2 * 1024 * 1024,
      params: { color: { valid: 'white', accepts: oneOf(REPERTOIRE_COLORS) } },
      body: {
        schema: repertoirePgnSchema,
        base: () => ({ pgn: '[Event "Hostile"]\n1. e4 e5 2. Nf3 *' }),
        refused: fc.constantFrom({ pgn: '1. d4 *' }, { pgn: '1. e4 e5 (2. Nf9' }, { pgn: '1. e4 e5 *\n\n1. e4 e5 2. Nf3 Nc6 3. Kxe8 *' }),
      },
    },
    {
      route: 'DELETE /api/me/repertoire/moves/:id',
      auth: 'member',
      params: { id: { valid: ctx.repertoire.moveId, accepts: (decoded) => decoded === ctx.repertoire.moveId } },
    },
    { route: 'GET /api/me/repertoire/drill', safe: true, auth: 'member', query: { schema: drillQuerySchema, base: 'color=white' } },
    // Where the member's games left their repertoire: read only, their own game (another's is 404).
    { route: 'GET /api/me/repertoire/games', safe: true, auth: 'member' },
    {
      route: 'GET /api/me/repertoire/games/:gameId',
      safe: true,
      auth: 'member',
      params: { gameId: { valid: ctx.game.id, accepts: (decoded) => decoded === ctx.game.id } },
    },
    {
      route: 'POST /api/me/repertoire/cards/:cardId/moves',
      auth: 'member',
      params: { cardId: { valid: ctx.repertoire.cardId, accepts: (decoded) => decoded === ctx.repertoire.cardId } },
      body: {
        schema: repertoireLineSchema,
        base: () => ({ moves: ['e4'] }),
        refused: fc.constantFrom({ moves: ['Ke4'] }, { moves: ['e4', 'e5'] }, { moves: ['d4', 'e5', 'Nf3'] }),
      },
    },
    {
      route: 'GET /api/training/reminders/unsubscribe',
      safe: true,
      query: {},
      refusalRedirect: /^\/auth\?reminders=invalid$/,
    },

    // Payments (issue 33): their hostile cases run with Stripe keys (payments.hostile.test.ts). No session exists.
    { route: 'GET /api/payments/provider', safe: true },
    {
      route: 'GET /api/payments/stripe/sessions/:sessionId',
      safe: true,
      params: { sessionId: { valid: 'cs_test_hostile_none', accepts: () => false } },
    },
    // Stripe's events: every hostile request lacks a valid signature, so all are refused before anything is read.
    { route: 'POST /api/payments/stripe/webhook' },
    // Cancel on Stripe's page (issue 44): no hostile query carries the server's token for an order, so nothing is cancelled.
    {
      route: 'GET /api/payments/stripe/cancel',
      safe: true,
      query: { schema: checkoutCancelQuerySchema, base: `order=1&token=${'A'.repeat(43)}` },
    },

    {
      route: 'POST /api/auth/register',
      body: {
        schema: registerSchema,
        base: () => ({ firstName: 'Hostile', lastName: 'Tester', ...fresh(), password: 'a sturdy passphrase 42' }),
      },
    },
    {
      route: 'POST /api/auth/register-initiative',
      body: {
        schema: registerInitiativeSchema,
        base: () => ({
          ...fresh(),
          password: 'a sturdy passphrase 42',
          initiativeMember: true,
          ageGroup: AGE_GROUPS[1],
          chessExperience: CHESS_EXPERIENCE[0],
        }),
      },
    },
    // Answered 200 before anything is looked up; an unknown address changes nothing.
    {
      route: 'POST /api/auth/resend-verification',
      safe: true,
      body: { schema: resendVerificationSchema, base: () => ({ email: 'nobody@example.test' }) },
    },
    // A link the browser follows: every hostile token lands on /auth, which explains.
    { route: 'GET /api/auth/verify-email', query: {}, refusalRedirect: /^\/auth\?verification=invalid$/ },
    // The member's real credentials: a malformed request must not sign in even with them.
    {
      route: 'POST /api/auth/login',
      body: { schema: credentialsSchema, base: () => ({ email: ctx.member.email, password: ctx.member.password }) },
    },
    { route: 'POST /api/auth/logout', auth: 'member', tolerantAuth: true },
    { route: 'GET /api/auth/me', safe: true, auth: 'member' },
    { route: 'GET /api/auth/github', safe: true, mayWrite: ['sessions'] },
    { route: 'GET /api/auth/github/callback', query: {}, refusalRedirect: GITHUB_REDIRECT, mayWrite: ['sessions'] },
    // Sign in with Lichess: the start may store its state; a callback without a started sign-in lands on /auth; the link
    // code is issued only to a member and for an empty body.
    { route: 'GET /api/auth/lichess', safe: true, mayWrite: ['sessions'] },
    { route: 'GET /api/auth/lichess/callback', query: {}, refusalRedirect: /^\/auth\?lichess=[\w-]+$/, mayWrite: ['sessions'] },
    { route: 'POST /api/auth/lichess/link', auth: 'member', body: { schema: emptyCommandSchema, base: () => ({}) } },

    {
      route: 'POST /api/admin/login',
      body: { schema: credentialsSchema, base: () => ({ email: ctx.admin.email, password: ctx.admin.password }) },
    },
    // No sign-in is pending in a hostile request's session: every code is refused, valid-looking or not.
    {
      route: 'POST /api/admin/verify-2fa',
      body: {
        schema: verifyTwoFactorSchema,
        base: () => ({ twoFactorCode: '123456', userId: ctx.admin.id }),
        refused: fc.record({ twoFactorCode: fc.stringMatching(/^\d{6}$/), userId: fc.integer({ min: 1, max: 2_147_483_647 }) }),
      },
    },
    {
      route: 'POST /api/admin/security',
      auth: 'admin',
      body: {
        schema: securitySchema,
        base: () => ({ enableTwoFactor: true, userId: ctx.admin.id }),
        // Only one's own account: any other id is refused.
        refused: fc
          .integer({ min: 1, max: 2_147_483_647 })
          .filter((id) => id !== ctx.admin.id)
          .map((userId) => ({ enableTwoFactor: true, userId })),
      },
    },
    { route: 'GET /api/admin/users', safe: true, auth: 'admin', query: { schema: adminUsersListQuerySchema, base: 'limit=5&q=a' } },
    ...accountCareCases(ctx),
    { route: 'GET /api/admin/stats', safe: true, auth: 'admin' },
    ...fulfilmentCases(),
    { route: 'POST /api/admin/logout', auth: 'admin', tolerantAuth: true },
    { route: 'POST /api/admin/uploads', auth: 'admin' },
    ...backOfficeCases(ctx),
    ...promotionCases(ctx),
    ...deploymentCases(),
  ];
}

/** The routes the cases cover, known before any database exists (jest names its tests at collection time). */
export function coveredRoutes(...prefixes: string[]): RouteKey[] {
  const placeholder: HostileContext = {
    ids: { lessons: ['1'], blogPosts: ['1'], products: ['1'] },
    product: { id: 1, price: 1 },
    otherProduct: { id: 2, price: 1 },
    outOfStockProductId: 3,
    cartId: '',
    reviewCard: { id: '1', lessonId: 7, chapterNumber: 1 },
    repertoire: { moveId: '1', cardId: '1' },
    game: { id: '1', cardId: '1' },
    productReview: { productId: 1, id: 1 },
    savedAddress: { id: 1, customerName: '', customerAddress: '' },
    memberOrderId: 1,
    unknownCartId: '',
    promotions: { cartCode: '', codeId: 1, code: '', bundleId: 1, bundleParts: [] },
    member: { email: '', password: '', token: '' },
    admin: { id: 1, email: '', password: '', token: '' },
    unique: () => '',
  };
  const routes = routeCases(placeholder).map((c) => c.route);
  const picked = routes.filter((route) => prefixes.some((prefix) => route.split(' ')[1]!.startsWith(prefix)));
  if (picked.length === 0) throw new Error(`no hostile cases under ${prefixes.join(', ')}`);
  return picked;
}
