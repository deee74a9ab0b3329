import crypto from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import type { AddressInfo } from 'node:net';

/*
 * A local web push service (RFC 8030) over HTTPS, started by the tests, with browsers' subscriptions made here:
 * each has its own P-256 key pair and auth secret, as a browser makes them, so the service can DECRYPT what the
 * academy sent (RFC 8291, aes128gcm) exactly as the browser would. It checks the VAPID Authorization header
 * (RFC 8292: `vapid t=<JWT>, k=<public key>`, the JWT signed ES256 by that key, audience its own origin) and
 * answers 201, or a status the test sets for a subscription (410: gone). Its certificate is made at start and
 * trusted by this test process's HTTPS agent.
 */

const require = createRequire(import.meta.url);
const ece = require('http_ece') as {
  decrypt(buffer: Buffer, params: { version: string; privateKey: crypto.ECDH; authSecret: string }): Buffer;
};

export interface FakeSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface ReceivedPush {
  subscription: string;
  /** The decrypted payload. */
  payload: string;
  ttl: string | undefined;
  urgency: string | undefined;
  /** The VAPID public key the JWT was checked with. */
  vapidKey: string;
}

export interface FakePushService {
  origin: string;
  received: ReceivedPush[];
  /** A new browser subscription on this service (its keys stay here to decrypt). */
  subscribe(): FakeSubscription;
  /** Every later push to this subscription answers `status` (e.g. 410 Gone). */
  answer(endpoint: string, status: number): void;
  close(): Promise<void>;
}

function selfSignedCertificate() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fake-push-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  const pair = { key: fs.readFileSync(key), cert: fs.readFileSync(cert) };
  fs.rmSync(dir, { recursive: true, force: true });
  return pair;
}

/** Checks a VAPID header; returns the public key it was signed with, or null. */
function checkVapid(header: string | undefined, origin: string): string | null {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match) return null;
  const [jwt, k] = [match[1]!, match[2]!];
  const [head, body, signature] = jwt.split('.') as [string, string, string];
  const point = Buffer.from(k, 'base64url');
  const publicKey = crypto.createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  });
  const ok = crypto.verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as { aud?: string; exp?: number; sub?: string };
  return ok && claims.aud === origin && typeof claims.sub === 'string' ? k : null;
}

export async function startFakePushService(): Promise<FakePushService> {
  const { key, cert } = selfSignedCertificate();
  const browsers = new Map<string, { ecdh: crypto.ECDH; auth: string; status: number }>();
  let origin = '';
  const server = https.createServer({ key, cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const endpoint = `${origin}${req.url}`;
      const browser = browsers.get(endpoint);
      if (req.method !== 'POST' || !browser) return void res.writeHead(404).end();
      const vapidKey = checkVapid(req.headers.authorization, origin);
      if (!vapidKey) return void res.writeHead(403).end('bad VAPID');
      if (browser.status !== 201) return void res.writeHead(browser.status).end();
      if (req.headers['content-encoding'] !== 'aes128gcm') return void res.writeHead(415).end();
      const payload = ece
        .decrypt(Buffer.concat(chunks), { version: 'aes128gcm', privateKey: browser.ecdh, authSecret: browser.auth })
        .toString('utf8');
      service.received.push({
        subscription: endpoint,
        payload,
        ttl: req.headers.ttl as string | undefined,
        urgency: req.headers.urgency as string | undefined,
        vapidKey,
      });
      res.writeHead(201, { location: `${endpoint}/messages/${service.received.length}` }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // This test process trusts the service's certificate (web-push calls https.request with the global agent).
  const agentOptions = https.globalAgent.options as { ca?: (string | Buffer)[] };
  agentOptions.ca = [...(agentOptions.ca ?? tls.rootCertificates), cert];

  const service: FakePushService = {
    origin,
    received: [],
    subscribe() {
      const ecdh = crypto.createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = crypto.randomBytes(16).toString('base64url');
      const endpoint = `${origin}/push/${crypto.randomBytes(12).toString('hex')}`;
      browsers.set(endpoint, { ecdh, auth, status: 201 });
      return { endpoint, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth } };
    },
    answer(endpoint, status) {
      browsers.get(endpoint)!.status = status;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return service;
}
