// Lighthouse on the public pages: starts the real server (fresh embedded database with demo data) against the
// built web app (apps/web/dist, or WEB_DIST; this script builds nothing), runs Lighthouse with its default mobile
// settings (emulated Moto G Power, simulated throttling) in Debian's Chromium (CHROME_PATH, default
// /usr/bin/chromium; headless, no sandbox) on each page LH_RUNS times (default 5, as Lighthouse advises for its run-to-run variance), and
// reports the median run.
// Prints the four category scores, LCP, TBT, CLS and the JavaScript transferred; writes bench/results/lighthouse.json;
// exits non-zero when a page's performance or accessibility score is below LH_MIN (default 95).
// LH_PAGES=/,/home limits the pages; LH_PORT picks the server's port (default 4371); LH_REPORTS=<dir> also writes
// each run's full Lighthouse result there, and the trace it was computed from (<page>-<run>.trace.json).
// Lighthouse's simulated throttling multiplies the CPU time it observes by 4, assuming a fast desktop host
// (benchmarkIndex ~1000-2000, printed per page). On a slower or busy machine, LH_CPU_SLOWDOWN=<n> calibrates
// that multiplier (Lighthouse's docs/throttling.md); the default run keeps Lighthouse's own settings.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { defaultSettings } from 'lighthouse/core/config/constants.js';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const webDist = path.resolve(process.env.WEB_DIST ?? path.join(root, 'apps', 'web', 'dist'));
const pages = (process.env.LH_PAGES ?? '/,/home,/courses,/little-stars,/about,/contact').split(',').filter(Boolean);
const runs = Math.max(1, Number(process.env.LH_RUNS ?? 5));
const minScore = Number(process.env.LH_MIN ?? 95);
const port = Number(process.env.LH_PORT ?? 4371);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const reportsDir = process.env.LH_REPORTS ? path.resolve(process.env.LH_REPORTS) : undefined;
const cpuSlowdown = process.env.LH_CPU_SLOWDOWN ? Number(process.env.LH_CPU_SLOWDOWN) : undefined;

