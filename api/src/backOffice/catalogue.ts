import {
  BACK_OFFICE_MESSAGES,
  TOTAL_COUNT_HEADER,
  type AdminListQuery,
  type AdminRecord,
  type BlogCategory,
  type CatalogueInputs,
  type CatalogueKind,
  type LessonCategory,
  type LessonLevel,
  type ProductCategory,
} from '@kingside/contracts';
import { catalogueCreateSchemas, catalogueListQuerySchemas, cataloguePatchSchemas } from '@kingside/contracts/schemas';
import { BACK_OFFICE_API, CATALOGUE_ENTITY, catalogueAuditAction, versionEtag, type CatalogueVerb } from '@kingside/contracts/admin';
import type { RequestHandler } from 'express';
import { Op, type Model, type ModelStatic, type Transaction, type WhereOptions } from 'sequelize';
import type { AppDeps } from '../shared/deps';
import { catalogueChanged, routeId } from '../catalogue';
import { followStockEdit, lockStockClosure } from '../commerce';
import { toBoolean, toDateOnly, toIsoString } from '../shared/db/values';
import { writeTransaction } from '../shared/db/writeTransaction';
import { storedNow } from '../shared/db/clock';
import type { Models } from '../shared/db/database';
import { HttpError, notFound } from '../shared/http/errors';
import { ifMatchVersions } from '../shared/http/preconditions';
import { body, validated } from '../shared/http/validate';
import { diffChanges, recordAudit } from '../shared/audit/recordAudit';
import { currentAdmin } from '../accounts';

/*
 * The back office's catalogue api (docs/spec.md §7.8): the same list, read, create, edit and archive for
 * products, lessons and blog posts. What differs between the kinds is data (KINDS below); the handlers are
 * written once.
 *
 * Every write runs in one write transaction with its audit line, bumps the record's version (its ETag),
 * and, once committed, clears the catalogue caches of every api instance (catalogueChanged). Edits are
 * optimistic: PATCH names the version it edited in If-Match, and the UPDATE only applies to that version,
 * so of two saves of one version exactly one wins and the other gets 412 with nothing written.
 */

type Row = Record<string, unknown>;

interface KindSpec<K extends CatalogueKind> {
  model(models: Models): ModelStatic<Model>;
  /** the fields an administrator edits (exactly the keys of the kind's create schema) */
  fields: readonly (keyof CatalogueInputs[K] & string)[];
  /** the columns `q` searches */
  search: readonly string[];
  /** the list's filter parameter, a column of the same name */
  filter: 'category' | 'level';
  /** a row's fields as the api answers them, whichever types the database driver gave */
  toInput(row: Row): CatalogueInputs[K];
}

const text = (value: unknown) => String(value);

export const KINDS: { [K in CatalogueKind]: KindSpec<K> } = {
  products: {
    model: (models) => models.Product as unknown as ModelStatic<Model>,
    fields: ['name', 'description', 'imageUrl', 'price', 'stock', 'category'],
    search: ['name', 'description'],
    filter: 'category',
    toInput: (row) => ({
      name: text(row.name),
      description: text(row.description),
      imageUrl: text(row.imageUrl),
      price: Number(row.price),
      stock: Number(row.stock),
      category: text(row.category) as ProductCategory,
    }),
  },
  lessons: {
    model: (models) => models.Lesson as unknown as ModelStatic<Model>,
    fields: ['title', 'description', 'imageUrl', 'level', 'lessonCount', 'content', 'category'],
    search: ['title', 'description'],
    filter: 'level',
    toInput: (row) => ({
      title: text(row.title),
      description: text(row.description),
      imageUrl: text(row.imageUrl),
      level: text(row.level) as LessonLevel,
      lessonCount: Number(row.lessonCount),
      content: text(row.content),
      category: text(row.category) as LessonCategory,
    }),
  },
  'blog-posts': {
    model: (models) => models.BlogPost as unknown as ModelStatic<Model>,
    fields: ['title', 'excerpt', 'content', 'imageUrl', 'category', 'publishedDate'],
    search: ['title', 'excerpt'],
    filter: 'category',
    toInput: (row) => ({
      title: text(row.title),
      excerpt: text(row.excerpt),
      content: text(row.content),
      imageUrl: text(row.imageUrl),
      category: text(row.category) as BlogCategory,
      publishedDate: toDateOnly(row.publishedDate),
    }),
  },
};

const ADMIN_PREFIX = '/api/admin';
/** The kind's paths as the admin router (mounted at /api/admin) declares them. */
export const kindPaths = (kind: CatalogueKind) => {
  const list = BACK_OFFICE_API.list(kind).slice(ADMIN_PREFIX.length);
  return { list, item: `${list}/:id` };
};

