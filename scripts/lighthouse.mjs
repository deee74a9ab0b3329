// Lighthouse on the public pages (issue 29: the public site fast on a parent's phone): starts the real server (fresh
// embedded database with demo data) against the built web app (apps/web/dist, or WEB_DIST; this script builds
// nothing), runs Lighthouse with its default mobile settings (emulated Moto G Power, simulated throttling) in Debian's
// Chromium (CHROME_PATH, default /usr/bin/chromium; headless, no sandbox) on each page in each language LH_RUNS times
// (default 5, as Lighthouse advises for its run-to-run variance), and reports the median run.
// Languages: LH_LANGS (default en,ar); each run sends the cookie academy_lang=<lang>, from which the server picks the
// language of a public page (Lighthouse's extraHeaders).
// The ceiling: beside each run, the same page through a small proxy on LH_PORT+1 that serves the server's HTML with
// its scripts removed (every <script> element and the links that preload scripts; the rest passes unchanged), i.e.
// what the page would score if its JavaScript cost nothing. Its median performance and TBT are printed next to the
// page's own; the ceiling never fails the run.
// Prints the four category scores, LCP, FCP, TBT, CLS and the JavaScript transferred, with the host's benchmarkIndex of
// every run; writes bench/results/lighthouse.json; exits non-zero when a page in a language misses a target in its
// median run: performance below LH_MIN (default 95), total blocking time at or above LH_MAX_TBT ms (default 200), or
// accessibility below LH_MIN_A11Y (default 100).
// LH_PAGES=/,/home limits the pages; LH_PORT picks the server's port (default 4371; the proxy takes the next one);
// LH_REPORTS=<dir> also writes each run's full Lighthouse result there, and the trace it was computed from
// (<page>-<lang>-<run>[-ceiling].trace.json).
// Lighthouse's simulated throttling multiplies the CPU time it observes by 4, assuming a fast desktop host
// (benchmarkIndex ~1000-2000, printed per run). On a slower or busy machine, LH_CPU_SLOWDOWN=<n> calibrates
// that multiplier (Lighthouse's docs/throttling.md); the default run keeps Lighthouse's own settings.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { defaultSettings } from 'lighthouse/core/config/constants.js';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const webDist = path.resolve(process.env.WEB_DIST ?? path.join(root, 'apps', 'web', 'dist'));
const pages = (process.env.LH_PAGES ?? '/,/home,/courses,/little-stars,/about,/contact').split(',').filter(Boolean);
const langs = (process.env.LH_LANGS ?? 'en,ar').split(',').filter(Boolean);
const runs = Math.max(1, Number(process.env.LH_RUNS ?? 5));
const minPerformance = Number(process.env.LH_MIN ?? 95);
const maxTbt = Number(process.env.LH_MAX_TBT ?? 200);
const minA11y = Number(process.env.LH_MIN_A11Y ?? 100);
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
const ceilingBase = `http://127.0.0.1:${port + 1}`;
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

/** The HTML without its scripts: every <script> element, every <link rel="modulepreload"> and <link rel="preload" as="script">. */
function stripScripts(html) {
  const attr = (tag, name, value) => new RegExp(`\\s${name}\\s*=\\s*["']?${value}["'\\s/>]`, 'i').test(tag);
  const preloadsScript = (tag) => attr(tag, 'rel', 'modulepreload') || (attr(tag, 'rel', 'preload') && attr(tag, 'as', 'script'));
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '').replace(/<link\b[^>]*>/gi, (tag) => (preloadsScript(tag) ? '' : tag));
}

/** How the server may encode a page: the stripped page goes out encoded the same way as the real one. */
const codecs = {
  identity: { decode: (b) => b, encode: (b) => b },
  br: { decode: zlib.brotliDecompressSync, encode: zlib.brotliCompressSync },
  gzip: { decode: zlib.gunzipSync, encode: zlib.gzipSync },
  deflate: { decode: zlib.inflateSync, encode: zlib.deflateSync },
};

/** The response's headers to pass on: without the connection's own, nor (for a body we rewrite) its length and validators. */
function passedHeaders(headers, rewritten) {
  const dropped = ['connection', 'keep-alive', 'transfer-encoding', ...(rewritten ? ['content-length', 'etag', 'last-modified'] : [])];
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !dropped.includes(name)));
}

