import {
  ADDRESS_API,
  ADDRESS_MESSAGES,
  BACK_OFFICE_MESSAGES,
  MAX_SAVED_ADDRESSES,
  type SavedAddress,
  type SavedAddressInput,
} from '@kingside/contracts';
import { versionEtag } from '@kingside/contracts/admin';
import { savedAddressSchema } from '@kingside/contracts/schemas';
import { Router, type Request, type Response } from 'express';
import type { Transaction } from 'sequelize';
import { signedInMember } from '../accounts';
import { routeId } from '../catalogue';
import { storedNow } from '../shared/db/clock';
import type { Database } from '../shared/db/database';
import { writeTransaction } from '../shared/db/writeTransaction';
import type { AppDeps } from '../shared/deps';
import { conflict, HttpError, notFound } from '../shared/http/errors';
import { ifMatchVersions } from '../shared/http/preconditions';
import { body } from '../shared/http/validate';
import type { SavedAddressModel } from './models';

/*
 * A member's address book (issue 44 point 4, docs/spec.md §7.4): the checkout's name and address, kept under the
 * member's account, at most MAX_SAVED_ADDRESSES, each once. Only ever the member's own: an address of someone else's
 * answers 404 as an unknown one does. Every write is one write transaction that first locks the member's row, so
 * two tabs adding at once cannot pass the cap or save one address twice (SQLite runs one write transaction at a
 * time anyway). Edits and deletes are optimistic (docs/architecture.md §10.6): they name the version they started
 * from in If-Match, and a stale one is refused with 412, so a second tab never overwrites or deletes an edit unseen.
 */

const toSavedAddress = (row: SavedAddressModel): SavedAddress => ({
  id: Number(row.id),
  customerName: row.customerName,
  customerAddress: row.customerAddress,
  version: Number(row.version),
});

/** The same address: compared here, exactly, so both databases agree whatever their collation says of case and accents. */
const sameAddress = (a: SavedAddressInput, b: SavedAddressInput) =>
  a.customerName === b.customerName && a.customerAddress === b.customerAddress;

/** The versions an edit names: 428 without If-Match, or with `*`, which names none (docs/spec.md §7.4). */
function editedVersions(req: Request): number[] {
  const versions = ifMatchVersions(req);
  if (versions === null || versions === 'any') throw new HttpError(428, BACK_OFFICE_MESSAGES.preconditionRequired);
  return versions;
}

const preconditionFailed = () => new HttpError(412, BACK_OFFICE_MESSAGES.conflict);
const missing = () => notFound(ADDRESS_MESSAGES.notFound);

