import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { backup, CommandError, defaultBackupFile } from './backups';

/*
 * npm run backup [-- --out <file>]: a backup of the database DATABASE_URL / DATA_DIR select (see backups.ts).
 * Without --out it goes to DATA_DIR/backups. A relative --out is read from where npm was run (INIT_CWD).
 */
try {
  const { values } = parseArgs({ options: { out: { type: 'string', short: 'o' } } });
  const config = loadConfig();
  // npm runs the command in apps/server (the server's DATA_DIR); INIT_CWD is where the user typed it.
  // eslint-disable-next-line no-restricted-syntax -- npm's INIT_CWD is not a setting of the app
  const file = values.out ? path.resolve(process.env.INIT_CWD ?? process.cwd(), values.out) : defaultBackupFile(config);
  const bytes = await backup(config, file);
  console.log(`Backup written: ${file} (${bytes} bytes, ${config.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`);
} catch (error) {
  console.error(
    error instanceof CommandError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS') ? (error as Error).message : error,
  );
  process.exitCode = 1;
}
