import {
  DataTypes,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Model,
  type NonAttribute,
  type Sequelize,
} from 'sequelize';
import { timestamps } from '../shared/db/columns';

/* Carts and orders (commerce/): lines, status history. */

export interface CartModel extends Model<InferAttributes<CartModel>, InferCreationAttributes<CartModel>> {
  /** random UUID v4: unguessable, never a sequence */
  id: string;
  /** the discount code applied in the cart (issue 44, migration 0018), null without one */
  discountCode: CreationOptional<string | null>;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
  items?: NonAttribute<CartItemModel[]>;
}

export interface CartItemModel extends Model<InferAttributes<CartItemModel>, InferCreationAttributes<CartItemModel>> {
  id: CreationOptional<number>;
  cartId: string;
  productId: number;
  quantity: number;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
}

export interface OrderModel extends Model<InferAttributes<OrderModel>, InferCreationAttributes<OrderModel>> {
  id: CreationOptional<number>;
  customerName: string;
  customerEmail: string;
  customerAddress: string;
  subtotal: number;
  shipping: number;
  totalAmount: number;
  status: CreationOptional<string>;
  /** Idempotency-Key of the submission that created it (unique), so a retry finds it */
  idempotencyKey: string | null;
  /** sha256 of the request body, so a reused key with a different order is refused */
  requestHash: string | null;
  /** the member who placed it (from their bearer token), null for a guest order; no foreign key (migration 0005) */
  userId: CreationOptional<number | null>;
  /** placing it took its units off the stock (orders placed before migration 0005 did not): cancelling puts them back */
  stockTaken: CreationOptional<boolean>;
  /**
   * the end of its payment window when it waits for an online payment (Stripe), null for the simulated checkout's
   * (migration 0014): a pending order past it is cancelled by the sweep (payments/unpaidOrders.ts)
   */
  paymentDueAt: CreationOptional<Date | null>;
  /** the discount code it was placed with and the cents it took off (issue 44, migration 0018) */
  discountCode: CreationOptional<string | null>;
  discount: CreationOptional<number>;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
  lines?: NonAttribute<OrderLineModel[]>;
}

export interface OrderLineModel extends Model<InferAttributes<OrderLineModel>, InferCreationAttributes<OrderLineModel>> {
  id: CreationOptional<number>;
  orderId: number;
  productId: number;
  /** the product's name when ordered */
  name: string;
  quantity: number;
  /** unit price in cents when ordered, from the database */
  price: number;
}

/** One change of an order's status (the first: placed, by the customer). Append-only. */
export interface OrderStatusChangeModel extends Model<
  InferAttributes<OrderStatusChangeModel>,
  InferCreationAttributes<OrderStatusChangeModel>
> {
  id: CreationOptional<number>;
  orderId: number;
  status: string;
  at: Date;
  /** null when the customer placed the order */
  adminId: number | null;
  adminEmail: string | null;
  note: string | null;
}

/** One address of a member's address book (issue 44, migration 0015): the checkout's shipping fields. */
export interface SavedAddressModel extends Model<InferAttributes<SavedAddressModel>, InferCreationAttributes<SavedAddressModel>> {
  id: CreationOptional<number>;
  userId: number;
  customerName: string;
  customerAddress: string;
  /** raised by every edit: the If-Match of the next */
  version: CreationOptional<number>;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
}

export function defineCommerceModels(sequelize: Sequelize) {
  const Cart = sequelize.define<CartModel>(
    'carts',
    {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      discountCode: { type: DataTypes.STRING(32), allowNull: true },
      ...timestamps,
    },
    { tableName: 'carts' },
  );

  const CartItem = sequelize.define<CartItemModel>(
    'cart_items',
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      cartId: { type: DataTypes.STRING(36), allowNull: false },
      productId: { type: DataTypes.INTEGER, allowNull: false },
      quantity: { type: DataTypes.INTEGER, allowNull: false },
      ...timestamps,
    },
    { tableName: 'cart_items' },
  );

  const Order = sequelize.define<OrderModel>(
    'orders',
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      customerName: { type: DataTypes.STRING(200), allowNull: false },
      customerEmail: { type: DataTypes.STRING(254), allowNull: false },
      customerAddress: { type: DataTypes.STRING(500), allowNull: false },
      subtotal: { type: DataTypes.INTEGER, allowNull: false },
      shipping: { type: DataTypes.INTEGER, allowNull: false },
      totalAmount: { type: DataTypes.INTEGER, allowNull: false },
      status: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'pending' },
      idempotencyKey: { type: DataTypes.STRING(100), allowNull: true, unique: true },
      requestHash: { type: DataTypes.STRING(64), allowNull: true },
      userId: { type: DataTypes.INTEGER, allowNull: true },
      stockTaken: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
      paymentDueAt: { type: DataTypes.DATE, allowNull: true },
      discountCode: { type: DataTypes.STRING(32), allowNull: true },
      discount: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      ...timestamps,
    },
    { tableName: 'orders' },
  );

  const OrderLine = sequelize.define<OrderLineModel>(
    'order_lines',
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      orderId: { type: DataTypes.INTEGER, allowNull: false },
      productId: { type: DataTypes.INTEGER, allowNull: false },
      name: { type: DataTypes.STRING(200), allowNull: false },
      quantity: { type: DataTypes.INTEGER, allowNull: false },
      price: { type: DataTypes.INTEGER, allowNull: false },
    },
    { tableName: 'order_lines', timestamps: false },
  );

  const OrderStatusChange = sequelize.define<OrderStatusChangeModel>(
    'order_status_changes',
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      orderId: { type: DataTypes.INTEGER, allowNull: false },
      status: { type: DataTypes.STRING(20), allowNull: false },
      at: { type: DataTypes.DATE, allowNull: false },
      adminId: { type: DataTypes.INTEGER, allowNull: true },
      adminEmail: { type: DataTypes.STRING(254), allowNull: true },
      note: { type: DataTypes.STRING(500), allowNull: true },
    },
    { tableName: 'order_status_changes', timestamps: false },
  );

  const SavedAddress = sequelize.define<SavedAddressModel>(
    'saved_addresses',
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      userId: { type: DataTypes.INTEGER, allowNull: false },
      customerName: { type: DataTypes.STRING(200), allowNull: false },
      customerAddress: { type: DataTypes.STRING(500), allowNull: false },
      version: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
      ...timestamps,
    },
    { tableName: 'saved_addresses' },
  );

  return { Cart, CartItem, Order, OrderLine, OrderStatusChange, SavedAddress };
}
