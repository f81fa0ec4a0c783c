import { BUILT_IN_VERSION, REMOTES, type RemoteName } from '@kingside/contracts';
import { Op, type Transaction } from 'sequelize';
import type { Database } from '../shared/db/database';
import type { ScrapedGauge } from '../shared/http/metrics';
import { findVersion } from './versions';

/*
 * Failures browsers report (POST /api/remote-failures): a count per remote, version and minute, nothing else (no
 * address, no browser). Only the built-in version and registered versions are counted, and rows older than a day
 * are dropped as new ones come, so the table stays as small as the registry itself whatever callers send.
 */

const MINUTE_MS = 60_000;
const KEPT_MINUTES = 24 * 60;
const HOUR_MINUTES = 60;

const minuteNow = () => Math.floor(Date.now() / MINUTE_MS);

/** Counts one failure; false (nothing written) for a version the remote does not have. */
export async function countFailure(db: Database, name: RemoteName, version: string): Promise<boolean> {
  if (version !== BUILT_IN_VERSION && !(await findVersion(db, name, version))) return false;
  const { sequelize } = db;
  const q = (identifier: string) => sequelize.getQueryInterface().quoteIdentifier(identifier);
  const minute = minuteNow();
  const bump =
    sequelize.getDialect() === 'mysql'
      ? `ON DUPLICATE KEY UPDATE ${q('count')} = ${q('count')} + 1`
      : `ON CONFLICT (${q('remote')}, ${q('version')}, ${q('minute')}) DO UPDATE SET ${q('count')} = ${q('count')} + 1`;
  await sequelize.query(
    `INSERT INTO ${q('remote_failures')} (${q('remote')}, ${q('version')}, ${q('minute')}, ${q('count')}) VALUES (?, ?, ?, 1) ${bump}`,
    { replacements: [name, version, minute] },
  );
  await db.models.RemoteFailure.destroy({ where: { remote: name, version, minute: { [Op.lt]: minute - KEPT_MINUTES } } });
  return true;
}

/** Failures reported in the last hour (this minute and the 59 before), per version. */
export async function failuresLastHour(db: Database, name: RemoteName, transaction?: Transaction): Promise<Record<string, number>> {
  const rows = await db.models.RemoteFailure.findAll({
    where: { remote: name, minute: { [Op.gt]: minuteNow() - HOUR_MINUTES } },
    transaction,
  });
  const counts: Record<string, number> = {};
  for (const row of rows) counts[row.version] = (counts[row.version] ?? 0) + Number(row.count);
  return counts;
}

/** The remotes' reported failures as a gauge of the api's metrics (docs/observability.md), read when scraped. */
export const remoteFailuresGauge = (db: Database): ScrapedGauge => ({
  name: 'kingside_remote_failures_last_hour',
  help: 'Failures browsers reported in the last hour, per remote and version (POST /api/remote-failures).',
  labelNames: ['remote', 'version'],
  read: async (gauge) => {
    const counts = await Promise.all(REMOTES.map(async ({ name }) => [name, await failuresLastHour(db, name)] as const));
    for (const [remote, byVersion] of counts) {
      for (const [version, count] of Object.entries(byVersion)) gauge.set({ remote, version }, count);
    }
  },
});
