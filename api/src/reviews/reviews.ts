import { API_MESSAGES } from '@kingside/contracts/api';
import {
  BACK_OFFICE_MESSAGES,
  REVIEW_AUDIT,
  REVIEW_ENTITY,
  REVIEW_MESSAGES,
  REVIEWABLE_ORDER_STATUSES,
  type AdminReviewRow,
  type MyReview,
  type MyReviewState,
  type ProductReview,
  type ProductReviewPage,
  type ReviewInput,
} from '@kingside/contracts';
import { Op, UniqueConstraintError, type Transaction, type WhereOptions } from 'sequelize';
import type { UserModel } from '../accounts';
import { recordAudit } from '../shared/audit/recordAudit';
import { storedNow } from '../shared/db/clock';
import type { Database } from '../shared/db/database';
import { writeTransaction } from '../shared/db/writeTransaction';
import { conflict, HttpError, notFound } from '../shared/http/errors';
import type { ProductReviewModel } from './models';

/*
 * Verified reviews (issue 44 point 2, docs/spec.md §7.16). A member may review a product once they have received it:
 * a line of it in an order of theirs that was shipped (or, after that, delivered). One review per member and product
 * (a unique index: two tabs posting at once get one review and one 409). The member edits it naming its version
 * (If-Match, docs/architecture.md §10.6). Administrators hide and restore reviews, each change with its audit line in
 * the same transaction; a hidden review is in no page, no average and no count, and stays hidden when its author edits it.
 */

const iso = (date: Date | string) => new Date(date).toISOString();

/** "Ada L." or the username; an erased account's reviews stay, unsigned. */
export function reviewAuthor(user: Pick<UserModel, 'firstName' | 'lastName' | 'username' | 'erasedAt'> | undefined): string {
  if (!user || user.erasedAt) return 'A former member';
  const first = user.firstName?.trim();
  const last = user.lastName?.trim();
  if (first) return last ? `${first} ${last[0]!.toUpperCase()}.` : first;
  return user.username;
}