/** Sends the upstream page with its scripts removed, encoded as upstream encoded it. */
async function sendStripped(upstream, res) {
  const encoding = upstream.headers['content-encoding'] ?? 'identity';
  const codec = codecs[encoding];
  if (!codec) throw new Error(`cannot rewrite a page encoded as ${encoding}`);
  const html = codec.decode(Buffer.concat(await upstream.toArray())).toString('utf8');
  const body = codec.encode(Buffer.from(stripScripts(html), 'utf8'));
  res.writeHead(upstream.statusCode, { ...passedHeaders(upstream.headers, true), 'content-length': body.length });
  res.end(body);
}

/** The ceiling's proxy: forwards every request to the server (method, path, headers with the cookie) and strips its pages' scripts. */
function startCeilingProxy() {
  const proxy = http.createServer((req, res) => {
    const fail = (error) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`ceiling proxy: ${error.message}`);
    };
    const forward = http.request(
      { host: '127.0.0.1', port, method: req.method, path: req.url, headers: { ...req.headers, host: `127.0.0.1:${port}` } },
      (upstream) => {
        const isPage = req.method === 'GET' && upstream.statusCode === 200 && /^text\/html\b/i.test(upstream.headers['content-type'] ?? '');
        if (isPage) {
          sendStripped(upstream, res).catch(fail);
        } else {
          res.writeHead(upstream.statusCode, passedHeaders(upstream.headers, false));
          upstream.pipe(res);
        }
      },
    );
    forward.on('error', fail);
    req.pipe(forward);
  });
  return new Promise((resolve, reject) => proxy.once('error', reject).listen(port + 1, '127.0.0.1', () => resolve(proxy)));
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

/** One Lighthouse run of url in lang; a run that fails inside Chromium (a protocol timeout on a loaded machine) is tried again, twice. */
async function audit(url, lang) {
  for (let attempt = 1; ; attempt++) {
    const flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
      extraHeaders: { Cookie: `academy_lang=${lang}` },
    };
    const config =
      cpuSlowdown === undefined
        ? undefined
        : {
            extends: 'lighthouse:default',
            settings: { throttling: { ...defaultSettings.throttling, cpuSlowdownMultiplier: cpuSlowdown } },
          };
    const result = await lighthouse(url, flags, config);
    const error = result ? result.lhr.runtimeError : { code: 'NO_RESULT', message: 'Lighthouse returned nothing' };
    if (!error) return result;
    if (attempt === 3) throw new Error(`${url} (${lang}): ${error.code} ${error.message}`);
    console.log(`${url} (${lang}): ${error.code}, trying again`);
  }
}

