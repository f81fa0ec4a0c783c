import { createHash } from 'node:crypto';
import { ABANDONED_CART_HOURS, UNSUBSCRIBE_LINK_DAYS, type EmailPreferences } from '@kingside/contracts';
import { API_MESSAGES } from '@kingside/contracts/api';
import { Op, UniqueConstraintError, type Transaction } from 'sequelize';
import { storedNow } from '../shared/db/clock';
import type { Database } from '../shared/db/database';
import { toBoolean } from '../shared/db/values';
import { writeTransaction } from '../shared/db/writeTransaction';
import type { AppDeps } from '../shared/deps';
import { notFound } from '../shared/http/errors';
import { queueMail, sendQueuedMail } from '../shared/mail/mailQueue';
import { cartReminderMail, unsubscribeLink, type RemindedLine } from './mails';
import { signLink } from './signedLinks';

/*
 * Abandoned carts (issue 44 point 3, docs/spec.md §7.20). A member who opted in (their account page; off by default)
 * gets one reminder, listing its lines at today's prices, once the cart their browser holds (PUT /api/me/cart, sent by
 * the shell while they are signed in) has been left untouched for ABANDONED_CART_HOURS, and never twice for the same
 * state of that cart (its id and lines, hashed into member_marketing.remindedState). Not when they ordered since the
 * cart last changed, nor for a cart whose products are all gone from the shop.
 *
 * The sweep runs on every instance's timer, as the sweep of unpaid orders does (payments/unpaidOrders.ts): each reminder
 * is claimed by a conditional UPDATE of the member's row (remindedState not yet this state) in the transaction that
 * queues the mail, so two instances sweeping at once remind once (MariaDB's UPDATE reads the latest committed row under
 * its lock; SQLite runs one write transaction at a time).
 */

export const ABANDONED_CARTS = {
  /** how long a cart stays untouched before its reminder */
  afterMs: ABANDONED_CART_HOURS * 60 * 60_000,
  /** at most this many reminders per sweep */
  batch: 200,
} as const;

/** The member's row, made on first use (two first uses at once: the second finds the first's). */
async function memberRow(db: Database, userId: number, transaction: Transaction) {
  const { MemberMarketing } = db.models;
  const found = await MemberMarketing.findByPk(userId, { transaction, lock: transaction.LOCK.UPDATE });
  if (found) return found;
  return MemberMarketing.create(
    { userId, cartReminders: false, cartId: null, remindedState: null, remindedAt: null, updatedAt: storedNow() },
    { transaction },
  );
}

async function onMemberRow<T>(db: Database, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof UniqueConstraintError)) throw error;
    return work();
  }
}

export async function emailPreferences(db: Database, userId: number): Promise<EmailPreferences> {
  const row = await db.models.MemberMarketing.findByPk(userId, { attributes: ['cartReminders'] });
  return { cartReminders: row ? toBoolean(row.cartReminders) : false };
}

export async function setEmailPreferences(db: Database, userId: number, preferences: EmailPreferences): Promise<EmailPreferences> {
  await onMemberRow(db, () =>
    writeTransaction(db.sequelize, async (transaction) => {
      const row = await memberRow(db, userId, transaction);
      if (toBoolean(row.cartReminders) !== preferences.cartReminders) {
        await row.update({ cartReminders: preferences.cartReminders, updatedAt: storedNow() }, { transaction });
      }
    }),
  );
  return emailPreferences(db, userId);
}

/** The cart the member's browser holds now: theirs alone (a cart another member had in this browser is no longer theirs). */
export async function linkMemberCart(db: Database, userId: number, cartId: string): Promise<void> {
  const { Cart, MemberMarketing } = db.models;
  if (!(await Cart.findByPk(cartId, { attributes: ['id'] }))) throw notFound(API_MESSAGES.cartNotFound);
  await onMemberRow(db, () =>
    writeTransaction(db.sequelize, async (transaction) => {
      const row = await memberRow(db, userId, transaction);
      if (row.cartId !== cartId) await row.update({ cartId, updatedAt: storedNow() }, { transaction });
      await MemberMarketing.update({ cartId: null }, { where: { cartId, userId: { [Op.ne]: userId } }, transaction });
    }),
  );
}

