import {
  DataTypes,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Model,
  type Sequelize,
} from 'sequelize';

/* The remote registry (deployments/, migration 0010). */

/** A registered version of a remote (migration 0010, deployments/); `exposes` and `shared` are JSON text. */
export interface RemoteVersionModel extends Model<InferAttributes<RemoteVersionModel>, InferCreationAttributes<RemoteVersionModel>> {
  id: CreationOptional<number>;
  remote: string;
  version: string;
  url: string;
  manifestDigest: string;
  exposes: string;
  shared: string;
  local: boolean;
  publishedAt: Date;
  publishedBy: string;
}

/** One activation of a version (migration 0010): append-only, marked when rolled back. */
export interface RemoteActivationModel extends Model<
  InferAttributes<RemoteActivationModel>,
  InferCreationAttributes<RemoteActivationModel>
> {
  id: CreationOptional<number>;
  remote: string;
  version: string;
  activatedAt: Date;
  activatedBy: string;
  rolledBackAt: CreationOptional<Date | null>;
}

/** A remote's canary (migration 0010): at most one per remote. */
export interface RemoteCanaryModel extends Model<InferAttributes<RemoteCanaryModel>, InferCreationAttributes<RemoteCanaryModel>> {
  remote: string;
  version: string;
  percent: number;
  startedAt: Date;
  startedBy: string;
}

/** Failures browsers reported for a version in one minute (migration 0010; minutes since the epoch). */
export interface RemoteFailureModel extends Model<InferAttributes<RemoteFailureModel>, InferCreationAttributes<RemoteFailureModel>> {
  id: CreationOptional<number>;
  remote: string;
  version: string;
  minute: number;
  count: number;
}

/** A remote's revision (migration 0010): +1 on every change of what is live. */
export interface RemoteStateModel extends Model<InferAttributes<RemoteStateModel>, InferCreationAttributes<RemoteStateModel>> {
  remote: string;
  revision: number;
}

export function defineDeploymentsModels(sequelize: Sequelize) {
  // Functions, not shared objects: Sequelize writes each attribute's column name into its definition.
  const remote = () => ({ type: DataTypes.STRING(20), allowNull: false });
  const version = () => ({ type: DataTypes.STRING(64), allowNull: false });
  const actor = () => ({ type: DataTypes.STRING(254), allowNull: false });
  const RemoteVersion = sequelize.define<RemoteVersionModel>(
    'remote_versions',
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      remote: remote(),
      version: version(),
      url: { type: DataTypes.STRING(500), allowNull: false },
      manifestDigest: { type: DataTypes.STRING(64), allowNull: false },
      exposes: { type: DataTypes.TEXT, allowNull: false },
      shared: { type: DataTypes.TEXT, allowNull: false },
      local: { type: DataTypes.BOOLEAN, allowNull: false },
      publishedAt: { type: DataTypes.DATE, allowNull: false },
      publishedBy: actor(),
    },
    { tableName: 'remote_versions', timestamps: false },
  );

  const RemoteActivation = sequelize.define<RemoteActivationModel>(
    'remote_activations',
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      remote: remote(),
      version: version(),
      activatedAt: { type: DataTypes.DATE, allowNull: false },
      activatedBy: actor(),
      rolledBackAt: { type: DataTypes.DATE, allowNull: true },
    },
    { tableName: 'remote_activations', timestamps: false },
  );

  const RemoteCanary = sequelize.define<RemoteCanaryModel>(
    'remote_canaries',
    {
      remote: { ...remote(), primaryKey: true },
      version: version(),
      percent: { type: DataTypes.INTEGER, allowNull: false },
      startedAt: { type: DataTypes.DATE, allowNull: false },
      startedBy: actor(),
    },
    { tableName: 'remote_canaries', timestamps: false },
  );

  const RemoteFailure = sequelize.define<RemoteFailureModel>(
    'remote_failures',
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      remote: remote(),
      version: version(),
      minute: { type: DataTypes.INTEGER, allowNull: false },
      count: { type: DataTypes.INTEGER, allowNull: false },
    },
    { tableName: 'remote_failures', timestamps: false },
  );

  const RemoteState = sequelize.define<RemoteStateModel>(
    'remote_state',
    {
      remote: { ...remote(), primaryKey: true },
      revision: { type: DataTypes.INTEGER, allowNull: false },
    },
    { tableName: 'remote_state', timestamps: false },
  );

  return { RemoteVersion, RemoteActivation, RemoteCanary, RemoteFailure, RemoteState };
}
