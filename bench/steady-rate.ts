/**
 * A load at a steady rate, for `npm run bench`'s "N requests per second" targets: request i is sent at
 * start + i / rate, whether or not the earlier ones have answered (open loop), over keep-alive connections,
 * and its latency counts from that planned moment (a late send counts against the server, as a door's scans
 * keep coming while it is slow). autocannon's --overallRate is not that: each connection sends its quota
 * for the second back to back at the start of the second, so "100/s over 10 connections" is 10 clients at
 * once for part of each second.
 *
 * Run as its own process (so the load does not share the server's event loop):
 *   node --import tsx bench/steady-rate.ts '{"url":"…","method":"POST","headers":{…},"body":"…","rate":100,"seconds":10}'
 * (or "bodies":["…","…"], sent in turn).
 * Prints one JSON line shaped like autocannon's -j summary (the parts the bench reads).
 */
import http from 'node:http';

/** `bodies`: one per request in turn (a door scanning different cards), instead of the one `body`. */
type Options = {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  bodies?: string[];
  rate: number;
  seconds: number;
};

const opts = JSON.parse(process.argv[2]!) as Options;
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
const total = Math.round(opts.rate * opts.seconds);
const latencies: number[] = [];
let non2xx = 0;
let errors = 0;
let done = 0;

function send(plannedAt: number, n: number) {
  const request = http.request(opts.url, { method: opts.method ?? 'GET', headers: opts.headers, agent }, (response) => {
    response.resume();
    response.on('end', () => {
      latencies.push(performance.now() - plannedAt);
      if (response.statusCode! < 200 || response.statusCode! >= 300) non2xx += 1;
      finish();
    });
  });
  request.on('error', () => {
    errors += 1;
    finish();
  });
  request.end(opts.bodies ? opts.bodies[n % opts.bodies.length] : opts.body);
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!) : 0;

function finish() {
  done += 1;
  if (done < total) return;
  const sorted = latencies.sort((a, b) => a - b);
  const seconds = (performance.now() - start) / 1000;
  console.log(
    JSON.stringify({
      requests: { average: latencies.length / seconds, total: latencies.length },
      latency: { p50: percentile(sorted, 50), p90: percentile(sorted, 90), p99: percentile(sorted, 99) },
      non2xx,
      errors,
      timeouts: 0,
    }),
  );
  agent.destroy();
}

const start = performance.now();
const interval = 1000 / opts.rate;
let sent = 0;
// A 1 ms timer sends every request whose planned moment has come.
const timer = setInterval(() => {
  const now = performance.now();
  while (sent < total && start + sent * interval <= now) {
    send(start + sent * interval, sent);
    sent += 1;
  }
  if (sent >= total) clearInterval(timer);
}, 1);