if (!fs.existsSync(path.join(webDist, 'index.html'))) {
  console.error(`No built web app in ${webDist}: run \`npm run build\` (or set WEB_DIST) first.`);
  process.exit(2);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-lighthouse-'));
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: base,
    WEB_DIST: webDist,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    DATABASE_URL: '',
    NODE_ENV: 'test',
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
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become healthy:\n${serverLog}`);
}

/** The figures of one Lighthouse result. */
function summarize(lhr) {
  const audit = (id) => lhr.audits[id];
  const scripts = (audit('network-requests')?.details?.items ?? []).filter((r) => r.resourceType === 'Script');
  return {
    scores: Object.fromEntries(categories.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])),
    lcp_ms: Math.round(audit('largest-contentful-paint')?.numericValue ?? 0),
    fcp_ms: Math.round(audit('first-contentful-paint')?.numericValue ?? 0),
    tbt_ms: Math.round(audit('total-blocking-time')?.numericValue ?? 0),
    cls: Math.round((audit('cumulative-layout-shift')?.numericValue ?? 0) * 1000) / 1000,
    js_kb: Math.round((scripts.reduce((s, r) => s + (r.transferSize ?? 0), 0) / 1024) * 10) / 10,
    js_files: scripts.length,
    benchmark_index: Math.round(lhr.environment?.benchmarkIndex ?? 0),
    // What keeps a score from 100: the failing audits of the performance and accessibility categories.
    failing: ['performance', 'accessibility']
      .flatMap((c) => lhr.categories[c]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (audit(ref.id)?.score ?? 1) < 0.9)
      .map((ref) => `${ref.id}${audit(ref.id)?.displayValue ? ` (${audit(ref.id).displayValue})` : ''}`),
  };
}

/** One Lighthouse run; a run that fails inside Chromium (a protocol timeout on a loaded machine) is tried again, twice. */
async function audit(page) {
  for (let attempt = 1; ; attempt++) {
    const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories };
    const config =
      cpuSlowdown === undefined
        ? undefined
        : {
            extends: 'lighthouse:default',
            settings: { throttling: { ...defaultSettings.throttling, cpuSlowdownMultiplier: cpuSlowdown } },
          };
    const result = await lighthouse(`${base}${page}`, flags, config);
    const error = result ? result.lhr.runtimeError : { code: 'NO_RESULT', message: 'Lighthouse returned nothing' };
    if (!error) return result;
    if (attempt === 3) throw new Error(`${page}: ${error.code} ${error.message}`);
    console.log(`${page}: ${error.code}, trying again`);
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

let code = 1;
let chrome;
try {
  // Generous: seeding the demo academy on a busy machine can take minutes.
  await waitForHealth(Date.now() + 300_000);
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const results = [];
  for (const page of pages) {
    const samples = [];
    for (let i = 0; i < runs; i++) {
      const { lhr, artifacts } = await audit(page);
      if (reportsDir) {
        const name = path.join(reportsDir, `${page.replace(/\W+/g, '_')}-${i + 1}`);
        fs.mkdirSync(reportsDir, { recursive: true });
        fs.writeFileSync(`${name}.json`, JSON.stringify(lhr));
        fs.writeFileSync(`${name}.trace.json`, JSON.stringify(artifacts.Trace));
      }
      samples.push(summarize(lhr));
    }
    // The median run by performance score (its own metrics), so the figures printed belong together.
    const byPerf = [...samples].sort((a, b) => a.scores.performance - b.scores.performance);
    const chosen = byPerf[Math.floor(byPerf.length / 2)];
    results.push({
      page,
      ...chosen,
      scores: { ...chosen.scores, accessibility: median(samples.map((s) => s.scores.accessibility)) },
      runs: samples.map((s) => ({ scores: s.scores, lcp_ms: s.lcp_ms, tbt_ms: s.tbt_ms, cls: s.cls, benchmark_index: s.benchmark_index })),
    });
    const r = results.at(-1);
    console.log(
      `${page.padEnd(14)} perf ${r.scores.performance}  a11y ${r.scores.accessibility}  best ${r.scores['best-practices']}  seo ${r.scores.seo}` +
        `  LCP ${(r.lcp_ms / 1000).toFixed(2)} s  FCP ${(r.fcp_ms / 1000).toFixed(2)} s  TBT ${r.tbt_ms} ms  CLS ${r.cls}  JS ${r.js_kb} KB in ${r.js_files} files` +
        `  (perf of the ${runs} runs: ${samples.map((s) => s.scores.performance).join(', ')}; host benchmarkIndex ${samples.map((s) => s.benchmark_index).join(', ')})`,
    );
    if (r.failing.length) console.log(`${''.padEnd(14)} below 0.9: ${r.failing.join('; ')}`);
  }
  const below = results.filter((r) => r.scores.performance < minScore || r.scores.accessibility < minScore);
  const resultsDir = path.join(root, 'bench', 'results');
  fs.mkdirSync(resultsDir, { recursive: true });
  const summary = {
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpu: os.cpus()[0]?.model,
      loadavg: os.loadavg().map((l) => Math.round(l * 100) / 100),
      node: process.version,
    },
    lighthouse: JSON.parse(fs.readFileSync(path.join(root, 'node_modules', 'lighthouse', 'package.json'), 'utf8')).version,
    settings: {
      form_factor: 'mobile (default config)',
      throttling: 'simulated',
      cpu_slowdown_multiplier: cpuSlowdown ?? defaultSettings.throttling.cpuSlowdownMultiplier,
      runs_per_page: runs,
      min_score: minScore,
    },
    pages: results,
  };
  fs.writeFileSync(path.join(resultsDir, 'lighthouse.json'), `${JSON.stringify(summary, null, 2)}\n`);
  console.log(
    `\nWritten bench/results/lighthouse.json (load average ${summary.machine.loadavg.join(' ')} on ${summary.machine.cpus} CPUs)`,
  );
  if (below.length) console.error(`Below ${minScore} (performance or accessibility): ${below.map((r) => r.page).join(', ')}`);
  code = below.length ? 1 : 0;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
  await new Promise((r) => (server.exitCode !== null ? r() : server.on('exit', r)));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(code);
