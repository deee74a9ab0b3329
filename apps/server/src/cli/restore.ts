import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { CommandError, restore } from './backups';

/*
 * npm run restore -- <file> [--force]: restores a backup written by `npm run backup` into the database
 * DATABASE_URL / DATA_DIR select (see backups.ts). A database that is not empty is replaced only with --force.
 * Stop the server first (PGlite refuses otherwise); it migrates the restored database when it starts.
 */
try {
  const { values, positionals } = parseArgs({ options: { force: { type: 'boolean', default: false } }, allowPositionals: true });
  if (positionals.length !== 1) throw new CommandError('Usage: npm run restore -- <backup file> [--force]');
  const config = loadConfig();
  // npm runs the command in apps/server (the server's DATA_DIR); INIT_CWD is where the user typed it.
  // eslint-disable-next-line no-restricted-syntax -- npm's INIT_CWD is not a setting of the app
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0]!);
  const { keptAside } = await restore(config, file, { force: values.force });
  console.log(`Restored ${file} into ${config.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${config.DATA_DIR}`}.`);
  if (keptAside) console.log(`The replaced database was kept in ${keptAside}; delete it when you no longer need it.`);
} catch (error) {
  console.error(
    error instanceof CommandError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS') ? (error as Error).message : error,
  );
  process.exitCode = 1;
}
