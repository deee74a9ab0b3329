import http from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A local SMS Gateway for Android (the app's local server API, the subset the academy calls), started by the
 * tests: basic auth; POST /messages { id, textMessage: { text } | message, phoneNumbers, withDeliveryReport } ->
 * 202 { id, state: 'Pending', recipients } (409 for an id it already has, 400 for a number not in E.164);
 * GET /messages/{id} -> the message's state. The legacy /message path answers the same. The test can make it
 * answer 500 the next N times (before or after keeping the message: an error, or an answer lost on the way),
 * make every answer slow, and move a message to Sent, Delivered or Failed.
 */

export type GatewayState = 'Pending' | 'Processed' | 'Sent' | 'Delivered' | 'Failed';

export interface GatewayMessage {
  id: string;
  text: string;
  phoneNumbers: string[];
  state: GatewayState;
  error?: string;
}

export interface FakeSmsGateway {
  url: string;
  user: string;
  password: string;
  /** Messages the phone took, in order (each one is one SMS the parent receives). */
  messages: GatewayMessage[];
  /** Every POST of a message, accepted or not. */
  posts: { id: string | null; at: number }[];
  /** POSTs being answered right now (slow mode). */
  inFlight: number;
  /** The next `n` POSTs answer 500; `kept`: the message is kept first (the answer is what fails). */
  failNext(n: number, opts?: { kept?: boolean }): void;
  /** Every POST and GET waits this long before answering. */
  delayMs: number;
  /** Resolves when a POST arrives (the next one, or at once if one is in flight). */
  postArrived(): Promise<void>;
  setState(id: string, state: GatewayState, error?: string): void;
  close(): Promise<void>;
}

const E164 = /^\+[1-9]\d{7,14}$/;

export async function startFakeSmsGateway(opts: { user?: string; password?: string } = {}): Promise<FakeSmsGateway> {
  const user = opts.user ?? 'sms';
  const password = opts.password ?? 'gateway-pass';
  const byId = new Map<string, GatewayMessage>();
  let failures = 0;
  let keptFailure = false;
  let nextId = 1;
  let waiters: (() => void)[] = [];

  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const stateOf = (m: GatewayMessage) => ({
    id: m.id,
    deviceId: 'fake-device-0001',
    state: m.state,
    isHashed: false,
    isEncrypted: false,
    recipients: m.phoneNumbers.map((phoneNumber) => ({ phoneNumber, state: m.state, ...(m.error ? { error: m.error } : {}) })),
  });

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const answer = () => handle(req, res, Buffer.concat(chunks).toString('utf8'));
      if (gateway.delayMs > 0) setTimeout(answer, gateway.delayMs);
      else answer();
    });
  });

  function handle(req: http.IncomingMessage, res: http.ServerResponse, body: string) {
    if (req.method === 'POST') gateway.inFlight -= 1;
    const expected = `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
    if (req.headers.authorization !== expected) return json(res, 401, { message: 'Unauthorized' });
    const path = new URL(req.url ?? '/', 'http://x').pathname.replace(/^\/message(?=\/|$)/, '/messages');
    if (req.method === 'POST' && path === '/messages') {
      let parsed: { id?: string | null; message?: string; textMessage?: { text?: string }; phoneNumbers?: string[] };
      try {
        parsed = JSON.parse(body);
      } catch {
        return json(res, 400, { message: 'invalid JSON' });
      }
      gateway.posts.push({ id: parsed.id ?? null, at: Date.now() });
      const text = parsed.textMessage?.text ?? parsed.message;
      if (!text || !Array.isArray(parsed.phoneNumbers) || parsed.phoneNumbers.length === 0)
        return json(res, 400, { message: 'invalid message' });
      if (!parsed.phoneNumbers.every((p) => E164.test(p))) return json(res, 400, { message: 'invalid phone number' });
      if (failures > 0 && !keptFailure) {
        failures -= 1;
        return json(res, 500, { message: 'Internal server error' });
      }
      const id = parsed.id ?? `gw-${nextId++}`;
      if (byId.has(id)) return json(res, 409, { message: 'Message with such ID already exists' });
      const message: GatewayMessage = { id, text, phoneNumbers: parsed.phoneNumbers, state: 'Pending' };
      byId.set(id, message);
      gateway.messages.push(message);
      if (failures > 0) {
        failures -= 1;
        return json(res, 500, { message: 'Internal server error' });
      }
      return json(res, 202, stateOf(message));
    }
    const one = /^\/messages\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && one) {
      const message = byId.get(decodeURIComponent(one[1]!));
      return message ? json(res, 200, stateOf(message)) : json(res, 404, { message: 'Message not found' });
    }
    return json(res, 404, { message: 'Not found' });
  }

  server.on('request', (req) => {
    if (req.method === 'POST') {
      gateway.inFlight += 1;
      const ready = waiters;
      waiters = [];
      for (const w of ready) w();
    }
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const gateway: FakeSmsGateway = {
    url: `http://127.0.0.1:${port}`,
    user,
    password,
    messages: [],
    posts: [],
    inFlight: 0,
    delayMs: 0,
    failNext(n, o = {}) {
      failures = n;
      keptFailure = !!o.kept;
    },
    postArrived() {
      if (gateway.inFlight > 0) return Promise.resolve();
      return new Promise((resolve) => waiters.push(resolve));
    },
    setState(id, state, error) {
      const m = byId.get(id);
      if (!m) throw new Error(`no message ${id}`);
      m.state = state;
      m.error = error;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return gateway;
}
