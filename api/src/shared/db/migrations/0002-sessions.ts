import { DataTypes, type QueryInterface } from 'sequelize';

/*
 * The session store's table (connect-session-sequelize's model: sid, expires, data, timestamps). Sessions
 * only hold sign-ins in progress (GitHub's OAuth state, the admin's pending two-factor step).
 */
export async function up({ context: qi }: { context: QueryInterface }) {
  await qi.createTable('sessions', {
    sid: { type: DataTypes.STRING(36), primaryKey: true, allowNull: false },
    expires: { type: DataTypes.DATE, allowNull: true },
    data: { type: DataTypes.TEXT, allowNull: true },
    createdAt: { type: DataTypes.DATE, allowNull: false },
    updatedAt: { type: DataTypes.DATE, allowNull: false },
  });
  // The store deletes expired sessions every 15 minutes by this column.
  await qi.addIndex('sessions', ['expires'], { name: 'sessions_expires' });
}

export async function down({ context: qi }: { context: QueryInterface }) {
  await qi.dropTable('sessions');
}
