import {
  BACK_IN_STOCK_CONFIRM_DAYS,
  CONFIRMATION_RESEND_MINUTES,
  MARKETING_MESSAGES,
  UNSUBSCRIBE_LINK_DAYS,
  VALIDATION,
  type BackInStockAnswer,
} from '@kingside/contracts';
import { API_MESSAGES } from '@kingside/contracts/api';
import { isInStock } from '@kingside/contracts/admin';
import { Op, UniqueConstraintError } from 'sequelize';
import type { UserModel } from '../accounts';
import { onCatalogueInvalidated } from '../catalogue';
import { storedNow } from '../shared/db/clock';
import type { Database } from '../shared/db/database';
import { toBoolean } from '../shared/db/values';
import { writeTransaction } from '../shared/db/writeTransaction';
import type { AppDeps } from '../shared/deps';
import { badRequest, conflict, notFound } from '../shared/http/errors';
import { queueMail, sendQueuedMail } from '../shared/mail/mailQueue';
import { backInStockMail, confirmationMail, confirmLink, unsubscribeLink, type MailedProduct } from './mails';
import { readLink, signLink } from './signedLinks';

/*
 * Back in stock (issue 44 point 3, docs/spec.md §7.20). "Notify me" on a sold-out product: a member's request is
 * active at once; a guest's waits for the link sent to the address (double opt-in), which makes it active. An active
 * request gets exactly one e-mail once its product is in stock, and ends there (`notified`).
 *
 * The e-mail is not sent by the code that changes the stock (the back office's edit, a cancelled order's units coming
 * back, a bundle's parts, whatever comes next): it is sent by notifyRestocked, which looks for active requests whose
 * product is in stock now. It runs after every catalogue change (the catalogue's invalidation, on every instance: an
 * availability change always clears the caches, docs/architecture.md §8), and on each instance's timer, which catches
 * a change made while no instance listened. Each e-mail is claimed by a conditional UPDATE of its request from
 * `active` to `notified`, in the transaction that queues the mail: however many runs overlap, on however many
 * instances, a request is mailed once.
 */

const BACK_IN_STOCK = {
  /** at most this many e-mails per run; the next run takes the rest */
  batch: 200,
} as const;

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** An address as kept: trimmed and lower-cased, so one address asks once per product. */
const normalisedEmail = (email: string) => email.trim().toLowerCase();

async function soldOutProduct(db: Database, productId: number): Promise<MailedProduct> {
  const product = await db.models.Product.findByPk(productId, { attributes: ['id', 'name', 'price', 'stock', 'archived'] });
  if (!product || toBoolean(product.archived)) throw notFound(API_MESSAGES.productNotFound);
  if (isInStock(Number(product.stock))) throw conflict(MARKETING_MESSAGES.inStock);
  return { id: Number(product.id), name: product.name, price: Number(product.price) };
}

export interface Subscribed {
  status: 201 | 202;
  answer: BackInStockAnswer;
}

/**
 * "Notify me": a member (their account's address, active at once) or a guest (`email`, a confirmation e-mail). A
 * guest's answer is the same whatever the address's state, so it tells nobody who else asked; a confirmation goes at
 * most every CONFIRMATION_RESEND_MINUTES per address and product, and never to an address already on the list.
 */
