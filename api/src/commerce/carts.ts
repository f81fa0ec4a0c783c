import { randomUUID } from 'node:crypto';
import { BACK_OFFICE_MESSAGES, MAX_LINE_QUANTITY, type Cart } from '@kingside/contracts';
import { API_MESSAGES } from '@kingside/contracts/api';
import { isInStock } from '@kingside/contracts/admin';
import { Op, UniqueConstraintError } from 'sequelize';
import type { Database } from '../shared/db/database';
import { badRequest, conflict, HttpError, notFound } from '../shared/http/errors';
import { toBoolean } from '../shared/db/values';
import { isLockConflict, retryLockConflicts } from '../shared/db/writeTransaction';
import { discountCodes } from '../promotions';

/**
 * Adds retry when a concurrent request changed the line between our statements, or MariaDB rolled one of
 * them back as a deadlock victim (see addItem). Each retry means another request made progress, so a
 * handful is plenty; running out is a 503, retry later.
 */
const MAX_ADD_ATTEMPTS = 5;

/**
 * Carts (docs/spec.md §3, §7): a random UUID and its lines, one per product (unique cart_items(cartId, productId)).
 * Every change touches the cart's updatedAt, so abandoned carts can be found and purged by age.
 */
export function cartService(db: Database) {
  const { sequelize, models } = db;
  const { Cart: Carts, CartItem, Product } = models;
  const codes = discountCodes(db);

  /** The cart's lines, and its discount code's terms once one is applied (issue 44; absent without one). */
  async function read(cartId: string): Promise<Cart> {
    const [items, cart] = await Promise.all([
      CartItem.findAll({ attributes: ['productId', 'quantity'], where: { cartId }, order: [['id', 'ASC']] }),
      Carts.findByPk(cartId, { attributes: ['id', 'discountCode'] }),
    ]);
    const lines = items.map((item) => ({ productId: Number(item.productId), quantity: Number(item.quantity) }));
    const discount = cart?.discountCode ? await codes.terms(cart.discountCode) : null;
    return { id: cartId, items: lines, ...(discount ? { discount } : {}) };
  }

  /** The goods' subtotal of the cart's lines that can be ordered, at the database's prices (cents). */
  async function subtotal(cartId: string): Promise<number> {
    const items = await CartItem.findAll({ attributes: ['productId', 'quantity'], where: { cartId } });
    const products = await Product.findAll({
      attributes: ['id', 'price'],
      where: { id: { [Op.in]: items.map((item) => Number(item.productId)) }, archived: false },
    });
    const price = new Map(products.map((product) => [Number(product.id), Number(product.price)]));
    return items.reduce((sum, item) => sum + (price.get(Number(item.productId)) ?? 0) * Number(item.quantity), 0);
  }

  async function exists(cartId: string): Promise<boolean> {
    return (await Carts.findByPk(cartId, { attributes: ['id'] })) !== null;
  }

  /** 404 unless the cart exists (reads only: a refused request must leave the database as it was). */
  async function ensureCart(cartId: string): Promise<void> {
    if (!(await exists(cartId))) throw notFound(API_MESSAGES.cartNotFound);
  }

  /**
   * Marks the cart as used now, after a change went through. (Model.update skips a statement that would
   * only set updatedAt, hence the query interface.)
   */
  async function touch(cartId: string): Promise<void> {
    await retryLockConflicts(() =>
      sequelize
        .getQueryInterface()
        .bulkUpdate(Carts.getTableName(), { updatedAt: new Date() }, { id: cartId }, {}, Carts.getAttributes() as never),
    );
  }

  /**
   * 404 for a product that never existed; 409 for one an administrator archived (it left the shop, the
   * browser's page is stale) or one out of stock. Lines already in a cart are left alone (get lists them).
   */
  async function sellableProduct(productId: number): Promise<void> {
    const product = await Product.findByPk(productId, { attributes: ['id', 'name', 'stock', 'archived'] });
    if (!product) throw notFound(API_MESSAGES.productNotFound);
    if (toBoolean(product.archived)) throw conflict(BACK_OFFICE_MESSAGES.productUnavailable(product.name));
    if (!isInStock(Number(product.stock))) throw conflict(API_MESSAGES.outOfStock);
  }

  /**
   * One try of addItem's steps 1–3: true once the quantity is in the line, false when the line changed
   * between the statements (try again). A unique violation or a lock conflict is thrown to the caller.
   */
  async function addToLine(cartId: string, productId: number, quantity: number): Promise<boolean> {
    const [incremented] = await CartItem.update(
      { quantity: sequelize.literal(`quantity + ${Number(quantity)}`) as unknown as number },
      { where: { cartId, productId, quantity: { [Op.lte]: MAX_LINE_QUANTITY - quantity } } },
    );
    if (incremented > 0) return true;
    const line = await CartItem.findOne({ attributes: ['quantity'], where: { cartId, productId } });
    if (line) {
      if (Number(line.quantity) + quantity > MAX_LINE_QUANTITY) throw badRequest(API_MESSAGES.lineQuantityExceeded);
      return false;
    }
    await CartItem.create({ cartId, productId, quantity });
    return true;
  }

  return {
    async create(): Promise<{ id: string }> {
      const cart = await Carts.create({ id: randomUUID() });
      return { id: cart.id };
    },

    async get(cartId: string): Promise<Cart> {
      const cart = await read(cartId);
      // A cart with lines exists; only an empty answer needs the second look.
      if (cart.items.length === 0 && !(await exists(cartId))) throw notFound(API_MESSAGES.cartNotFound);
      return cart;
    },

    /**
     * Adds `quantity` of a product; a product already in the cart gets the sum. Two simultaneous adds must
     * both count, on SQLite and MariaDB alike, without a transaction holding locks across round trips:
     *  1. increment the line in ONE statement, only while the sum stays within MAX_LINE_QUANTITY (atomic);
     *  2. no row changed: either the sum would be too large (400) or there is no line yet;
     *  3. insert the line; if a concurrent add inserted it first, the unique index refuses ours: go to 1.
     * Each statement commits alone; one MariaDB rolled back over a lock conflict changed nothing: go to 1.
     */
    async addItem(cartId: string, productId: number, quantity: number): Promise<Cart> {
      await ensureCart(cartId);
      await sellableProduct(productId);
      for (let attempt = 0; attempt < MAX_ADD_ATTEMPTS; attempt++) {
        let added = false;
        try {
          added = await addToLine(cartId, productId, quantity);
        } catch (error) {
          if (!(error instanceof UniqueConstraintError) && !isLockConflict(error)) throw error;
        }
        if (added) {
          await touch(cartId);
          return read(cartId);
        }
      }
      throw new HttpError(503, API_MESSAGES.serviceUnavailable, { 'Retry-After': '1' });
    },

    /**
     * Sets a line's quantity. Lowering is always allowed; raising a product that went out of stock or was
     * archived since it was added is refused (409), as adding it would be.
     */
    async setQuantity(cartId: string, productId: number, quantity: number): Promise<Cart> {
      await ensureCart(cartId);
      const line = await CartItem.findOne({ attributes: ['quantity'], where: { cartId, productId } });
      if (!line) throw notFound(API_MESSAGES.itemNotInCart);
      if (quantity > Number(line.quantity)) await sellableProduct(productId);
      // No check of the row count: MariaDB reports 0 when the quantity was already this one.
      await CartItem.update({ quantity }, { where: { cartId, productId } });
      await touch(cartId);
      return read(cartId);
    },

    /**
     * Applies a discount code (issue 44): judged now against the cart's subtotal and the shopper (404 for an unknown
     * cart, 409 with the rule the code breaks); the order judges it again when it is placed.
     */
    async applyCode(cartId: string, code: string, userId: number | null): Promise<Cart> {
      await ensureCart(cartId);
      await codes.check(code, { userId }, await subtotal(cartId));
      await Carts.update({ discountCode: code }, { where: { id: cartId } });
      await touch(cartId);
      return read(cartId);
    },

    async removeCode(cartId: string): Promise<Cart> {
      await ensureCart(cartId);
      await Carts.update({ discountCode: null }, { where: { id: cartId } });
      await touch(cartId);
      return read(cartId);
    },

    async removeItem(cartId: string, productId: number): Promise<Cart> {
      await ensureCart(cartId);
      const removed = await CartItem.destroy({ where: { cartId, productId } });
      if (removed === 0) throw notFound(API_MESSAGES.itemNotInCart);
      await touch(cartId);
      return read(cartId);
    },
  };
}
