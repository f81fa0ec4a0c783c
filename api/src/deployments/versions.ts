import type { RemoteName } from '@kingside/contracts';
import type { RemoteVersion } from '@kingside/contracts/deployments';
import type { Transaction } from 'sequelize';
import { toBoolean, toIsoString } from '../shared/db/values';
import type { Database } from '../shared/db/database';
import type { RemoteVersionModel } from './models';

/** A registered version as the api answers it (contracts' RemoteVersion). */
export function toRemoteVersion(row: RemoteVersionModel): RemoteVersion {
  return {
    remote: row.remote as RemoteName,
    version: row.version,
    url: row.url,
    manifestDigest: row.manifestDigest,
    exposes: JSON.parse(row.exposes) as string[],
    publishedAt: toIsoString(row.publishedAt),
    publishedBy: row.publishedBy,
    local: toBoolean(row.local),
  };
}

export function findVersion(db: Database, name: RemoteName, version: string, transaction?: Transaction) {
  return db.models.RemoteVersion.findOne({ where: { remote: name, version }, transaction });
}
