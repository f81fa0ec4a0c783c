import type { QueryInterface } from 'sequelize';

/*
 * E-mail addresses and usernames are unique case-insensitively, and the api lower-cases both itself. On
 * MySQL/MariaDB the default utf8mb4_unicode_ci collation would also fold accents and some symbols, so
 * "ä.x@…" and "a.x@…" (different mailboxes) collided. Binary collation makes uniqueness exactly what the api
 * decided. SQLite already compares bytes.
 */
const COLUMNS = [
  { column: 'email', type: 'VARCHAR(254)' },
  { column: 'usernameKey', type: 'VARCHAR(30)' },
];

async function collate(qi: QueryInterface, collation: string) {
  if (qi.sequelize.getDialect() !== 'mysql') return;
  const changes = COLUMNS.map(({ column, type }) => `MODIFY \`${column}\` ${type} CHARACTER SET utf8mb4 COLLATE ${collation} NOT NULL`);
  await qi.sequelize.query(`ALTER TABLE \`users\` ${changes.join(', ')}`);
}

export async function up({ context: qi }: { context: QueryInterface }) {
  await collate(qi, 'utf8mb4_bin');
}

export async function down({ context: qi }: { context: QueryInterface }) {
  await collate(qi, 'utf8mb4_unicode_ci');
}
