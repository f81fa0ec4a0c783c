// @ts-check
/**
 * The api projects' global teardown: drops the run's template databases (api/src/testing/templateDatabase.ts), the
 * SQLite files in the temp folder and the MariaDB schemas, once every suite of the run has finished.
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

module.exports = async function dropTemplates() {
  const run = process.env.KINGSIDE_TEST_RUN;
  if (!run) return;
  const prefix = `kingside_tpl_${run}_`;
  for (const name of fs.readdirSync(os.tmpdir())) if (name.startsWith(prefix)) fs.rmSync(path.join(os.tmpdir(), name), { force: true });
  const url = new URL(process.env.TEST_MYSQL_URL || 'mysql://root@127.0.0.1:3306/test');
  const mysql = require('mysql2/promise');
  const conn = await mysql
    .createConnection({
      host: url.hostname,
      port: Number(url.port || 3306),
      user: decodeURIComponent(url.username),
      password: decodeURIComponent(url.password),
      connectTimeout: 3000,
    })
    .catch(() => undefined);
  if (!conn) return;
  try {
    const [rows] = await conn.query('SELECT SCHEMA_NAME AS name FROM information_schema.SCHEMATA WHERE SCHEMA_NAME LIKE ?', [`${prefix}%`]);
    for (const { name } of rows) await conn.query(`DROP DATABASE IF EXISTS \`${name}\``);
  } finally {
    await conn.end();
  }
};
