import { randomBytes } from 'node:crypto';
import { orderTotals, type OrderRequest } from '@kingside/contracts';
import { createUser } from '../../auth/testing/users';
import { issueToken } from '../../auth/tokens';
import type { Database } from '../../db/database';
import type { UserModel } from '../../db/models';

/** Test helpers for orders: products with a known stock, valid order bodies, members and administrators with tokens. */

export interface TestProduct {
  id: number;
  name: string;
  price: number;
}

let sequence = 0;
const marker = () => `${++sequence}-${randomBytes(3).toString('hex')}`;

/** A live product straight in the database, with exactly this stock. */
export async function makeProduct(db: Database, options: { stock: number; price?: number; name?: string }): Promise<TestProduct> {
  const product = await db.models.Product.create({
    name: options.name ?? `Fixture Board ${marker()}`,
    description: 'A product for the order tests.',
    imageUrl: '/images/products/walnut-maple-board.svg',
    price: options.price ?? 2500,
    stock: options.stock,
    category: 'Chess Boards',
  });
  return { id: Number(product.id), name: product.name, price: Number(product.price) };
}

export const CUSTOMER = { customerName: 'Ada Lovelace', customerEmail: 'ada@example.com', customerAddress: '12 Analytical Row, London' };

/** A correct order for these lines, priced as the browser would price it. */
export function orderBody(lines: { product: TestProduct; quantity: number }[], extra: Partial<OrderRequest> = {}): OrderRequest {
  const items = lines.map(({ product, quantity }) => ({ productId: product.id, quantity, price: product.price }));
  return { ...CUSTOMER, items, totalAmount: orderTotals(items).total, ...extra };
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A verified member and a live member token of theirs. */
export async function signedInMember(db: Database, options: { email?: string; firstName?: string } = {}) {
  const user = await createUser(db.models, options);
  return { user, token: await issueToken(db.models, user.id, 'member') };
}

/** The seeded administrator and a live admin token of theirs. */
export async function signedInAdmin(db: Database, email: string): Promise<{ user: UserModel; token: string }> {
  const user = await db.models.User.findOne({ where: { email } });
  if (!user) throw new Error(`no administrator ${email}: was the test app seeded?`);
  return { user, token: await issueToken(db.models, user.id, 'admin') };
}

export async function stockOf(db: Database, productId: number): Promise<number> {
  const product = await db.models.Product.findByPk(productId);
  return Number(product?.stock);
}