/** One run's figures; with LH_REPORTS, its full result and trace are kept under name. */
async function measure(url, lang, name) {
  const { lhr, artifacts } = await audit(url, lang);
  if (reportsDir) {
    fs.mkdirSync(reportsDir, { recursive: true });
    fs.writeFileSync(path.join(reportsDir, `${name}.json`), JSON.stringify(lhr));
    fs.writeFileSync(path.join(reportsDir, `${name}.trace.json`), JSON.stringify(artifacts.Trace));
  }
  return summarize(lhr);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The median run by performance score (its own metrics, so the figures belong together), the median accessibility, every run. */
function medianRun(samples) {
  const byPerf = [...samples].sort((a, b) => a.scores.performance - b.scores.performance);
  const chosen = byPerf[Math.floor(byPerf.length / 2)];
  return {
    ...chosen,
    scores: { ...chosen.scores, accessibility: median(samples.map((s) => s.scores.accessibility)) },
    runs: samples.map((s) => ({ scores: s.scores, lcp_ms: s.lcp_ms, tbt_ms: s.tbt_ms, cls: s.cls, benchmark_index: s.benchmark_index })),
  };
}

/** A page in a language: its runs and, each right after, the same run on the ceiling, so that both see the host alike. */
async function measurePage(page, lang) {
  const real = [];
  const ceiling = [];
  for (let i = 1; i <= runs; i++) {
    const name = `${page.replace(/\W+/g, '_')}-${lang}-${i}`;
    real.push(await measure(`${base}${page}`, lang, name));
    ceiling.push(await measure(`${ceilingBase}${page}`, lang, `${name}-ceiling`));
  }
  const { failing: _failing, ...ceilingFigures } = medianRun(ceiling);
  return { page, lang, ...medianRun(real), ceiling: ceilingFigures };
}

/** The targets a page in a language misses, in words. */
function misses(r) {
  return [
    r.scores.performance < minPerformance && `performance ${r.scores.performance} < ${minPerformance}`,
    r.tbt_ms >= maxTbt && `TBT ${r.tbt_ms} ms ≥ ${maxTbt} ms`,
    r.scores.accessibility < minA11y && `accessibility ${r.scores.accessibility} < ${minA11y}`,
  ].filter(Boolean);
}

function printResult(r) {
  const c = r.ceiling;
  console.log(
    `${r.page.padEnd(14)} ${r.lang}  perf ${r.scores.performance} (ceiling ${c.scores.performance})  a11y ${r.scores.accessibility}` +
      `  best ${r.scores['best-practices']}  seo ${r.scores.seo}  LCP ${(r.lcp_ms / 1000).toFixed(2)} s  FCP ${(r.fcp_ms / 1000).toFixed(2)} s` +
      `  TBT ${r.tbt_ms} ms (ceiling ${c.tbt_ms} ms)  CLS ${r.cls}  JS ${r.js_kb} KB in ${r.js_files} files` +
      `  (perf of the ${runs} runs: ${r.runs.map((s) => s.scores.performance).join(', ')}; ceiling ${c.runs.map((s) => s.scores.performance).join(', ')};` +
      ` host benchmarkIndex ${r.runs.map((s) => s.benchmark_index).join(', ')}; ceiling ${c.runs.map((s) => s.benchmark_index).join(', ')})`,
  );
  if (r.failing.length) console.log(`${''.padEnd(17)} below 0.9: ${r.failing.join('; ')}`);
}

let code = 1;
let chrome;
let proxy;
try {
  // Generous: seeding the demo academy on a busy machine can take minutes.
  await waitForHealth(Date.now() + 300_000);
  proxy = await startCeilingProxy();
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const results = [];
  for (const page of pages) {
    for (const lang of langs) {
      results.push(await measurePage(page, lang));
      printResult(results.at(-1));
    }
  }
  const indexes = results.flatMap((r) => [...r.runs, ...r.ceiling.runs].map((s) => s.benchmark_index));
  const resultsDir = path.join(root, 'bench', 'results');
  fs.mkdirSync(resultsDir, { recursive: true });
  const summary = {
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpu: os.cpus()[0]?.model,
      loadavg: os.loadavg().map((l) => Math.round(l * 100) / 100),
      node: process.version,
      benchmark_index: { min: Math.min(...indexes), max: Math.max(...indexes) },
    },
    lighthouse: JSON.parse(fs.readFileSync(path.join(root, 'node_modules', 'lighthouse', 'package.json'), 'utf8')).version,
    settings: {
      form_factor: 'mobile (default config)',
      throttling: 'simulated',
      cpu_slowdown_multiplier: cpuSlowdown ?? defaultSettings.throttling.cpuSlowdownMultiplier,
      runs_per_page: runs,
      languages: langs,
      language_cookie: 'academy_lang',
      ceiling: 'the same page through a proxy that removes its <script> elements and script preloads',
      targets: { min_performance: minPerformance, max_tbt_ms: maxTbt, min_accessibility: minA11y },
    },
    pages: results,
  };
  fs.writeFileSync(path.join(resultsDir, 'lighthouse.json'), `${JSON.stringify(summary, null, 2)}\n`);
  console.log(
    `\nWritten bench/results/lighthouse.json (load average ${summary.machine.loadavg.join(' ')} on ${summary.machine.cpus} CPUs;` +
      ` host benchmarkIndex ${summary.machine.benchmark_index.min}–${summary.machine.benchmark_index.max} over ${indexes.length} runs)`,
  );
  const missed = results.map((r) => ({ r, what: misses(r) })).filter(({ what }) => what.length);
  for (const { r, what } of missed) console.error(`Missed: ${r.page} ${r.lang}: ${what.join('; ')}`);
  if (!missed.length) console.log(`Every page in ${langs.join(', ')} meets the targets.`);
  code = missed.length ? 1 : 0;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  await chrome?.kill();
  await new Promise((r) => (proxy ? proxy.close(r) : r()));
  server.kill('SIGTERM');
  await new Promise((r) => (server.exitCode !== null ? r() : server.on('exit', r)));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(code);
