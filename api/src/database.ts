import { defineModels } from './models';
import { connectDatabase, type Database, type OpenOptions } from './shared/db/database';

/** Connects, migrates and defines every domain's models for one DATABASE_URL. */
export const openDatabase = (databaseUrl: string, options: OpenOptions = {}): Promise<Database> =>
  connectDatabase(databaseUrl, defineModels, options);