export async function requestBackInStock(
  deps: AppDeps,
  productId: number,
  member: UserModel | null,
  email: string | undefined,
): Promise<Subscribed> {
  const { db, config } = deps;
  const { BackInStockRequest } = db.models;
  const product = await soldOutProduct(db, productId);
  if (!member && !email) throw badRequest(VALIDATION.invalidEmail);
  const address = normalisedEmail(member ? member.email : email!);
  const now = storedNow();

  const write = () =>
    writeTransaction(db.sequelize, async (transaction) => {
      const existing = await BackInStockRequest.findOne({
        where: { productId, email: address },
        transaction,
        lock: transaction.LOCK.UPDATE,
      });
      if (member) {
        if (!existing) {
          await BackInStockRequest.create(
            { productId, email: address, userId: Number(member.id), status: 'active', confirmationSentAt: null, notifiedAt: null },
            { transaction },
          );
        } else if (existing.status !== 'active' || existing.userId !== Number(member.id)) {
          await existing.update({ status: 'active', userId: Number(member.id), notifiedAt: null }, { transaction });
        }
        return null;
      }
      if (existing?.status === 'active') return null;
      const recent =
        existing?.confirmationSentAt && existing.confirmationSentAt.getTime() > now.getTime() - CONFIRMATION_RESEND_MINUTES * MINUTE_MS;
      if (existing?.status === 'pending' && recent) return null;
      const request = existing
        ? await existing.update({ status: 'pending', confirmationSentAt: now, notifiedAt: null }, { transaction })
        : await BackInStockRequest.create(
            { productId, email: address, userId: null, status: 'pending', confirmationSentAt: now, notifiedAt: null },
            { transaction },
          );
      const id = Number(request.id);
      const confirm = confirmLink(config.publicUrl, signLink(config.secretsKey, { purpose: 'confirm', id }, BACK_IN_STOCK_CONFIRM_DAYS));
      const unsubscribe = unsubscribeLink(config.publicUrl, signLink(config.secretsKey, { purpose: 'bis', id }, UNSUBSCRIBE_LINK_DAYS));
      return queueMail(db, confirmationMail(config.publicUrl, address, product, confirm, unsubscribe), transaction);
    });

  let mailId: number | null;
  try {
    mailId = await write();
  } catch (error) {
    // Two presses at once, the other's row came first: this one finds it.
    if (!(error instanceof UniqueConstraintError)) throw error;
    mailId = await write();
  }
  if (mailId !== null) sendQueuedMail(deps, [mailId]);
  if (member) {
    restocksMayHaveChanged(deps);
    return { status: 201, answer: { state: 'subscribed', message: MARKETING_MESSAGES.subscribed } };
  }
  return { status: 202, answer: { state: 'confirm', message: MARKETING_MESSAGES.confirmationSent } };
}

/** The product a confirmation token names, when the token is valid (for the confirmation page). */
export async function confirmationOf(deps: AppDeps, token: unknown): Promise<{ id: number; product: string } | null> {
  const link = readLink(deps.config.secretsKey, token, ['confirm']);
  if (!link) return null;
  const request = await deps.db.models.BackInStockRequest.findByPk(link.id, { attributes: ['id', 'productId', 'status'] });
  if (!request || request.status === 'unsubscribed') return null;
  const product = await deps.db.models.Product.findByPk(request.productId, { attributes: ['name'] });
  return product ? { id: Number(request.id), product: product.name } : null;
}

/** A guest's confirmation: their pending request becomes active (again: nothing changes). */
export async function confirmBackInStock(deps: AppDeps, token: unknown): Promise<string | null> {
  const confirmation = await confirmationOf(deps, token);
  if (!confirmation) return null;
  await writeTransaction(deps.db.sequelize, (transaction) =>
    deps.db.models.BackInStockRequest.update({ status: 'active' }, { where: { id: confirmation.id, status: 'pending' }, transaction }),
  );
  restocksMayHaveChanged(deps);
  return confirmation.product;
}

/** The back-in-stock unsubscribe: every request of the address the link's request is for ends; false when none is found. */
export async function unsubscribeBackInStock(deps: AppDeps, requestId: number): Promise<boolean> {
  const { BackInStockRequest } = deps.db.models;
  const request = await BackInStockRequest.findByPk(requestId, { attributes: ['id', 'email'] });
  if (!request) return false;
  await writeTransaction(deps.db.sequelize, (transaction) =>
    BackInStockRequest.update(
      { status: 'unsubscribed' },
      { where: { email: request.email, status: { [Op.in]: ['pending', 'active'] } }, transaction },
    ),
  );
  return true;
}