const toMyReview = (row: ProductReviewModel): MyReview => ({
  id: Number(row.id),
  productId: Number(row.productId),
  rating: Number(row.rating),
  text: row.text,
  hidden: Boolean(row.hidden),
  version: Number(row.version),
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

/** `%` and `_` match anything in LIKE: a search for "a_b" must find "a_b", not "axb". `!` is the escape. */
const likePattern = (q: string) => `%${q.replace(/[!%_]/g, '!$&')}%`;

const preconditionFailed = () => new HttpError(412, BACK_OFFICE_MESSAGES.conflict);

export function reviews(db: Database) {
  const { sequelize, models } = db;
  const { ProductReview, Product, User, Order, OrderLine } = models;

  async function liveProduct(productId: number, transaction?: Transaction) {
    const product = await Product.findByPk(productId, { attributes: ['id', 'name', 'archived'], transaction });
    if (!product || product.archived) throw notFound(API_MESSAGES.productNotFound);
    return product;
  }

  /** Bought in an order of the member's that has shipped. */
  async function received(userId: number, productId: number, transaction?: Transaction): Promise<boolean> {
    const line = await OrderLine.findOne({
      attributes: ['id'],
      where: { productId },
      include: [{ model: Order, attributes: [], required: true, where: { userId, status: { [Op.in]: [...REVIEWABLE_ORDER_STATUSES] } } }],
      transaction,
    });
    return line !== null;
  }

  async function authors(userIds: number[]): Promise<Map<number, UserModel>> {
    if (userIds.length === 0) return new Map();
    const users = await User.findAll({
      attributes: ['id', 'firstName', 'lastName', 'username', 'erasedAt'],
      where: { id: { [Op.in]: [...new Set(userIds)] } },
    });
    return new Map(users.map((user) => [Number(user.id), user]));
  }

  const mine = (userId: number, productId: number, transaction?: Transaction) =>
    ProductReview.findOne({ where: { userId, productId }, transaction });

  return {
    /** One page of the product's visible reviews, newest first, with the average and count of all of them. */
    async productPage(productId: number, limit: number, offset: number): Promise<ProductReviewPage> {
      await liveProduct(productId);
      const visible = { productId, hidden: false };
      const [figures] = (await ProductReview.findAll({
        attributes: [
          [sequelize.fn('COUNT', sequelize.col('id')), 'count'],
          [sequelize.fn('AVG', sequelize.col('rating')), 'average'],
        ],
        where: visible,
        raw: true,
      })) as unknown as { count: number | string; average: number | string | null }[];
      const count = Number(figures?.count ?? 0);
      const average = count > 0 && figures?.average != null ? Math.round(Number(figures.average) * 10) / 10 : null;
      const rows = await ProductReview.findAll({
        where: visible,
        order: [
          ['createdAt', 'DESC'],
          ['id', 'DESC'],
        ],
        limit,
        offset,
      });
      const people = await authors(rows.map((row) => Number(row.userId)));
      const page: ProductReview[] = rows.map((row) => ({
        id: Number(row.id),
        rating: Number(row.rating),
        text: row.text,
        author: reviewAuthor(people.get(Number(row.userId))),
        createdAt: iso(row.createdAt),
        updatedAt: iso(row.updatedAt),
      }));
      return { productId, average, count, limit, offset, reviews: page };
    },

    async myState(userId: number, productId: number): Promise<MyReviewState> {
      await liveProduct(productId);
      const row = await mine(userId, productId);
      return { productId, canReview: row !== null || (await received(userId, productId)), review: row ? toMyReview(row) : null };
    },

    /** 403 unless received; 409 when the member has already reviewed it. */
    create(userId: number, productId: number, input: ReviewInput): Promise<MyReview> {
      return writeTransaction(sequelize, async (transaction) => {
        await liveProduct(productId, transaction);
        if (!(await received(userId, productId, transaction))) throw new HttpError(403, REVIEW_MESSAGES.notReceived);
        if (await mine(userId, productId, transaction)) throw conflict(REVIEW_MESSAGES.alreadyReviewed);
        const now = storedNow();
        try {
          const row = await ProductReview.create(
            { productId, userId, ...input, hidden: false, version: 1, createdAt: now, updatedAt: now },
            { transaction, silent: true },
          );
          return toMyReview(row);
        } catch (error) {
          // Two posts at once: the unique index lets one through.
          if (error instanceof UniqueConstraintError) throw conflict(REVIEW_MESSAGES.alreadyReviewed);
          throw error;
        }
      }).catch((error: unknown) => {
        if (error instanceof UniqueConstraintError) throw conflict(REVIEW_MESSAGES.alreadyReviewed);
        throw error;
      });
    },

    /** An edit of the version the member saw; the same values again change nothing. A hidden review stays hidden. */
    edit(userId: number, productId: number, versions: number[], input: ReviewInput): Promise<MyReview> {
      return writeTransaction(sequelize, async (transaction) => {
        await liveProduct(productId, transaction);
        const row = await ProductReview.findOne({ where: { userId, productId }, transaction, lock: transaction.LOCK.UPDATE });
        if (!row) throw notFound(REVIEW_MESSAGES.noReview);
        const version = Number(row.version);
        if (!versions.includes(version)) throw preconditionFailed();
        if (Number(row.rating) === input.rating && row.text === input.text) return toMyReview(row);
        const updatedAt = storedNow();
        // The version checked again in the statement itself: SQLite takes no row lock, it runs one writer at a time.
        const [updated] = await ProductReview.update(
          { ...input, version: version + 1, updatedAt },
          { where: { id: row.id, version }, transaction, silent: true },
        );
        if (updated !== 1) throw preconditionFailed();
        return { ...toMyReview(row), ...input, version: version + 1, updatedAt: iso(updatedAt) };
      });
    },

    /**
     * The back office's list: newest first, hidden or not, by product; `q` finds its text, without regard to case, in the
     * review or in its product's name (LOWER on both sides: SQLite folds ASCII only, MariaDB's collations differ).
     */
    async adminList(query: { q?: string; hidden?: boolean; productId?: number; limit: number; offset: number }) {
      const conditions: WhereOptions<ProductReviewModel>[] = [
        ...(query.hidden === undefined ? [] : [{ hidden: query.hidden }]),
        ...(query.productId === undefined ? [] : [{ productId: query.productId }]),
      ];
      if (query.q) {
        const quote = (name: string) => sequelize.getQueryInterface().quoteIdentifier(name);
        const pattern = sequelize.escape(likePattern(query.q));
        const products = quote(Product.getTableName() as string);
        conditions.push(
          sequelize.literal(
            `(LOWER(${quote('text')}) LIKE LOWER(${pattern}) ESCAPE '!' OR ${quote('productId')} IN ` +
              `(SELECT ${quote('id')} FROM ${products} WHERE LOWER(${quote('name')}) LIKE LOWER(${pattern}) ESCAPE '!'))`,
          ) as unknown as WhereOptions<ProductReviewModel>,
        );
      }
      const where: WhereOptions<ProductReviewModel> = { [Op.and]: conditions };
      const { rows, count } = await ProductReview.findAndCountAll({
        where,
        order: [
          ['createdAt', 'DESC'],
          ['id', 'DESC'],
        ],
        limit: query.limit,
        offset: query.offset,
      });
      return { rows: await adminRows(rows), total: count };
    },

    /** Hide or restore: one audit line with the change, in its transaction; already so, nothing written. */
    setHidden(admin: { id: number; email: string }, id: number, hidden: boolean): Promise<AdminReviewRow> {
      return writeTransaction(sequelize, async (transaction) => {
        const row = await ProductReview.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
        if (!row) throw notFound(REVIEW_MESSAGES.notFound);
        const before = Boolean(row.hidden);
        if (before !== hidden) {
          const [updated] = await ProductReview.update({ hidden }, { where: { id, hidden: before }, transaction, silent: true });
          if (updated === 1) {
            await recordAudit(
              db,
              {
                adminId: admin.id,
                adminEmail: admin.email,
                action: hidden ? REVIEW_AUDIT.hide : REVIEW_AUDIT.restore,
                entity: REVIEW_ENTITY,
                entityId: id,
                changes: { hidden: [before, hidden] },
              },
              transaction,
            );
          }
          row.hidden = hidden;
        }
        const [adminRow] = await adminRows([row], transaction);
        return adminRow!;
      });
    },
  };

  async function adminRows(rows: ProductReviewModel[], transaction?: Transaction): Promise<AdminReviewRow[]> {
    const people = await authors(rows.map((row) => Number(row.userId)));
    const productIds = [...new Set(rows.map((row) => Number(row.productId)))];
    const products = productIds.length
      ? await Product.findAll({ attributes: ['id', 'name'], where: { id: { [Op.in]: productIds } }, transaction })
      : [];
    const names = new Map(products.map((product) => [Number(product.id), product.name]));
    return rows.map((row) => ({
      id: Number(row.id),
      productId: Number(row.productId),
      productName: names.get(Number(row.productId)) ?? '',
      userId: Number(row.userId),
      author: reviewAuthor(people.get(Number(row.userId))),
      rating: Number(row.rating),
      text: row.text,
      hidden: Boolean(row.hidden),
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
    }));
  }
}
