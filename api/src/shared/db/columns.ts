import { DataTypes } from 'sequelize';

/** Columns several tables share. */
export const timestamps = {
  createdAt: { type: DataTypes.DATE, allowNull: false },
  updatedAt: { type: DataTypes.DATE, allowNull: false },
};

/** What every record the back office edits carries (migration 0004). */
export const editable = {
  archived: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
  version: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
};
