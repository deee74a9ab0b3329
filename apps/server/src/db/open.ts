import path from 'node:path';
import type { Config } from '../config';
import { lockDataDir, migrateDatabase, openPglite, openPostgres, type Database } from './client';

/** PostgreSQL when DATABASE_URL is set, otherwise embedded PGlite under DATA_DIR (locked to this process); migrated. */
export async function openDatabase(config: Config): Promise<Database> {
  if (config.DATABASE_URL) {
    const database = await openPostgres(config.DATABASE_URL, config.DATABASE_POOL_SIZE);
    await migrateDatabase(database);
    return database;
  }
  const unlock = lockDataDir(config.DATA_DIR);
  try {
    const database = await openPglite({ dataDir: path.join(config.DATA_DIR, 'pglite') });
    await migrateDatabase(database);
    const close = database.close;
    return {
      ...database,
      close: async () => {
        await close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
