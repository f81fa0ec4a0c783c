import type { QueryInterface, Transaction } from 'sequelize';

/*
 * What migrations from 0007 on share (0004–0006 carry their own copies: a migration that has shipped is never
 * edited). SQLite's DDL is transactional, so there a migration runs in one transaction and fails whole;
 * MariaDB commits each DDL statement on its own, nothing can make it atomic there.
 */

export type Step = (transaction: Transaction | undefined) => Promise<void>;

export async function atomicallyWherePossible(qi: QueryInterface, step: Step): Promise<void> {
  if (qi.sequelize.getDialect() === 'sqlite') await qi.sequelize.transaction((transaction) => step(transaction));
  else await step(undefined);
}

/**
 * Sequelize's removeColumn on SQLite copies the table and drops the old one, which would cascade to every table
 * whose foreign key points at it (docs/architecture.md §5). SQLite's own DROP COLUMN changes the table in place.
 */
export async function dropColumn(qi: QueryInterface, table: string, column: string, transaction: Transaction | undefined): Promise<void> {
  if (qi.sequelize.getDialect() === 'sqlite') {
    await qi.sequelize.query(`ALTER TABLE ${qi.quoteIdentifier(table)} DROP COLUMN ${qi.quoteIdentifier(column)}`, { transaction });
  } else {
    await qi.removeColumn(table, column, { transaction });
  }
}
