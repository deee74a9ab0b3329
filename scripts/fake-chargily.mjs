// A local simulator of Chargily Pay v2 (https://dev.chargily.com/pay-v2) for the tests and for trying online payments
// without an account: the same API paths, statuses and webhook signature as the documentation.
//
//   POST {base}/checkouts        create (Bearer secret key; amount in whole DZD >= 50, currency "dzd", success_url...)
//   GET  {base}/checkouts/{id}   the checkout now
//   GET  /checkout/{id}          its payment page, with "Pay" and "Fail" buttons (what the parent's browser is sent to)
//   GET  /__simulator/checkouts/{id}/deliveries, POST .../deliver {type?, event_id?, signature?}: the browser tests'
//        view of the webhooks sent, and one more delivery (not part of Chargily's API)
//
// Paying or failing on that page posts the event (`checkout.paid` / `checkout.failed`) to the checkout's
// webhook_endpoint, signed like Chargily's (`signature` header: hex HMAC-SHA256 of the raw body with the secret key),
// then redirects to success_url / failure_url. {base} is `http://host:port/test/api/v2` (test mode).
//
// Standalone: `node scripts/fake-chargily.mjs [port]` (CHARGILY_SECRET_KEY, default test_sk_local) prints the URL to
// set as CHARGILY_API_URL.
import crypto from 'node:crypto';
import http from 'node:http';

/** Chargily's fee in this simulator: 1.5 % of the amount, rounded to the dinar, at least 25 DA. */
export const simulatedFee = (amount) => Math.max(25, Math.round(amount * 0.015));

export function signChargily(secret, body) {
  return crypto.createHmac('sha256', secret).update(body, 'utf8').digest('hex');
}

/**
 * Starts the simulator on a free port (or `port`). Returns its URLs, the checkouts, the requests it received, and
 * controls for the tests: pay / fail / deliver an event again, and make the next API calls fail.
 */
export async function startFakeChargily({ secretKey = 'test_sk_local', port = 0, host = '127.0.0.1' } = {}) {
  const checkouts = new Map();
  const requests = [];
  const deliveries = [];
  /** Status codes the next API calls answer with instead (a queue). */
  const failures = [];
  let seq = 0;

  const now = () => Math.floor(Date.now() / 1000);
  const json = (res, status, body) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const readBody = (req) =>
    new Promise((resolve) => {
      let data = '';
      req.on('data', (c) => (data += c));
      req.on('end', () => resolve(data));
    });

  function create(body, base) {
    seq += 1;
    const id = `01hj${crypto.randomBytes(10).toString('hex')}${seq}`;
    const fees = simulatedFee(body.amount);
    const allocation = body.chargily_pay_fees_allocation ?? 'customer';
    const onCustomer = allocation === 'customer' ? fees : allocation === 'split' ? Math.floor(fees / 2) : 0;
    const checkout = {
      id,
      entity: 'checkout',
      livemode: false,
      amount: body.amount,
      currency: 'dzd',
      fees,
      fees_on_merchant: fees - onCustomer,
      fees_on_customer: onCustomer,
      pass_fees_to_customer: null,
      chargily_pay_fees_allocation: allocation,
      status: 'pending',
      locale: body.locale ?? 'ar',
      description: body.description ?? null,
      metadata: body.metadata ?? [],
      success_url: body.success_url,
      failure_url: body.failure_url ?? null,
      webhook_endpoint: body.webhook_endpoint ?? null,
      payment_method: body.payment_method ?? 'edahabia',
      invoice_id: null,
      customer_id: null,
      payment_link_id: null,
      created_at: now(),
      updated_at: now(),
      shipping_address: null,
      collect_shipping_address: false,
      discount: null,
      amount_without_discount: null,
      checkout_url: `${base}/checkout/${id}`,
    };
    checkouts.set(id, checkout);
    return checkout;
  }

  /** Posts a signed event about a checkout to its webhook_endpoint; `tamper` changes the body after signing. */
  async function deliver(id, type = `checkout.${checkouts.get(id)?.status}`, { eventId, signature, tamper, body: given } = {}) {
    const checkout = checkouts.get(id);
    if (!checkout?.webhook_endpoint) throw new Error(`no webhook endpoint for ${id}`);
    const event = {
      id: eventId ?? `evt_${crypto.randomBytes(8).toString('hex')}`,
      entity: 'event',
      livemode: 'false',
      type,
      data: checkout,
      created_at: now(),
      updated_at: now(),
    };
    const body = given ?? JSON.stringify(event);
    const sent = tamper ? tamper(body) : body;
    const res = await fetch(checkout.webhook_endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', signature: signature ?? signChargily(secretKey, body) },
      body: sent,
    });
    const delivery = { id, type, eventId: event.id, status: res.status, body: await res.text() };
    deliveries.push(delivery);
    return delivery;
  }

  function settle(id, status) {
    const checkout = checkouts.get(id);
    if (!checkout) return null;
    checkout.status = status;
    checkout.updated_at = now();
    return checkout;
  }

  const page = (c) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Chargily Pay (simulator)</title></head><body style="font-family:sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem">
