import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from './config';
import { openDatabase } from './db/open';
import { withStartupLock } from './db/startup-lock';
import { ensureAdmin, isEmptyAcademy } from './db/seed';
import { seedDemo } from './db/demo-seed';
import { buildApp } from './app';

const config = loadConfig();
// One instance at a time migrates and seeds (several may start together on one PostgreSQL).
const { database, app, createdAdmin, demoAccounts } = await withStartupLock(config, async () => {
  const database = await openDatabase(config);
  const app = await buildApp({ config, database });
  const createdAdmin = await ensureAdmin(app.deps);
  const demoAccounts = config.SEED_DEMO && (await isEmptyAcademy(app.deps)) ? await seedDemo(app.deps) : null;
  return { database, app, createdAdmin, demoAccounts };
});

// PGlite does not fsync: keep rotating snapshots of the data directory.
let backupTimer: NodeJS.Timeout | undefined;
if (database.dump && config.BACKUP_INTERVAL_HOURS > 0) {
  const dir = path.join(config.DATA_DIR, 'backups');
  backupTimer = setInterval(async () => {
    try {
      fs.mkdirSync(dir, { recursive: true });
      const blob = await database.dump!();
      const file = path.join(dir, `pglite-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`);
      fs.writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
      const old = fs.readdirSync(dir).filter((f) => f.startsWith('pglite-')).sort().slice(0, -config.BACKUP_KEEP);
      for (const f of old) fs.rmSync(path.join(dir, f));
      app.log.info({ file }, 'backup written');
    } catch (error) {
      app.log.error({ err: error }, 'backup failed');
    }
  }, config.BACKUP_INTERVAL_HOURS * 3_600_000);
  backupTimer.unref();
}

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  clearInterval(backupTimer);
  try {
    await app.close();
  } finally {
    await database.close();
    process.exit(0);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ host: config.HOST, port: config.PORT });
const url = `http://localhost:${config.PORT}`;
const lines = [
  '',
  `  Academy is running at ${url}  (database: ${database.kind === 'pglite' ? `PGlite in ${config.DATA_DIR}` : 'PostgreSQL'})`,
  `  API docs: ${url}/api/docs`,
  // The password is printed only while it is still the README's published default.
  `  Admin: ${config.ADMIN_EMAIL} / ${createdAdmin && config.ADMIN_PASSWORD === 'admin123' ? 'admin123' : '(ADMIN_PASSWORD)'}`,
  ...(demoAccounts ?? []).map((a) => `  ${a.label}: ${a.login} / ${a.password}`),
  '',
];
console.log(lines.join('\n'));
