import { DataTypes, type QueryInterface, type Transaction } from 'sequelize';

/*
 * Account care (issue 17, docs/spec.md §3.7, §3.8):
 *  - users.erasedAt: when an administrator erased the account (DELETE /api/admin/users/{id}). The row stays, so
 *    orders and the audit log keep pointing at something, but every personal field is gone and it can no
 *    longer sign in; null for every living account.
 *  - auth_tokens.ip and auth_tokens.userAgent: where a sign-in came from, written when the token is issued,
 *    so an administrator can recognise their active sign-ins (GET /api/admin/me/sessions). Null for tokens
 *    issued before this migration or without a known address.
 *
 * SQLite runs every step in one transaction (its DDL is transactional); MariaDB commits each DDL statement on
 * its own, nothing can make it atomic there.
 */

/** The longest user agent kept (the rest is cut): enough to tell browsers apart, bounded whatever a client sends. */
const USER_AGENT_MAX_LENGTH = 255;
/** An IPv6 address with a zone fits; what users.lastLoginIp keeps too. */
const IP_MAX_LENGTH = 64;

type Step = (transaction: Transaction | undefined) => Promise<void>;

async function atomicallyWherePossible(qi: QueryInterface, step: Step): Promise<void> {
  if (qi.sequelize.getDialect() === 'sqlite') await qi.sequelize.transaction((transaction) => step(transaction));
  else await step(undefined);
}

/**
 * Sequelize's removeColumn on SQLite copies the table and drops the old one: dropping `users` would cascade to
 * every token (docs/architecture.md §5). SQLite's own DROP COLUMN changes the table in place.
 */
async function dropColumn(qi: QueryInterface, table: string, column: string, transaction: Transaction | undefined): Promise<void> {
  if (qi.sequelize.getDialect() === 'sqlite') {
    await qi.sequelize.query(`ALTER TABLE ${qi.quoteIdentifier(table)} DROP COLUMN ${qi.quoteIdentifier(column)}`, { transaction });
  } else {
    await qi.removeColumn(table, column, { transaction });
  }
}

export async function up({ context: qi }: { context: QueryInterface }) {
  await atomicallyWherePossible(qi, async (transaction) => {
    await qi.addColumn('users', 'erasedAt', { type: DataTypes.DATE, allowNull: true }, { transaction });
    await qi.addColumn('auth_tokens', 'ip', { type: DataTypes.STRING(IP_MAX_LENGTH), allowNull: true }, { transaction });
    await qi.addColumn('auth_tokens', 'userAgent', { type: DataTypes.STRING(USER_AGENT_MAX_LENGTH), allowNull: true }, { transaction });
  });
}

export async function down({ context: qi }: { context: QueryInterface }) {
  await atomicallyWherePossible(qi, async (transaction) => {
    await dropColumn(qi, 'auth_tokens', 'userAgent', transaction);
    await dropColumn(qi, 'auth_tokens', 'ip', transaction);
    await dropColumn(qi, 'users', 'erasedAt', transaction);
  });
}