<h1>Chargily Pay (simulator)</h1><p>Checkout <code>${c.id}</code></p><p id="amount">${c.amount} DZD</p>
<p>Status: <strong id="status">${c.status}</strong></p>
<form method="post" action="/checkout/${c.id}/pay"><button type="submit" style="min-height:44px;width:100%">Pay</button></form>
<form method="post" action="/checkout/${c.id}/fail" style="margin-top:1rem"><button type="submit" style="min-height:44px;width:100%">Fail</button></form>
</body></html>`;

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url, 'http://x');
    const raw = await readBody(req);
    requests.push({ method: req.method, path: url.pathname, body: raw, authorization: req.headers.authorization ?? null });
    const base = `http://${req.headers.host}`;
    const api = url.pathname.match(/\/api\/v2(\/checkouts(?:\/([^/]+))?)$/);
    if (api) {
      const failure = failures.shift();
      if (failure) return json(res, failure, { message: 'simulated failure' });
      if (req.headers.authorization !== `Bearer ${secretKey}`) return json(res, 401, { message: 'Unauthenticated.' });
      if (req.method === 'POST' && !api[2]) {
        let body;
        try {
          body = JSON.parse(raw);
        } catch {
          return json(res, 422, { message: 'The given data was invalid.' });
        }
        const errors = {};
        if (!Number.isInteger(body.amount) || body.amount < 50) errors.amount = ['The amount must be an integer of at least 50.'];
        if (body.currency !== 'dzd') errors.currency = ['The selected currency is invalid.'];
        if (typeof body.success_url !== 'string' || !/^https?:\/\//.test(body.success_url))
          errors.success_url = ['The success url must be a valid URL.'];
        if (body.locale && !['ar', 'en', 'fr'].includes(body.locale)) errors.locale = ['The selected locale is invalid.'];
        if (body.payment_method && !['edahabia', 'cib', 'chargily_app'].includes(body.payment_method))
          errors.payment_method = ['The selected payment method is invalid.'];
        if (Object.keys(errors).length) return json(res, 422, { message: 'The given data was invalid.', errors });
        return json(res, 200, create(body, base));
      }
      if (req.method === 'GET' && api[2]) {
        const checkout = checkouts.get(decodeURIComponent(api[2]));
        return checkout ? json(res, 200, checkout) : json(res, 404, { message: 'Not found.' });
      }
      return json(res, 405, { message: 'Method not allowed.' });
    }
    // The simulator's own controls for browser tests (not Chargily's API): the deliveries of a checkout's events,
    // and one more delivery (the same event id again, another type, or a wrong signature).
    const control = url.pathname.match(/^\/__simulator\/checkouts\/([^/]+)\/(deliveries|deliver)$/);
    if (control) {
      const id = decodeURIComponent(control[1]);
      if (!checkouts.has(id)) return json(res, 404, { message: 'Not found.' });
      if (control[2] === 'deliveries')
        return json(
          res,
          200,
          deliveries.filter((d) => d.id === id),
        );
      if (req.method !== 'POST') return json(res, 405, { message: 'Method not allowed.' });
      const options = raw ? JSON.parse(raw) : {};
      return json(res, 200, await deliver(id, options.type, { eventId: options.event_id, signature: options.signature }));
    }
    const pagePath = url.pathname.match(/^\/checkout\/([^/]+)(?:\/(pay|fail))?$/);
    if (pagePath) {
      const checkout = checkouts.get(pagePath[1]);
      if (!checkout) return json(res, 404, { message: 'Not found.' });
      if (req.method === 'GET' && !pagePath[2]) {
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
        return res.end(page(checkout));
      }
      if (req.method === 'POST' && pagePath[2]) {
        const paid = pagePath[2] === 'pay';
        settle(checkout.id, paid ? 'paid' : 'failed');
        if (checkout.webhook_endpoint) await deliver(checkout.id, paid ? 'checkout.paid' : 'checkout.failed').catch(() => {});
        res.writeHead(303, { Location: paid ? checkout.success_url : (checkout.failure_url ?? checkout.success_url) });
        return res.end();
      }
    }
    json(res, 404, { message: 'Not found.' });
  });
  await new Promise((resolve) => server.listen(port, host, resolve));
  const address = server.address();
  const url = `http://${host}:${address.port}`;
  return {
    url,
    apiUrl: `${url}/test/api/v2`,
    secretKey,
    checkouts,
    requests,
    deliveries,
    /** The next API calls answer these statuses (e.g. 503) instead. */
    failNext: (...statuses) => failures.push(...statuses),
    /** Marks a checkout paid / failed / canceled / expired without telling anyone (a lost webhook). */
    setStatus: settle,
    /** Marks it paid and posts checkout.paid (as the page's Pay button does). */
    pay: async (id) => (settle(id, 'paid'), deliver(id, 'checkout.paid')),
    deliver,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const fake = await startFakeChargily({
    secretKey: process.env.CHARGILY_SECRET_KEY || 'test_sk_local',
    port: Number(process.argv[2] || 0),
  });
  console.log(`Chargily simulator: CHARGILY_API_URL=${fake.apiUrl} CHARGILY_SECRET_KEY=${fake.secretKey}`);
}
