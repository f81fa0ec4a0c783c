import { remoteByName, type RemoteName, isRemoteName } from '@kingside/contracts';
import { DEPLOYMENT_MESSAGES, type RemoteDeployment } from '@kingside/contracts/deployments';
import type { Transaction } from 'sequelize';
import type { AppDeps } from '../shared/deps';
import { notFound } from '../shared/http/errors';
import { failuresLastHour } from './failures';
import { readHistory } from './history';
import { overriddenBy } from './liveState';
import { toRemoteVersion } from './versions';

/** The {name} of a registry path: 404 unknownRemote for anything but a remote's name. */
export function remoteParam(value: unknown): RemoteName {
  if (!isRemoteName(value)) throw notFound(DEPLOYMENT_MESSAGES.unknownRemote(String(value)));
  return value;
}

/** One remote as the Deployments screen shows it (contracts' RemoteDeployment). */
export async function remoteDeployment({ db, config }: AppDeps, name: RemoteName, transaction?: Transaction): Promise<RemoteDeployment> {
  const [history, versions, failures] = await Promise.all([
    readHistory(db, name, transaction),
    db.models.RemoteVersion.findAll({ where: { remote: name }, order: [['id', 'DESC']], transaction }),
    failuresLastHour(db, name, transaction),
  ]);
  return {
    remote: name,
    label: remoteByName(name).label,
    active: history.active,
    previous: history.previous,
    canary: history.canary,
    overriddenBy: overriddenBy(config.remotes, name),
    failuresLastHour: failures,
    versions: versions.map(toRemoteVersion),
    revision: history.revision,
  };
}
