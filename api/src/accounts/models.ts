import {
  DataTypes,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Model,
  type Sequelize,
} from 'sequelize';
import { timestamps } from '../shared/db/columns';

/* Accounts and their bearer tokens (auth/). */

export interface UserModel extends Model<InferAttributes<UserModel>, InferCreationAttributes<UserModel>> {
  id: CreationOptional<number>;
  username: string;
  /** lower-cased username: uniqueness is case-insensitive on every database */
  usernameKey: string;
  /** stored lower-cased */
  email: string;
  firstName: string | null;
  lastName: string | null;
  /** scrypt hash (see auth/passwords); null for accounts created through GitHub */
  password: string | null;
  isVerified: CreationOptional<boolean>;
  /** sha256 of the current e-mail verification token (the token itself is only in the e-mail) */
  verificationToken: string | null;
  tokenExpiry: Date | null;
  role: CreationOptional<string>;
  initiativeMember: CreationOptional<boolean>;
  ageGroup: string | null;
  chessExperience: string | null;
  twoFactorEnabled: CreationOptional<boolean>;
  /** encrypted at rest (see auth/secretBox) */
  twoFactorSecret: string | null;
  /** last accepted TOTP time step: a code at or before it is refused (no replay) */
  twoFactorLastStep: number | null;
  lastLoginIp: string | null;
  lastLoginDate: Date | null;
  failedLoginAttempts: CreationOptional<number>;
  accountLocked: CreationOptional<boolean>;
  accountLockedUntil: Date | null;
  profileImage: string | null;
  githubId: string | null;
  /** the Lichess account the member signs in with (migration 0013) */
  lichessId: CreationOptional<string | null>;
  lichessUsername: CreationOptional<string | null>;
  /** when an administrator erased the account (migration 0006): its personal fields are gone, it cannot sign in */
  erasedAt: CreationOptional<Date | null>;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
}

export interface AuthTokenModel extends Model<InferAttributes<AuthTokenModel>, InferCreationAttributes<AuthTokenModel>> {
  id: CreationOptional<number>;
  userId: number;
  /** sha256 of the bearer token; the token itself is never stored */
  tokenHash: string;
  /** 'member' or 'admin' */
  kind: string;
  expiresAt: Date;
  revokedAt: Date | null;
  /** the address the sign-in came from, when known (migration 0006) */
  ip: CreationOptional<string | null>;
  /** the sign-in's User-Agent, cut to USER_AGENT_MAX_LENGTH */
  userAgent: CreationOptional<string | null>;
  createdAt: CreationOptional<Date>;
}

export function defineAccountsModels(sequelize: Sequelize) {
  const User = sequelize.define<UserModel>(
    'users',
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      username: { type: DataTypes.STRING(30), allowNull: false },
      usernameKey: { type: DataTypes.STRING(30), allowNull: false, unique: true },
      email: { type: DataTypes.STRING(254), allowNull: false, unique: true },
      firstName: { type: DataTypes.STRING(100), allowNull: true },
      lastName: { type: DataTypes.STRING(100), allowNull: true },
      password: { type: DataTypes.STRING(255), allowNull: true },
      isVerified: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      verificationToken: { type: DataTypes.STRING(64), allowNull: true },
      tokenExpiry: { type: DataTypes.DATE, allowNull: true },
      role: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'user' },
      initiativeMember: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      ageGroup: { type: DataTypes.STRING(40), allowNull: true },
      chessExperience: { type: DataTypes.STRING(40), allowNull: true },
      twoFactorEnabled: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      twoFactorSecret: { type: DataTypes.STRING(255), allowNull: true },
      twoFactorLastStep: { type: DataTypes.BIGINT, allowNull: true },
      lastLoginIp: { type: DataTypes.STRING(64), allowNull: true },
      lastLoginDate: { type: DataTypes.DATE, allowNull: true },
      failedLoginAttempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      accountLocked: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      accountLockedUntil: { type: DataTypes.DATE, allowNull: true },
      profileImage: { type: DataTypes.STRING(300), allowNull: true },
      githubId: { type: DataTypes.STRING(40), allowNull: true, unique: true },
      lichessId: { type: DataTypes.STRING(64), allowNull: true, unique: true },
      lichessUsername: { type: DataTypes.STRING(64), allowNull: true },
      erasedAt: { type: DataTypes.DATE, allowNull: true },
      ...timestamps,
    },
    { tableName: 'users' },
  );

  const AuthToken = sequelize.define<AuthTokenModel>(
    'auth_tokens',
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      userId: { type: DataTypes.INTEGER, allowNull: false },
      tokenHash: { type: DataTypes.STRING(64), allowNull: false, unique: true },
      kind: { type: DataTypes.STRING(10), allowNull: false },
      expiresAt: { type: DataTypes.DATE, allowNull: false },
      revokedAt: { type: DataTypes.DATE, allowNull: true },
      ip: { type: DataTypes.STRING(64), allowNull: true },
      userAgent: { type: DataTypes.STRING(255), allowNull: true },
      createdAt: { type: DataTypes.DATE, allowNull: false },
    },
    { tableName: 'auth_tokens', updatedAt: false },
  );

  return { User, AuthToken };
}