/** Drops the guests' requests left unconfirmed past their link's life (the timer's sweep). Answers how many. */
export async function dropUnconfirmed(deps: AppDeps, now = new Date()): Promise<number> {
  return deps.db.models.BackInStockRequest.destroy({
    where: { status: 'pending', confirmationSentAt: { [Op.lt]: new Date(now.getTime() - BACK_IN_STOCK_CONFIRM_DAYS * DAY_MS) } },
  });
}

/** Queues the one e-mail of each active request whose product is in stock (at most `batch`). Answers how many it queued. */
export async function notifyRestocked(deps: AppDeps, { batch = BACK_IN_STOCK.batch } = {}): Promise<number> {
  const { db, config } = deps;
  const { BackInStockRequest, Product } = db.models;
  const waiting = await BackInStockRequest.findAll({
    attributes: ['productId'],
    where: { status: 'active' },
    group: ['productId'],
    raw: true,
  });
  if (waiting.length === 0) return 0;
  const products = await Product.findAll({
    attributes: ['id', 'name', 'price'],
    where: { id: { [Op.in]: waiting.map((row) => Number(row.productId)) }, stock: { [Op.gt]: 0 }, archived: false },
  });
  const queued: number[] = [];
  for (const product of products) {
    if (queued.length >= batch) break;
    const mailed: MailedProduct = { id: Number(product.id), name: product.name, price: Number(product.price) };
    const requests = await BackInStockRequest.findAll({
      attributes: ['id', 'email'],
      where: { productId: mailed.id, status: 'active' },
      order: [['id', 'ASC']],
      limit: batch - queued.length,
    });
    for (const request of requests) {
      const id = Number(request.id);
      const mailId = await writeTransaction(db.sequelize, async (transaction) => {
        const [claimed] = await BackInStockRequest.update(
          { status: 'notified', notifiedAt: storedNow() },
          { where: { id, status: 'active' }, transaction },
        );
        if (claimed !== 1) return null;
        const unsubscribe = unsubscribeLink(config.publicUrl, signLink(config.secretsKey, { purpose: 'bis', id }, UNSUBSCRIBE_LINK_DAYS));
        return queueMail(db, backInStockMail(config.publicUrl, request.email, mailed, unsubscribe), transaction);
      });
      if (mailId !== null) queued.push(mailId);
    }
  }
  if (queued.length > 0) sendQueuedMail(deps, queued);
  return queued.length;
}

interface Watch {
  running: Promise<void> | null;
  again: boolean;
}

const watches = new WeakMap<Database, { deps: AppDeps; watch: Watch }>();

/**
 * Runs notifyRestocked now in the background (once the run under way, if any, has finished: runs never overlap in one
 * instance, and changes made during a run get a run of their own).
 */
export function restocksMayHaveChanged(deps: AppDeps): void {
  let entry = watches.get(deps.db);
  if (!entry) watches.set(deps.db, (entry = { deps, watch: { running: null, again: false } }));
  const { watch } = entry;
  if (watch.running) {
    watch.again = true;
    return;
  }
  const run = async () => {
    do {
      watch.again = false;
      try {
        const sent = await notifyRestocked(deps);
        if (sent > 0) deps.logger.info({ sent }, 'back-in-stock e-mails queued');
      } catch (error) {
        deps.logger.error({ err: error }, 'back-in-stock e-mails could not be queued; the timer tries again');
      }
    } while (watch.again);
  };
  watch.running = run().finally(() => {
    watch.running = null;
  });
}

/** Resolves once the background run under way (if any) has finished (tests, shutdown). */
export async function settleRestockNotices(deps: AppDeps): Promise<void> {
  for (let round = 0; round < 10; round++) {
    const running = watches.get(deps.db)?.watch.running;
    if (!running) return;
    await running;
  }
}

/** Every catalogue change of this database (this instance's writes, and other instances' through Redis) may be a restock. */
const watched = new WeakSet<Database>();

export function notifyOnRestock(deps: AppDeps): void {
  if (watched.has(deps.db)) return;
  watched.add(deps.db);
  onCatalogueInvalidated(deps.db, () => restocksMayHaveChanged(deps));
}
