import {
  DataTypes,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Model,
  type Sequelize,
} from 'sequelize';

/* The queue of order e-mails (mail/mailQueue.ts). */

/** An e-mail waiting to be sent (mail/mailQueue.ts): removed once sent, retried with backoff when a send fails. */
export interface MailQueueModel extends Model<InferAttributes<MailQueueModel>, InferCreationAttributes<MailQueueModel>> {
  id: CreationOptional<number>;
  recipient: string;
  subject: string;
  text: string;
  html: string;
  /** the mail's extra headers as JSON (migration 0022), or null */
  headers: CreationOptional<string | null>;
  attempts: CreationOptional<number>;
  nextAttemptAt: Date;
  lastError: string | null;
  failedAt: Date | null;
  createdAt: Date;
}

export function defineMailModels(sequelize: Sequelize) {
  const MailQueue = sequelize.define<MailQueueModel>(
    'mail_queue',
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      recipient: { type: DataTypes.STRING(254), allowNull: false },
      subject: { type: DataTypes.STRING(300), allowNull: false },
      text: { type: DataTypes.TEXT('medium'), allowNull: false },
      html: { type: DataTypes.TEXT('medium'), allowNull: false },
      headers: { type: DataTypes.TEXT, allowNull: true },
      attempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      nextAttemptAt: { type: DataTypes.DATE, allowNull: false },
      lastError: { type: DataTypes.STRING(500), allowNull: true },
      failedAt: { type: DataTypes.DATE, allowNull: true },
      createdAt: { type: DataTypes.DATE, allowNull: false },
    },
    { tableName: 'mail_queue', timestamps: false },
  );

  return { MailQueue };
}
