import {
  DataTypes,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Model,
  type Sequelize,
} from 'sequelize';

/* The audit log of admin writes (admin/audit.ts). */

/** One line of the append-only audit log of admin writes (admin/audit.ts). */
export interface AuditLogModel extends Model<InferAttributes<AuditLogModel>, InferCreationAttributes<AuditLogModel>> {
  id: CreationOptional<number>;
  at: Date;
  adminId: number;
  adminEmail: string;
  action: string;
  entity: string;
  entityId: number;
  /** JSON text: field -> [before, after] */
  changes: string;
}

export function defineAuditModels(sequelize: Sequelize) {
  const AuditLog = sequelize.define<AuditLogModel>(
    'audit_log',
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      at: { type: DataTypes.DATE, allowNull: false },
      adminId: { type: DataTypes.INTEGER, allowNull: false },
      adminEmail: { type: DataTypes.STRING(254), allowNull: false },
      action: { type: DataTypes.STRING(40), allowNull: false },
      entity: { type: DataTypes.STRING(40), allowNull: false },
      entityId: { type: DataTypes.INTEGER, allowNull: false },
      changes: { type: DataTypes.TEXT, allowNull: false },
    },
    { tableName: 'audit_log', timestamps: false },
  );

  return { AuditLog };
}
