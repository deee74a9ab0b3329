// The integration suite on a real PostgreSQL: TEST_DATABASE_URL (default: the local server's postgres database);
// then the scale-out suite (apps/server/test-pg: two server processes on one database and one Redis).
// `--scale-out-only` runs only the latter (CI, whose `npm test` already ran the integration suite on PostgreSQL).
// Redis: TEST_REDIS_URL (default redis://127.0.0.1:6379); when none answers there and redis-server is
// installed, a private one runs on a free port for the suite and stops after it.
import { spawn, spawnSync } from 'node:child_process';
import net from 'node:net';

const url = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const env = { ...process.env, TEST_DATABASE_URL: url };

if (!process.argv.includes('--scale-out-only')) {
  const integration = spawnSync('npx', ['vitest', 'run', 'apps/server/test'], { stdio: 'inherit', env });
  if (integration.status !== 0) process.exit(integration.status ?? 1);
}

const redisUrl = new URL(process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379');
let privateRedis;
if (!(await answers(redisUrl.hostname, Number(redisUrl.port || 6379)))) {
  const port = await freePort();
  privateRedis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const failed = new Promise((resolve) => privateRedis.once('error', resolve));
  const up = await Promise.race([waitFor('127.0.0.1', port), failed.then(() => false)]);
  if (!up) {
    console.error(
      `No Redis answers at ${redisUrl.href} and redis-server could not be started (apt-get install redis-server, or set TEST_REDIS_URL).`,
    );
    privateRedis.kill();
    process.exit(1);
  }
  console.log(`Redis: a private redis-server on port ${port} for the scale-out suite`);
  env.TEST_REDIS_URL = `redis://127.0.0.1:${port}`;
}

const scaleOut = spawnSync('npx', ['vitest', 'run', '--config', 'apps/server/test-pg/vitest.config.ts'], { stdio: 'inherit', env });
privateRedis?.kill();
process.exit(scaleOut.status ?? 1);

function answers(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.setTimeout(1000);
    socket.once('connect', () => (socket.end(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Polls the port until it accepts a connection (at most 10 s). */
async function waitFor(host, port) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (await answers(host, port)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}
