// End-to-end run: starts the real server (built web app, fresh embedded database with demo data) on a free
// port, runs the browser tests in e2e/*.test.mjs (or the files named as arguments) with node's test runner against it, then stops the
// server.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startFakeChargily } from '../scripts/fake-chargily.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-e2e-'));
const port = await new Promise((resolve) => {
  const srv = net.createServer().listen(0, '127.0.0.1', () => {
    const { port } = srv.address();
    srv.close(() => resolve(port));
  });
});
const base = `http://127.0.0.1:${port}`;
// A local Chargily Pay simulator: the family pays online through its checkout page (online-payments.test.mjs).
const chargily = await startFakeChargily({ secretKey: 'test_sk_e2e_simulator' });

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: base,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    DATABASE_URL: '',
    NODE_ENV: 'test',
    RATE_LIMIT_AUTH_MAX: '200',
    AUTH_ADDRESS_MAX_FAILURES: '1000',
    // A slowed-down account's first wait (1 s by default) long enough for a browser test to act inside it (sign-in-unlock).
    AUTH_SLOWDOWN_FIRST_SECONDS: '30',
    REGISTER_MAX_PER_ADDRESS_PER_HOUR: '1000',
    CHARGILY_API_URL: chargily.apiUrl,
    CHARGILY_SECRET_KEY: chargily.secretKey,
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let serverLog = '';
server.stdout.on('data', (d) => (serverLog += d));
server.stderr.on('data', (d) => (serverLog += d));

async function waitForHealth(deadline) {
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited early:\n${serverLog}`);
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become healthy:\n${serverLog}`);
}

let code = 1;
try {
  // Generous: seeding the demo academy on a busy machine can take more than a minute.
  await waitForHealth(Date.now() + 180_000);
  // `node e2e/run.mjs e2e/one.test.mjs ...` runs only the named files (the built app must be current).
  const named = process.argv.slice(2);
  const files =
    named.length > 0
      ? named
      : fs
          .readdirSync(path.join(root, 'e2e'))
          .filter((f) => f.endsWith('.test.mjs'))
          .map((f) => path.join('e2e', f));
  const runner = spawn(process.execPath, ['--test', '--test-concurrency=1', ...files], {
    cwd: root,
    env: { ...process.env, E2E_BASE_URL: base, E2E_DATA_DIR: dataDir, E2E_CHARGILY_URL: chargily.url },
    stdio: 'inherit',
  });
  code = await new Promise((resolve) => runner.on('exit', (c) => resolve(c ?? 1)));
  if (code !== 0) console.error(`--- server log ---\n${serverLog.slice(-4000)}`);
} catch (error) {
  console.error(error.message);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => (server.exitCode !== null ? r() : server.on('exit', r)));
  await chargily.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(code);