/** The cart-reminder unsubscribe: the member's opt-in off. */
export async function unsubscribeCartReminders(db: Database, userId: number): Promise<boolean> {
  const row = await db.models.MemberMarketing.findByPk(userId, { attributes: ['userId'] });
  if (!row) return false;
  await writeTransaction(db.sequelize, (transaction) =>
    db.models.MemberMarketing.update({ cartReminders: false, updatedAt: storedNow() }, { where: { userId }, transaction }),
  );
  return true;
}

/** A cart's state: its id and its lines (product and quantity, in product order). */
function cartState(cartId: string, lines: readonly { productId: number; quantity: number }[]): string {
  const text = [...lines]
    .sort((a, b) => a.productId - b.productId)
    .map((line) => `${line.productId}x${line.quantity}`)
    .join(',');
  return createHash('sha256').update(`${cartId}|${text}`).digest('hex');
}

/** One sweep: the reminders due at `now`. Answers how many were queued. */
export async function remindAbandonedCarts(deps: AppDeps, { now = new Date(), batch = ABANDONED_CARTS.batch } = {}): Promise<number> {
  const { db, config } = deps;
  const { Cart, CartItem, MemberMarketing, Order, Product, User } = db.models;
  const cutoff = new Date(now.getTime() - ABANDONED_CARTS.afterMs);
  const members = await MemberMarketing.findAll({
    attributes: ['userId', 'cartId', 'remindedState'],
    where: { cartReminders: true, cartId: { [Op.ne]: null } },
    order: [['userId', 'ASC']],
  });
  const queued: number[] = [];
  for (const member of members) {
    if (queued.length >= batch) break;
    const userId = Number(member.userId);
    const cartId = member.cartId!;
    const cart = await Cart.findByPk(cartId, { attributes: ['id', 'updatedAt'] });
    if (!cart || cart.updatedAt.getTime() > cutoff.getTime()) continue;
    const items = await CartItem.findAll({ attributes: ['productId', 'quantity'], where: { cartId }, order: [['productId', 'ASC']] });
    if (items.length === 0) continue;
    const state = cartState(
      cartId,
      items.map((item) => ({ productId: Number(item.productId), quantity: Number(item.quantity) })),
    );
    if (member.remindedState === state) continue;
    const products = new Map(
      (
        await Product.findAll({
          attributes: ['id', 'name', 'price'],
          where: { id: { [Op.in]: items.map((item) => Number(item.productId)) }, archived: false },
        })
      ).map((product) => [Number(product.id), product]),
    );
    const lines: RemindedLine[] = items.flatMap((item) => {
      const product = products.get(Number(item.productId));
      return product ? [{ name: product.name, quantity: Number(item.quantity), price: Number(product.price) }] : [];
    });
    if (lines.length === 0) continue;
    // Ordered since the cart last changed (an order's time is kept to the second: so is the comparison).
    const changed = new Date(Math.floor(cart.updatedAt.getTime() / 1000) * 1000);
    if ((await Order.count({ where: { userId, createdAt: { [Op.gte]: changed } } })) > 0) continue;
    const user = await User.findOne({ attributes: ['id', 'email', 'firstName', 'username'], where: { id: userId, erasedAt: null } });
    if (!user) continue;
    const mailId = await writeTransaction(db.sequelize, async (transaction) => {
      const [claimed] = await MemberMarketing.update(
        { remindedState: state, remindedAt: storedNow() },
        {
          where: {
            userId,
            cartReminders: true,
            cartId,
            [Op.or]: [{ remindedState: null }, { remindedState: { [Op.ne]: state } }],
          },
          transaction,
        },
      );
      if (claimed !== 1) return null;
      const unsubscribe = unsubscribeLink(
        config.publicUrl,
        signLink(config.secretsKey, { purpose: 'cart', id: userId }, UNSUBSCRIBE_LINK_DAYS),
      );
      const name = user.firstName || user.username;
      return queueMail(db, cartReminderMail(config.publicUrl, user.email, name, lines, unsubscribe), transaction);
    });
    if (mailId !== null) queued.push(mailId);
  }
  if (queued.length > 0) sendQueuedMail(deps, queued);
  return queued.length;
}
