import { BACK_OFFICE_MESSAGES, BUILT_IN_VERSION, REMOTES, type RemoteName } from '@kingside/contracts';
import { DEPLOYMENT_AUDIT_ACTIONS, DEPLOYMENT_MESSAGES, localVersionBase, type RemoteDeployment } from '@kingside/contracts/deployments';
import { activateVersionSchema, canarySchema, emptyCommandSchema, registerVersionSchema } from '@kingside/contracts/schemas';
import { versionEtag } from '@kingside/contracts/admin';
import type { Request, RequestHandler, Response } from 'express';
import { UniqueConstraintError, type Transaction } from 'sequelize';
import type { AppDeps } from '../shared/deps';
import { recordAudit, type AuditChanges } from '../shared/audit/recordAudit';
import { writeTransaction } from '../shared/db/writeTransaction';
import { storedNow } from '../shared/db/clock';
import type { RemoteVersionModel } from './models';
import { HttpError, conflict, notFound } from '../shared/http/errors';
import { ifMatchVersions } from '../shared/http/preconditions';
import { body } from '../shared/http/validate';
import { assertContract } from './contractCheck';
import { assertTypes } from './contractCheckTypes';
import { currentDeployer, type Deployer } from './deployAuth';
import { remoteDeployment, remoteParam } from './deploymentView';
import { readHistory, type RemoteHistory } from './history';
import { remotesChanged } from './liveRemotes';
import { parseManifest } from './manifest';
import { asBase, manifestBytes, type ManifestLocation } from './manifestSource';
import { RefusedRemoteUrl } from './remoteUrls';
import { findVersion, toRemoteVersion } from './versions';

/*
 * The registry's writes (docs/spec.md §7, issue 20). Each runs in one write transaction with its audit line; those
 * that change what is live (activate, rollback, canary, promote) first lock the remote's revision row, so commands on
 * one remote run one at a time, answer 412 when an If-Match names another revision (two administrators: the second
 * sees what the first did before acting; a deploy script may send none), and move the revision on. Once committed,
 * every instance is told (liveRemotes.ts). A version is checked (contractCheck.ts) before any browser gets it, outside
 * the transaction: the check fetches, and versions never change once registered.
 */

const preconditionFailed = () => new HttpError(412, BACK_OFFICE_MESSAGES.conflict);
const unknownVersion = (name: RemoteName, version: string) => notFound(DEPLOYMENT_MESSAGES.unknownVersion(name, version));

/** A registered version, or 404 unknownVersion. */
async function registered(deps: AppDeps, name: RemoteName, version: string): Promise<RemoteVersionModel> {
  const row = await findVersion(deps.db, name, version);
  if (!row) throw unknownVersion(name, version);
  return row;
}

/**
 * The manifest's bytes (manifestSource.ts). A URL refused before anything is fetched from it (not an origin of
 * REMOTE_ORIGINS, an internal address, a redirect to another origin) is audited as remote.refuse, then answered 422.
 */
async function fetchManifest(deps: AppDeps, req: Request, res: Response, where: ManifestLocation): Promise<Buffer> {
  try {
    return await manifestBytes(deps.config.remotesDir, where, req.socket.localPort, deps.config.remoteOrigins);
  } catch (error) {
    if (error instanceof RefusedRemoteUrl) {
      const changes: AuditChanges = { version: [null, where.version], url: [null, where.url], refused: [null, error.message] };
      await recordAudit(deps.db, {
        ...currentDeployer(res),
        action: DEPLOYMENT_AUDIT_ACTIONS.refuse,
        entity: 'remote',
        entityId: 0,
        changes,
      });
    }
    throw error;
  }
}

/** The version's manifest read again (its bytes must be those registered), then the contract check: 422 otherwise. */
async function assertGoesLive(deps: AppDeps, req: Request, res: Response, row: RemoteVersionModel): Promise<void> {
  const name = row.remote as RemoteName;
  const bytes = await fetchManifest(deps, req, res, { remote: name, version: row.version, url: row.url, local: Boolean(row.local) });
  const manifest = parseManifest(bytes);
  if (manifest.digest !== row.manifestDigest) throw new HttpError(422, DEPLOYMENT_MESSAGES.manifestChanged(name, row.version));
  await assertContract(name, row.version, manifest, deps.config.webRoot);
}

/** What a change of the live state records; null when the command changes nothing (no revision, no audit line). */
interface Change {
  action: string;
  /** the remote_versions row the change is about; 0 for the built-in version */
  entityId: number;
  changes: AuditChanges;
}

type ChangeWork = (history: RemoteHistory, transaction: Transaction, deployer: Deployer) => Promise<Change | null>;

/** The remote's revision, its row locked for the rest of the transaction (created on the remote's first change). */
async function lockRevision(deps: AppDeps, name: RemoteName, transaction: Transaction): Promise<number> {
  const { RemoteState } = deps.db.models;
  await RemoteState.bulkCreate([{ remote: name, revision: 1 }], { ignoreDuplicates: true, transaction });
  const row = await RemoteState.findByPk(name, { transaction, lock: transaction.LOCK.UPDATE });
  return Number(row!.revision);
}

