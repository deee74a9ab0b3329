import crypto from 'node:crypto';
import { CHECKOUT_STATUSES, type CheckoutLocale, type FeesAllocation } from '@academy/shared';
import { z } from 'zod';
import type { Config } from '../../config';

/*
 * Chargily Pay v2 over plain HTTP (https://dev.chargily.com/pay-v2): `POST /checkouts` and `GET /checkouts/{id}`
 * with the secret key as a bearer token, and the webhook's signature. Amounts are whole Algerian dinars.
 */

/** A checkout as Chargily answers it: the fields the academy reads (the rest is ignored). */
const checkoutSchema = z.object({
  id: z.string().min(1).max(64),
  /** Chargily sends a boolean, and "true" / "false" in some answers. */
  livemode: z
    .union([z.boolean(), z.string()])
    .optional()
    .transform((v) => (v === undefined ? null : v === true || v === 'true')),
  amount: z.coerce.number(),
  currency: z.string(),
  fees: z.coerce.number().nullish(),
  fees_on_customer: z.coerce.number().nullish(),
  fees_on_merchant: z.coerce.number().nullish(),
  status: z.enum(CHECKOUT_STATUSES),
  payment_method: z.string().nullish(),
  metadata: z.unknown().optional(),
  checkout_url: z.string().nullish(),
});
export type ChargilyCheckout = z.infer<typeof checkoutSchema>;

/** A webhook's body: an event about a checkout. */
export const chargilyEventSchema = z.object({
  id: z.string().min(1).max(64),
  type: z.string().min(1).max(32),
  data: z.object({ id: z.string().min(1).max(64) }).passthrough(),
});
export type ChargilyEvent = z.infer<typeof chargilyEventSchema>;

/** Chargily could not be reached or answered something unusable: nothing was charged or changed. */
export class ChargilyUnavailable extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
  }
}

export interface CreateCheckoutRequest {
  amount: number;
  successUrl: string;
  failureUrl: string;
  webhookEndpoint: string;
  locale: CheckoutLocale;
  paymentMethod: 'edahabia' | 'cib';
  feesAllocation: FeesAllocation;
  description: string;
  metadata: Record<string, string>;
}

export const chargilyConfigured = (config: Config) => Boolean(config.CHARGILY_SECRET_KEY);
export const chargilyMode = (config: Config): 'test' | 'live' => (/\/test\//.test(`${config.CHARGILY_API_URL}/`) ? 'test' : 'live');

async function call(config: Config, method: 'GET' | 'POST', path: string, body?: unknown): Promise<ChargilyCheckout> {
  let response: Response;
  try {
    response = await fetch(`${config.CHARGILY_API_URL.replace(/\/+$/, '')}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${config.CHARGILY_SECRET_KEY ?? ''}`,
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(config.CHARGILY_TIMEOUT_MS),
    });
  } catch (error) {
    throw new ChargilyUnavailable(`Chargily did not answer: ${(error as Error).message}`);
  }
  const text = await response.text().catch(() => '');
  if (!response.ok) throw new ChargilyUnavailable(`Chargily answered ${response.status}: ${text.slice(0, 300)}`, response.status);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ChargilyUnavailable('Chargily answered something that is not JSON', response.status);
  }
  const parsed = checkoutSchema.safeParse(json);
  if (!parsed.success) throw new ChargilyUnavailable('Chargily answered a checkout the academy cannot read', response.status);
  return parsed.data;
}

/** POST /checkouts: a checkout of `amount` DA; its page is `checkout_url`. */
export function createChargilyCheckout(config: Config, request: CreateCheckoutRequest) {
  return call(config, 'POST', '/checkouts', {
    amount: request.amount,
    currency: 'dzd',
    payment_method: request.paymentMethod,
    success_url: request.successUrl,
    failure_url: request.failureUrl,
    webhook_endpoint: request.webhookEndpoint,
    description: request.description,
    locale: request.locale,
    chargily_pay_fees_allocation: request.feesAllocation,
    metadata: request.metadata,
  });
}

/** GET /checkouts/{id}: the checkout as Chargily knows it now (what a webhook says is confirmed by this). */
export function fetchChargilyCheckout(config: Config, checkoutId: string) {
  return call(config, 'GET', `/checkouts/${encodeURIComponent(checkoutId)}`);
}

/**
 * A webhook's `signature` header: the hex HMAC-SHA256 of the raw body keyed with the secret key. Compared in
 * constant time; a missing key, header or a different length is false.
 */
export function chargilySignatureValid(secret: string | undefined, rawBody: string, signature: string | undefined): boolean {
  if (!secret || !signature) return false;
  const expected = Buffer.from(crypto.createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex'), 'utf8');
  const given = Buffer.from(signature.trim().toLowerCase(), 'utf8');
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}
