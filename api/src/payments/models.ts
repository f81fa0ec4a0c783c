import {
  DataTypes,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Model,
  type Sequelize,
} from 'sequelize';
import { timestamps } from '../shared/db/columns';

/* Payments at a provider (payments/, migration 0012): an order's Stripe payment, and the events applied. */

export interface OrderPaymentModel extends Model<InferAttributes<OrderPaymentModel>, InferCreationAttributes<OrderPaymentModel>> {
  id: CreationOptional<number>;
  orderId: number;
  provider: string;
  /** the Checkout Session (unique): what the return page and the webhook find the order by */
  sessionId: string;
  paymentIntentId: string | null;
  /** what Stripe was asked for, in cents of `currency` */
  amount: number;
  currency: string;
  /** contracts' PaymentStatus */
  status: string;
  mismatch: CreationOptional<boolean>;
  livemode: CreationOptional<boolean>;
  amountRefunded: CreationOptional<number>;
  refundId: CreationOptional<string | null>;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
}

/** A provider's event, applied once: its id is the primary key. */
export interface PaymentEventModel extends Model<InferAttributes<PaymentEventModel>, InferCreationAttributes<PaymentEventModel>> {
  id: string;
  provider: string;
  type: string;
  orderId: number | null;
  receivedAt: Date;
}

export function definePaymentsModels(sequelize: Sequelize) {
  const OrderPayment = sequelize.define<OrderPaymentModel>(
    'order_payments',
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      orderId: { type: DataTypes.INTEGER, allowNull: false, unique: true },
      provider: { type: DataTypes.STRING(20), allowNull: false },
      sessionId: { type: DataTypes.STRING(255), allowNull: false, unique: true },
      paymentIntentId: { type: DataTypes.STRING(255), allowNull: true },
      amount: { type: DataTypes.INTEGER, allowNull: false },
      currency: { type: DataTypes.STRING(3), allowNull: false },
      status: { type: DataTypes.STRING(20), allowNull: false },
      mismatch: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      livemode: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      amountRefunded: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      refundId: { type: DataTypes.STRING(255), allowNull: true },
      ...timestamps,
    },
    { tableName: 'order_payments' },
  );

  const PaymentEvent = sequelize.define<PaymentEventModel>(
    'payment_events',
    {
      id: { type: DataTypes.STRING(255), primaryKey: true },
      provider: { type: DataTypes.STRING(20), allowNull: false },
      type: { type: DataTypes.STRING(100), allowNull: false },
      orderId: { type: DataTypes.INTEGER, allowNull: true },
      receivedAt: { type: DataTypes.DATE, allowNull: false },
    },
    { tableName: 'payment_events', timestamps: false },
  );

  return { OrderPayment, PaymentEvent };
}