/** Runs a change of what is live, answers the remote's deployment with its revision as ETag. */
async function changeLive(deps: AppDeps, req: Request, res: Response, name: RemoteName, work: ChangeWork): Promise<void> {
  const ifMatch = ifMatchVersions(req);
  const deployer = currentDeployer(res);
  const { db } = deps;
  const outcome = await writeTransaction(db.sequelize, async (transaction) => {
    const revision = await lockRevision(deps, name, transaction);
    if (Array.isArray(ifMatch) && !ifMatch.includes(revision)) throw preconditionFailed();
    const change = await work(await readHistory(db, name, transaction), transaction, deployer);
    if (change) {
      const [updated] = await db.models.RemoteState.update({ revision: revision + 1 }, { where: { remote: name, revision }, transaction });
      if (updated !== 1) throw preconditionFailed();
      await recordAudit(db, { ...deployer, ...change, entity: 'remote' }, transaction);
    }
    return { changed: change !== null, deployment: await remoteDeployment(deps, name, transaction) };
  });
  if (outcome.changed) remotesChanged(deps);
  answer(res, outcome.deployment);
}

function answer(res: Response, deployment: RemoteDeployment) {
  res.set('ETag', versionEtag(deployment.revision)).json(deployment);
}

const entityIdOf = async (deps: AppDeps, name: RemoteName, version: string, transaction: Transaction) =>
  version === BUILT_IN_VERSION ? 0 : Number((await findVersion(deps.db, name, version, transaction))?.id ?? 0);

/** A new activation of `version`; a canary of that very version is over (everyone has it now). */
async function activation(
  deps: AppDeps,
  name: RemoteName,
  version: string,
  by: Deployer,
  history: RemoteHistory,
  transaction: Transaction,
) {
  const { RemoteActivation, RemoteCanary } = deps.db.models;
  await RemoteActivation.create({ remote: name, version, activatedAt: storedNow(), activatedBy: by.adminEmail }, { transaction });
  if (history.canary?.version === version) await RemoteCanary.destroy({ where: { remote: name }, transaction });
}

const canaryLabel = (canary: RemoteHistory['canary']) => (canary ? `${canary.version} at ${canary.percent}%` : null);

export interface DeploymentCommands {
  list: RequestHandler;
  read: RequestHandler;
  register: RequestHandler;
  activate: RequestHandler;
  rollback: RequestHandler;
  canary: RequestHandler;
  promote: RequestHandler;
}