function pick(source: Readonly<Row>, fields: readonly string[]): Row {
  const picked: Row = {};
  for (const field of fields) if (Object.hasOwn(source, field)) picked[field] = source[field];
  return picked;
}

/** `%` and `_` match anything in LIKE: a search for "100%" must find "100%", not every row. */
function likePattern(q: string): string {
  return `%${q.replace(/[!%_]/g, '!$&')}%`;
}

const preconditionFailed = () => new HttpError(412, BACK_OFFICE_MESSAGES.conflict);
const missing = () => notFound(BACK_OFFICE_MESSAGES.notFound);

export interface CatalogueAdminHandlers {
  list: RequestHandler;
  read: RequestHandler;
  create: RequestHandler;
  update: RequestHandler;
  archive: RequestHandler;
}

export function catalogueAdmin<K extends CatalogueKind>(deps: AppDeps, kind: K): CatalogueAdminHandlers {
  const { db } = deps;
  const { sequelize } = db;
  const spec = KINDS[kind] as KindSpec<K>;
  const Items = spec.model(db.models);
  const entity = CATALOGUE_ENTITY[kind];
  const quote = (name: string) => sequelize.getQueryInterface().quoteIdentifier(name);

  const plain = (row: Model): Row => row.get({ plain: true }) as Row;
  const toRecord = (row: Model): AdminRecord<K> => {
    const values = plain(row);
    return {
      id: Number(values.id),
      ...spec.toInput(values),
      archived: toBoolean(values.archived),
      version: Number(values.version),
      createdAt: toIsoString(values.createdAt),
      updatedAt: toIsoString(values.updatedAt),
    } as AdminRecord<K>;
  };
  /** What the audit log compares: the editable fields and whether the record is archived. */
  const snapshot = (row: Model): Row => {
    const values = plain(row);
    return Object.assign<Row, CatalogueInputs[K], Row>({}, spec.toInput(values), { archived: toBoolean(values.archived) });
  };

  /**
   * The record, read for a write: on MariaDB with FOR UPDATE, so the read is the latest committed version
   * (not the transaction's snapshot) and a concurrent write of the same record waits for this one.
   */
  const lockedRow = (id: number, transaction: Transaction) => Items.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });

  /** The record as the database now has it (inside the write's transaction: the answer is what was stored). */
  async function reread(id: number, transaction: Transaction): Promise<AdminRecord<K>> {
    const row = await Items.findByPk(id, { transaction });
    if (!row) throw new Error(`${kind} ${id} vanished inside its own write transaction`);
    return toRecord(row);
  }

  const audit = (res: Parameters<RequestHandler>[1], verb: CatalogueVerb, entityId: number, changes: ReturnType<typeof diffChanges>) => {
    const admin = currentAdmin(res);
    return { adminId: admin.id, adminEmail: admin.email, action: catalogueAuditAction(kind, verb), entity, entityId, changes };
  };

  /** GET /api/admin/<kind>: one page, most recently changed first, the total in X-Total-Count. */
  const list: RequestHandler = async (req, res) => {
    const query = validated<AdminListQuery & { limit: number; offset: number }>(
      catalogueListQuerySchemas[kind],
      { ...req.query },
      { convert: true },
    );
    const conditions: WhereOptions[] = [];
    if (query.archived !== undefined) conditions.push({ archived: query.archived });
    const filterValue = query[spec.filter];
    if (filterValue !== undefined) conditions.push({ [spec.filter]: filterValue });
    if (query.q) {
      // LOWER on both sides: case-insensitive whatever the column's collation (SQLite folds ASCII only).
      const pattern = sequelize.escape(likePattern(query.q));
      const matches = spec.search.map((column) => `LOWER(${quote(column)}) LIKE LOWER(${pattern}) ESCAPE '!'`);
      conditions.push(sequelize.literal(`(${matches.join(' OR ')})`) as unknown as WhereOptions);
    }
    const { rows, count } = await Items.findAndCountAll({
      where: { [Op.and]: conditions },
      order: [
        ['updatedAt', 'DESC'],
        ['id', 'DESC'],
      ],
      limit: query.limit,
      offset: query.offset,
    });
    res.set(TOTAL_COUNT_HEADER, String(count)).json(rows.map(toRecord));
  };

  /** GET /api/admin/<kind>/{id}: the record (archived or not) with its version as ETag. */
  const read: RequestHandler = async (req, res) => {
    const row = await Items.findByPk(routeId(req.params.id));
    if (!row) throw missing();
    const record = toRecord(row);
    res.set('ETag', versionEtag(record.version)).json(record);
  };

  /** POST /api/admin/<kind>: 201, the record, its Location and ETag. */
  const create: RequestHandler = async (req, res) => {
    const values = pick(body<Row>(req, catalogueCreateSchemas[kind]), spec.fields);
    const now = storedNow();
    const record = await writeTransaction(sequelize, async (transaction) => {
      // silent: the timestamps are the whole-second ones given here (storedNow), not Sequelize's own.
      const row = await Items.create(
        { ...values, archived: false, version: 1, createdAt: now, updatedAt: now },
        { transaction, silent: true },
      );
      const id = Number(row.get('id'));
      await recordAudit(db, audit(res, 'create', id, diffChanges(null, values)), transaction);
      return reread(id, transaction);
    });
    catalogueChanged(deps);
    res.status(201).location(BACK_OFFICE_API.item(kind, record.id)).set('ETag', versionEtag(record.version)).json(record);
  };

  /**
   * PATCH /api/admin/<kind>/{id} with If-Match: any of the fields, `archived: false` to restore (true to
   * archive). 428 without If-Match, 412 when the record's version is not the one named. A change that
   * changes nothing writes nothing (no new version, no audit line) and answers the record as it is.
   */
  const update: RequestHandler = async (req, res) => {
    const id = routeId(req.params.id);
    const patch = pick(body<Row>(req, cataloguePatchSchemas[kind]), [...spec.fields, 'archived']);
    const versions = ifMatchVersions(req);
    // `*` would let an edit overwrite whatever is stored: exactly what the version is there to prevent.
    if (versions === null || versions === 'any') throw new HttpError(428, BACK_OFFICE_MESSAGES.preconditionRequired);
    const outcome = await writeTransaction(sequelize, async (transaction) => {
      // A stock edit locks what a sale of a bundle locks, in the same (id) order, before the product's own row:
      // locking the product first and its bundle's other parts later deadlocked with orders (MariaDB).
      if (kind === 'products' && 'stock' in patch) await lockStockClosure(db, [id], transaction);
      const row = await lockedRow(id, transaction);
      if (!row) throw missing();
      const version = Number(row.get('version'));
      if (!versions.includes(version)) throw preconditionFailed();
      const before = snapshot(row);
      const after = { ...before, ...patch };
      const changes = diffChanges(before, after);
      if (Object.keys(changes).length === 0) return { record: toRecord(row), changed: false };
      // The check and the write in one statement, whatever the lock above does (SQLite has none; writes
      // queue instead): a save of the same version that committed first has moved the version on, and
      // this UPDATE then matches no row.
      const [updated] = await Items.update(
        {
          ...pick(after, Object.keys(changes)),
          version: sequelize.literal(`${quote('version')} + 1`),
          updatedAt: storedNow(),
        },
        { where: { id, version }, transaction, silent: true },
      );
      if (updated !== 1) throw preconditionFailed();
      // A product's stock set by hand moves the bundles it is part of; a bundle's own is its parts' (issue 44).
      if (kind === 'products' && 'stock' in changes) await followStockEdit(db, id, transaction);
      const verb: CatalogueVerb = before.archived === after.archived ? 'update' : after.archived ? 'archive' : 'restore';
      await recordAudit(db, audit(res, verb, id, changes), transaction);
      return { record: await reread(id, transaction), changed: true };
    });
    if (outcome.changed) catalogueChanged(deps);
    res.set('ETag', versionEtag(outcome.record.version)).json(outcome.record);
  };

  /**
   * DELETE /api/admin/<kind>/{id}: archives (nothing is ever deleted: orders, carts and the audit log
   * still name the record). 204; already archived is 204 again with nothing written. If-Match is optional
   * here, and honoured when sent.
   */
  const archive: RequestHandler = async (req, res) => {
    const id = routeId(req.params.id);
    const versions = ifMatchVersions(req);
    const changed = await writeTransaction(sequelize, async (transaction) => {
      const row = await lockedRow(id, transaction);
      if (!row) throw missing();
      if (toBoolean(row.get('archived'))) return false;
      const version = Number(row.get('version'));
      if (Array.isArray(versions) && !versions.includes(version)) throw preconditionFailed();
      const [updated] = await Items.update(
        { archived: true, version: sequelize.literal(`${quote('version')} + 1`), updatedAt: storedNow() },
        { where: { id, version }, transaction, silent: true },
      );
      if (updated !== 1) throw preconditionFailed();
      await recordAudit(db, audit(res, 'archive', id, { archived: [false, true] }), transaction);
      return true;
    });
    if (changed) catalogueChanged(deps);
    res.status(204).end();
  };

  return { list, read, create, update, archive };
}
