import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from './config';
import { openDatabase } from './db/open';
import { withStartupLock } from './db/startup-lock';
import { ensureAdmin, isEmptyAcademy } from './db/seed';
import { seedDemo } from './db/demo-seed';
import { buildApp } from './app';
import { startMessagingJobs, type MessagingJobs } from './modules/messaging/jobs';
import { startOutboxWorker, type OutboxWorker } from './modules/messaging/worker';
import { startReconcileJob, type ReconcileJob } from './modules/online-payments/reconcile';

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
let backupRunning: Promise<void> | null = null;
if (database.dump && config.BACKUP_INTERVAL_HOURS > 0) {
  const dir = path.join(config.DATA_DIR, 'backups');
  const backup = async () => {
    try {
      fs.mkdirSync(dir, { recursive: true });
      const blob = await database.dump!();
      const file = path.join(dir, `pglite-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`);
      fs.writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
      const old = fs
        .readdirSync(dir)
        .filter((f) => f.startsWith('pglite-'))
        .sort()
        .slice(0, -config.BACKUP_KEEP);
      for (const f of old) fs.rmSync(path.join(dir, f));
      app.log.info({ file }, 'backup written');
    } catch (error) {
      app.log.error({ err: error }, 'backup failed');
    }
  };
  backupTimer = setInterval(() => {
    // Shutdown waits for a snapshot being written before it closes the database.
    if (!backupRunning && !closing) backupRunning = backup().finally(() => (backupRunning = null));
  }, config.BACKUP_INTERVAL_HOURS * 3_600_000);
  backupTimer.unref();
}

/*
 * Graceful shutdown (SIGTERM from the service manager, Ctrl-C): stop listening at once (new connections
 * are refused), let the requests already received finish and answer, close the database, exit 0. A request
 * that hangs cannot hold the process forever: after SHUTDOWN_GRACE_MS it exits 1; a second signal exits at once.
 */
const SHUTDOWN_GRACE_MS = 30_000;
let closing = false;
// Messaging (started after listen): the jobs that queue absence and payment reminders, and the outbox worker that
// sends; both stopped before the database closes, their run in progress finished.
let messagingJobs: MessagingJobs | undefined;
let outboxWorker: OutboxWorker | undefined;
// Online payments: the reconciliation that asks Chargily about checkouts still pending (stopped like the jobs).
let reconcileJob: ReconcileJob | undefined;
async function shutdown(signal: string) {
  if (closing) {
    app.log.warn({ signal }, 'second signal: exiting without waiting');
    process.exit(1);
  }
  closing = true;
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  clearInterval(backupTimer);
  const jobsStopped = Promise.all([messagingJobs?.stop(), reconcileJob?.stop()]);
  setTimeout(() => {
    app.log.error('shutdown took too long: exiting');
    process.exit(1);
  }, SHUTDOWN_GRACE_MS).unref();
  let code = 0;
  // No new run starts from here; the one in progress ends (its sends within their timeout) while requests finish.
  const workerStopped = outboxWorker?.stop().catch((error: unknown) => app.log.error({ err: error }, 'stopping the outbox worker failed'));
  try {
    await app.close();
  } catch (error) {
    app.log.error({ err: error }, 'closing the server failed');
    code = 1;
  }
  try {
    await backupRunning;
    await jobsStopped;
    await workerStopped;
    await database.close();
  } catch (error) {
    app.log.error({ err: error }, 'closing the database failed');
    code = 1;
  }
  process.exit(code);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ host: config.HOST, port: config.PORT });
if (!closing) {
  messagingJobs = startMessagingJobs(app);
  outboxWorker = startOutboxWorker(app);
  reconcileJob = startReconcileJob(app.deps);
}
// The port bound, which PORT=0 leaves to the system (the durability tests start servers that way).
const address = app.server.address();
const url = `http://localhost:${typeof address === 'object' && address ? address.port : config.PORT}`;
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
