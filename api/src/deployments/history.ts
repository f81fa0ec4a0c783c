import { BUILT_IN_VERSION, type RemoteName } from '@kingside/contracts';
import type { Transaction } from 'sequelize';
import type { Database } from '../shared/db/database';

/*
 * The one home of what is live (docs/spec.md §7, issue 20). remote_activations is append-only history:
 *  - active: the newest activation not rolled back; BUILT_IN_VERSION when there is none;
 *  - previous: the newest activation not rolled back, older than the active one, of another version; else
 *    BUILT_IN_VERSION when the active version is a registered one; else none. What a rollback returns to, and
 *    what a browser falls back to when the active version fails to load;
 *  - a rollback marks rolled back every activation newer than the previous one (all of the active version:
 *    after "v1, v2, rollback, v1" the live rows are v1, v1, and rolling back must leave v1, not stay on it).
 */

export interface LiveActivation {
  id: number;
  version: string;
}

export interface RemoteHistory {
  /** changes with every activation, rollback, canary and promotion (remote_state; 1 before the first) */
  revision: number;
  active: string;
  previous: string | null;
  /** the activations a rollback marks (newest first); empty when there is nothing to roll back */
  rollbackRows: number[];
  canary: { version: string; percent: number } | null;
}

/** Active, previous and what a rollback marks, from the activations not rolled back, newest first. */
export function activeAndPrevious(live: LiveActivation[]): Pick<RemoteHistory, 'active' | 'previous' | 'rollbackRows'> {
  const active = live[0]?.version ?? BUILT_IN_VERSION;
  const previousIndex = live.findIndex((row) => row.version !== active);
  if (previousIndex !== -1) {
    return { active, previous: live[previousIndex]!.version, rollbackRows: live.slice(0, previousIndex).map((row) => row.id) };
  }
  if (active !== BUILT_IN_VERSION) return { active, previous: BUILT_IN_VERSION, rollbackRows: live.map((row) => row.id) };
  return { active, previous: null, rollbackRows: [] };
}

/** A remote's revision as stored; 1 before its first change. */
export async function readRevision(db: Database, name: RemoteName, transaction?: Transaction): Promise<number> {
  const row = await db.models.RemoteState.findByPk(name, { transaction });
  return row ? Number(row.revision) : 1;
}

export async function readHistory(db: Database, name: RemoteName, transaction?: Transaction): Promise<RemoteHistory> {
  const { RemoteActivation, RemoteCanary } = db.models;
  const [revision, rows, canary] = await Promise.all([
    readRevision(db, name, transaction),
    RemoteActivation.findAll({
      attributes: ['id', 'version'],
      where: { remote: name, rolledBackAt: null },
      order: [['id', 'DESC']],
      transaction,
    }),
    RemoteCanary.findByPk(name, { transaction }),
  ]);
  return {
    revision,
    ...activeAndPrevious(rows.map((row) => ({ id: Number(row.id), version: row.version }))),
    canary: canary ? { version: canary.version, percent: Number(canary.percent) } : null,
  };
}
