import { DataTypes, type QueryInterface } from 'sequelize';
import { atomicallyWherePossible } from './steps';

/*
 * The remote registry (issue 20, api/src/deployments/): each remote's published versions, which one is live, the
 * previous one, a canary, and the failures browsers report.
 *  - remote_versions: a version as registered, unique per remote and name; never changed once written (a version
 *    with other files is a new version). `exposes` and `shared` are the manifest's, as JSON text.
 *  - remote_activations: append-only history. The live version is the newest row not rolled back (the built-in
 *    one when there is none); a rollback marks rows, it deletes nothing.
 *  - remote_canaries: at most one canary per remote (its primary key).
 *  - remote_failures: reports counted per remote, version and minute (minutes since the epoch, an integer: the
 *    same on both databases), one row per minute bumped by an upsert on the unique key.
 *  - remote_state: each remote's revision, +1 on every change of what is live: the ETag two administrators' commands
 *    are checked against (If-Match), and the row each command locks so commands on one remote run one at a time.
 */

// Functions, not shared objects: Sequelize may write into a column's definition.
const REMOTE = () => ({ type: DataTypes.STRING(20), allowNull: false });
const VERSION = () => ({ type: DataTypes.STRING(64), allowNull: false });
const ACTOR = () => ({ type: DataTypes.STRING(254), allowNull: false });

export async function up({ context: qi }: { context: QueryInterface }) {
  await atomicallyWherePossible(qi, async (transaction) => {
    await qi.createTable(
      'remote_versions',
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true, allowNull: false },
        remote: REMOTE(),
        version: VERSION(),
        url: { type: DataTypes.STRING(500), allowNull: false },
        manifestDigest: { type: DataTypes.STRING(64), allowNull: false },
        exposes: { type: DataTypes.TEXT, allowNull: false },
        shared: { type: DataTypes.TEXT, allowNull: false },
        local: { type: DataTypes.BOOLEAN, allowNull: false },
        publishedAt: { type: DataTypes.DATE, allowNull: false },
        publishedBy: ACTOR(),
      },
      { transaction },
    );
    await qi.addIndex('remote_versions', ['remote', 'version'], { name: 'remote_versions_remote_version', unique: true, transaction });

    await qi.createTable(
      'remote_activations',
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true, allowNull: false },
        remote: REMOTE(),
        version: VERSION(),
        activatedAt: { type: DataTypes.DATE, allowNull: false },
        activatedBy: ACTOR(),
        rolledBackAt: { type: DataTypes.DATE, allowNull: true },
      },
      { transaction },
    );
    await qi.addIndex('remote_activations', ['remote', 'id'], { name: 'remote_activations_remote', transaction });

    await qi.createTable(
      'remote_canaries',
      {
        remote: { ...REMOTE(), primaryKey: true },
        version: VERSION(),
        percent: { type: DataTypes.INTEGER, allowNull: false },
        startedAt: { type: DataTypes.DATE, allowNull: false },
        startedBy: ACTOR(),
      },
      { transaction },
    );

    await qi.createTable(
      'remote_failures',
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true, allowNull: false },
        remote: REMOTE(),
        version: VERSION(),
        minute: { type: DataTypes.INTEGER, allowNull: false },
        count: { type: DataTypes.INTEGER, allowNull: false },
      },
      { transaction },
    );
    await qi.addIndex('remote_failures', ['remote', 'version', 'minute'], { name: 'remote_failures_minute', unique: true, transaction });

    await qi.createTable(
      'remote_state',
      {
        remote: { ...REMOTE(), primaryKey: true },
        revision: { type: DataTypes.INTEGER, allowNull: false },
      },
      { transaction },
    );
  });
}

export async function down({ context: qi }: { context: QueryInterface }) {
  await atomicallyWherePossible(qi, async (transaction) => {
    for (const table of ['remote_state', 'remote_failures', 'remote_canaries', 'remote_activations', 'remote_versions']) {
      await qi.dropTable(table, { transaction });
    }
  });
}