export function addressBook(db: Database) {
  const { sequelize, models } = db;
  const { SavedAddress, User } = models;

  /** The member's book, in the order it was filled, read after their row is locked (the order every write takes). */
  async function lockedBook(userId: number, transaction: Transaction): Promise<SavedAddressModel[]> {
    await User.findByPk(userId, { attributes: ['id'], transaction, lock: transaction.LOCK.UPDATE });
    return SavedAddress.findAll({ where: { userId }, order: [['id', 'ASC']], transaction });
  }

  async function insert(userId: number, input: SavedAddressInput, transaction: Transaction): Promise<SavedAddressModel> {
    const now = storedNow();
    return SavedAddress.create({ userId, ...input, version: 1, createdAt: now, updatedAt: now }, { transaction, silent: true });
  }

  return {
    async list(userId: number): Promise<SavedAddress[]> {
      return (await SavedAddress.findAll({ where: { userId }, order: [['id', 'ASC']] })).map(toSavedAddress);
    },

    /** 409 when the book is full or already holds this address. */
    add(userId: number, input: SavedAddressInput): Promise<SavedAddress> {
      return writeTransaction(sequelize, async (transaction) => {
        const book = await lockedBook(userId, transaction);
        if (book.some((row) => sameAddress(row, input))) throw conflict(ADDRESS_MESSAGES.alreadySaved);
        if (book.length >= MAX_SAVED_ADDRESSES) throw conflict(ADDRESS_MESSAGES.bookFull);
        return toSavedAddress(await insert(userId, input, transaction));
      });
    },

    /**
     * Checkout's "Save this address", inside the order's own transaction: saved with the order or not at all. An address
     * already in the book, or a full book (another tab filled it meanwhile), leaves the book as it is and never fails the order.
     */
    async saveWithOrder(userId: number, input: SavedAddressInput, transaction: Transaction): Promise<boolean> {
      const book = await lockedBook(userId, transaction);
      if (book.length >= MAX_SAVED_ADDRESSES || book.some((row) => sameAddress(row, input))) return false;
      await insert(userId, input, transaction);
      return true;
    },

    /** An edit of the version the member saw; the same values again change nothing (no new version). */
    edit(userId: number, id: number, versions: number[], input: SavedAddressInput): Promise<SavedAddress> {
      return writeTransaction(sequelize, async (transaction) => {
        const book = await lockedBook(userId, transaction);
        const row = book.find((address) => Number(address.id) === id);
        if (!row) throw missing();
        const version = Number(row.version);
        if (!versions.includes(version)) throw preconditionFailed();
        if (sameAddress(row, input)) return toSavedAddress(row);
        if (book.some((other) => other !== row && sameAddress(other, input))) throw conflict(ADDRESS_MESSAGES.alreadySaved);
        // The version checked again in the statement itself: SQLite takes no row lock, it runs one writer at a time.
        const [updated] = await SavedAddress.update(
          { ...input, version: version + 1, updatedAt: storedNow() },
          { where: { id, userId, version }, transaction, silent: true },
        );
        if (updated !== 1) throw preconditionFailed();
        return { id, ...input, version: version + 1 };
      });
    },

    remove(userId: number, id: number, versions: number[]): Promise<void> {
      return writeTransaction(sequelize, async (transaction) => {
        const book = await lockedBook(userId, transaction);
        const row = book.find((address) => Number(address.id) === id);
        if (!row) throw missing();
        const version = Number(row.version);
        if (!versions.includes(version)) throw preconditionFailed();
        const removed = await SavedAddress.destroy({ where: { id, userId, version }, transaction });
        if (removed !== 1) throw preconditionFailed();
      });
    },
  };
}

const noStore = (res: Response) => res.set('Cache-Control', 'no-store');
const itemPath = ADDRESS_API.item(':id').slice('/api'.length);

/**
 * /api/me/addresses (member bearer token; docs/spec.md §7.4): GET the book, POST an address (201), PUT one with
 * If-Match (200), DELETE one with If-Match (204). Each answer with an address carries its ETag.
 */
export function addressRoutes(deps: AppDeps): Router {
  const router = Router();
  const book = addressBook(deps.db);
  const memberId = async (req: Request) => Number((await signedInMember(deps, req)).id);

  router.get(ADDRESS_API.list.slice('/api'.length), async (req, res) => {
    noStore(res);
    res.json(await book.list(await memberId(req)));
  });

  router.post(ADDRESS_API.list.slice('/api'.length), async (req, res) => {
    noStore(res);
    const userId = await memberId(req);
    const input = body<SavedAddressInput>(req, savedAddressSchema);
    const saved = await book.add(userId, input);
    res.status(201).set('ETag', versionEtag(saved.version)).json(saved);
  });

  router.put(itemPath, async (req, res) => {
    noStore(res);
    const userId = await memberId(req);
    const id = routeId(req.params.id);
    const input = body<SavedAddressInput>(req, savedAddressSchema);
    const saved = await book.edit(userId, id, editedVersions(req), input);
    res.set('ETag', versionEtag(saved.version)).json(saved);
  });

  router.delete(itemPath, async (req, res) => {
    noStore(res);
    const userId = await memberId(req);
    const id = routeId(req.params.id);
    await book.remove(userId, id, editedVersions(req));
    res.status(204).end();
  });

  return router;
}