export function deploymentCommands(deps: AppDeps): DeploymentCommands {
  const { db } = deps;

  /** GET /api/admin/remotes: every remote, in REMOTES order. */
  const list: RequestHandler = async (_req, res) => {
    res.json(await Promise.all(REMOTES.map(({ name }) => remoteDeployment(deps, name))));
  };

  /** GET /api/admin/remotes/{name}, its revision as ETag. */
  const read: RequestHandler = async (req, res) => {
    answer(res, await remoteDeployment(deps, remoteParam(req.params.name)));
  };

  /**
   * POST /api/admin/remotes/{name}/versions {version, url?}: 201 RemoteVersion. Without url the version is in this
   * server's store (the publish script's copy); with one, its manifest is fetched from there. The same version
   * again with the same manifest and url is 200 (a deploy script may retry); with other files 409. A version whose exposed
   * types break what the shell or another section uses is 422 typesBroken (contractCheckTypes.ts).
   */
  const register: RequestHandler = async (req, res) => {
    const name = remoteParam(req.params.name);
    const input = body<{ version: string; url?: string }>(req, registerVersionSchema);
    const local = input.url === undefined;
    const url = local ? localVersionBase(name, input.version) : asBase(input.url!);
    /** The version as registered, when it is these files at this URL (409 when it is others). */
    const existing = async (digest: string | null) => {
      const row = await findVersion(db, name, input.version);
      if (!row) return null;
      if (row.url !== url || (digest !== null && row.manifestDigest !== digest)) {
        throw conflict(DEPLOYMENT_MESSAGES.versionTaken(name, input.version));
      }
      return row;
    };
    // Another URL is refused before anything is fetched from it.
    await existing(null);
    const bytes = await fetchManifest(deps, req, res, { remote: name, version: input.version, url, local });
    const manifest = parseManifest(bytes);
    const deployer = currentDeployer(res);
    const before = await existing(manifest.digest);
    if (before) return void res.json(toRemoteVersion(before));
    // Publishing a version whose exposed types break what the site uses is refused (issue 45).
    assertTypes(name, input.version, manifest);
    const values = {
      remote: name,
      version: input.version,
      url,
      manifestDigest: manifest.digest,
      exposes: JSON.stringify(manifest.exposes),
      shared: JSON.stringify(manifest.shared),
      local,
      publishedAt: storedNow(),
      publishedBy: deployer.adminEmail,
    };
    let created: RemoteVersionModel;
    try {
      created = await writeTransaction(db.sequelize, async (transaction) => {
        const row = await db.models.RemoteVersion.create(values, { transaction });
        const changes: AuditChanges = {};
        for (const field of ['remote', 'version', 'url', 'manifestDigest', 'local'] as const) changes[field] = [null, values[field]];
        await recordAudit(
          db,
          { ...deployer, action: DEPLOYMENT_AUDIT_ACTIONS.register, entity: 'remote', entityId: Number(row.id), changes },
          transaction,
        );
        return row;
      });
    } catch (error) {
      // Registered at the same moment by another request: the same files are the same version, others are refused.
      if (!(error instanceof UniqueConstraintError)) throw error;
      const row = await existing(manifest.digest);
      if (!row) throw error;
      return void res.json(toRemoteVersion(row));
    }
    remotesChanged(deps);
    res.status(201).json(toRemoteVersion(created));
  };

  /** POST …/activate {version}: contract check (422), then live for everyone; the active version again changes nothing. */
  const activate: RequestHandler = async (req, res) => {
    const name = remoteParam(req.params.name);
    const { version } = body<{ version: string }>(req, activateVersionSchema);
    if (version !== BUILT_IN_VERSION) await assertGoesLive(deps, req, res, await registered(deps, name, version));
    await changeLive(deps, req, res, name, async (history, transaction, by) => {
      if (history.active === version) return null;
      await activation(deps, name, version, by, history, transaction);
      return {
        action: DEPLOYMENT_AUDIT_ACTIONS.activate,
        entityId: await entityIdOf(deps, name, version, transaction),
        changes: { [name]: [history.active, version] },
      };
    });
  };

  /** POST …/rollback {}: the previous version live again; 409 noPrevious when there is none. */
  const rollback: RequestHandler = async (req, res) => {
    const name = remoteParam(req.params.name);
    body(req, emptyCommandSchema);
    await changeLive(deps, req, res, name, async (history, transaction) => {
      const { previous } = history;
      if (previous === null) throw conflict(DEPLOYMENT_MESSAGES.noPrevious(name));
      await db.models.RemoteActivation.update({ rolledBackAt: storedNow() }, { where: { id: history.rollbackRows }, transaction });
      if (history.canary?.version === previous) await db.models.RemoteCanary.destroy({ where: { remote: name }, transaction });
      return {
        action: DEPLOYMENT_AUDIT_ACTIONS.rollback,
        entityId: await entityIdOf(deps, name, previous, transaction),
        changes: { [name]: [history.active, previous] },
      };
    });
  };

  /**
   * POST …/canary {version, percent}: that share of browsers on the version (contract check first, 422; 409 when it is
   * already live for everyone); percent 0 ends the canary (nothing to end changes nothing).
   */
  const canary: RequestHandler = async (req, res) => {
    const name = remoteParam(req.params.name);
    const input = body<{ version?: string; percent: number }>(req, canarySchema);
    const wanted = input.percent === 0 ? null : { version: input.version!, percent: input.percent };
    if (wanted) await assertGoesLive(deps, req, res, await registered(deps, name, wanted.version));
    await changeLive(deps, req, res, name, async (history, transaction, by) => {
      const { RemoteCanary } = db.models;
      if (wanted === null) {
        if (history.canary === null) return null;
        await RemoteCanary.destroy({ where: { remote: name }, transaction });
      } else {
        if (wanted.version === history.active) throw conflict(DEPLOYMENT_MESSAGES.canaryIsActive(name, wanted.version));
        if (history.canary?.version === wanted.version && history.canary.percent === wanted.percent) return null;
        await RemoteCanary.destroy({ where: { remote: name }, transaction });
        await RemoteCanary.create({ remote: name, ...wanted, startedAt: storedNow(), startedBy: by.adminEmail }, { transaction });
      }
      const about = wanted?.version ?? history.canary!.version;
      return {
        action: DEPLOYMENT_AUDIT_ACTIONS.canary,
        entityId: await entityIdOf(deps, name, about, transaction),
        changes: { [`${name} canary`]: [canaryLabel(history.canary), canaryLabel(wanted)] },
      };
    });
  };

  /**
   * POST …/promote {}: the canary's version live for everyone, the canary over; 409 noCanary. Checked again like any
   * version going live (its files on disk could have been touched since the canary started); a canary changed by
   * someone else meanwhile is 412.
   */
  const promote: RequestHandler = async (req, res) => {
    const name = remoteParam(req.params.name);
    body(req, emptyCommandSchema);
    const started = (await readHistory(db, name)).canary;
    if (started === null) throw conflict(DEPLOYMENT_MESSAGES.noCanary(name));
    await assertGoesLive(deps, req, res, await registered(deps, name, started.version));
    await changeLive(deps, req, res, name, async (history, transaction, by) => {
      const running = history.canary;
      if (running === null) throw conflict(DEPLOYMENT_MESSAGES.noCanary(name));
      if (running.version !== started.version) throw preconditionFailed();
      await activation(deps, name, running.version, by, history, transaction);
      return {
        action: DEPLOYMENT_AUDIT_ACTIONS.promote,
        entityId: await entityIdOf(deps, name, running.version, transaction),
        changes: { [name]: [history.active, running.version], [`${name} canary`]: [canaryLabel(running), null] },
      };
    });
  };

  return { list, read, register, activate, rollback, canary, promote };
}
