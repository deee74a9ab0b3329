import crypto from 'node:crypto';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { isMobilePhone, isStopReply, normalisePhone, phoneE164 } from '@academy/shared';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import { messageOutbox, parents, users } from '../../../db/schema';
import { stopSms } from '../stop-link';
import { resultOfStatus, type Channel, type DeliveryReports, type OutboxRow, type SendResult } from './types';

/*
 * SMS through the "SMS Gateway for Android" app (capcom6/android-sms-gateway): its local server on the phone
 * (http://<phone>:8080) or its cloud (https://api.sms-gate.app/3rdparty/v1), same API, basic auth.
 *   POST {base}/messages  { id, textMessage: { text }, phoneNumbers: [E.164], withDeliveryReport }  -> 202 { id, state }
 *   GET  {base}/messages/{id}                                                                    -> { id, state, recipients }
 * We name each message `outbox-<row id>`: the gateway refuses a second message with an id it has (409), so a
 * POST retried after its answer was lost is not sent twice by the phone, and the 409 tells us it was taken.
 * States: Pending, Processed (on the phone), Sent, Delivered, Failed.
 */

export const gatewayMessageId = (row: Pick<OutboxRow, 'id'>) => `outbox-${row.id}`;

/** A stored phone (`0550123456`) or an E.164 one, as E.164; null when it is neither. */
export function e164Of(address: string): string | null {
  if (/^\+213[567]\d{8}$/.test(address)) return address;
  if (isMobilePhone(address)) return phoneE164(address);
  const stored = normalisePhone(address);
  return isMobilePhone(stored) ? phoneE164(stored) : null;
}

function authHeader(config: Config) {
  const basic = Buffer.from(`${config.SMS_GATEWAY_USER ?? ''}:${config.SMS_GATEWAY_PASSWORD ?? ''}`).toString('base64');
  return `Basic ${basic}`;
}

const base = (config: Config) => config.SMS_GATEWAY_URL!.replace(/\/+$/, '');

export function createSmsGatewayChannel(config: Config): Channel & DeliveryReports {
  return {
    async send(row, signal): Promise<SendResult> {
      const to = e164Of(row.address);
      if (!to) return { ok: false, permanent: true, error: 'invalid_number' };
      const id = gatewayMessageId(row);
      const response = await fetch(`${base(config)}/messages`, {
        method: 'POST',
        headers: { authorization: authHeader(config), 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ id, textMessage: { text: row.body }, phoneNumbers: [to], withDeliveryReport: true }),
        signal,
      });
      const text = await response.text().catch(() => '');
      // The gateway already has this id: our earlier POST reached it and only its answer was lost.
      if (response.status === 409) return { ok: true, httpStatus: 409, providerId: id };
      const result = resultOfStatus(response.status, messageOf(text));
      if (!result.ok) return result;
      const answer = parseJson(text) as { id?: unknown; state?: unknown } | null;
      if (answer?.state === 'Failed') return { ok: false, httpStatus: response.status, permanent: true, error: 'gateway: Failed' };
      return { ...result, providerId: typeof answer?.id === 'string' && answer.id ? answer.id : id };
    },

    async deliveryState(providerId, signal) {
      const response = await fetch(`${base(config)}/messages/${encodeURIComponent(providerId)}`, {
        headers: { authorization: authHeader(config), accept: 'application/json' },
        signal,
      });
      if (!response.ok) return null;
      const answer = parseJson(await response.text()) as { state?: unknown; recipients?: { state?: unknown; error?: unknown }[] } | null;
      if (answer?.state === 'Delivered') return { state: 'delivered' };
      if (answer?.state === 'Failed') {
        const error = answer.recipients?.find((r) => typeof r.error === 'string')?.error as string | undefined;
        return { state: 'failed', error: `gateway: ${error ?? 'Failed'}`.slice(0, 300) };
      }
      return { state: 'pending' };
    },
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

const messageOf = (text: string) => {
  const answer = parseJson(text) as { message?: unknown } | null;
  return typeof answer?.message === 'string' ? answer.message : text.slice(0, 200);
};

// ----- Webhooks: incoming SMS (STOP) and delivery reports -----

/** A webhook older or newer than this (by its X-Timestamp) is refused: a captured one cannot be replayed later. */
export const WEBHOOK_MAX_SKEW_S = 300;

/**
 * The gateway signs each webhook with the signing key set in the app: X-Signature is the hex HMAC-SHA256 of the
 * raw body followed by the X-Timestamp header (Unix seconds). Compared in constant time.
 */
export function verifyGatewaySignature(
  key: string | undefined,
  rawBody: string,
  signature: string | undefined,
  timestamp: string | undefined,
  now: Date,
): boolean {
  if (!key || !signature || !timestamp || !/^\d{1,12}$/.test(timestamp) || !/^[0-9a-fA-F]{64}$/.test(signature)) return false;
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > WEBHOOK_MAX_SKEW_S) return false;
  const expected = crypto
    .createHmac('sha256', key)
    .update(rawBody + timestamp)
    .digest();
  return crypto.timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

export interface GatewayEvent {
  event: string;
  payload: Record<string, unknown>;
}

/** What a webhook changed: parents whose SMS were stopped, outbox rows marked delivered or failed. */
export interface WebhookOutcome {
  stopped: number;
  updated: number;
}

/** Acts on a verified webhook of the gateway. Unknown events change nothing (the gateway sends pings and others). */
export async function handleGatewayEvent(db: Db, evt: GatewayEvent, now: Date): Promise<WebhookOutcome> {
  const p = evt.payload;
  const str = (v: unknown) => (typeof v === 'string' ? v : null);
  if (evt.event === 'sms:received') {
    const text = str(p.message);
    const from = str(p.sender) ?? str(p.phoneNumber);
    if (!text || !from || !isStopReply(text)) return { stopped: 0, updated: 0 };
    const phone = normalisePhone(from);
    if (!phone) return { stopped: 0, updated: 0 };
    const found = await db
      .select({ id: parents.id })
      .from(parents)
      .leftJoin(users, eq(users.id, parents.userId))
      .where(or(eq(parents.phone, phone), and(sql`${parents.phone} is null`, eq(users.phone, phone))));
    for (const parent of found) await stopSms(db, parent.id, now);
    return { stopped: found.length, updated: 0 };
  }
  if (evt.event === 'sms:delivered' || evt.event === 'sms:failed') {
    const messageId = str(p.messageId);
    if (!messageId) return { stopped: 0, updated: 0 };
    const delivered = evt.event === 'sms:delivered';
    const at = dateOr(str(delivered ? p.deliveredAt : p.failedAt), now);
    const done = await db
      .update(messageOutbox)
      .set(
        delivered
          ? { status: 'delivered', deliveredAt: at, updatedAt: now }
          : { status: 'failed', lastError: `gateway: ${str(p.reason) ?? 'Failed'}`.slice(0, 300), updatedAt: now },
      )
      .where(and(eq(messageOutbox.channel, 'sms'), eq(messageOutbox.providerId, messageId), inArray(messageOutbox.status, ['sent'])))
      .returning({ id: messageOutbox.id });
    return { stopped: 0, updated: done.length };
  }
  return { stopped: 0, updated: 0 };
}

function dateOr(text: string | null, fallback: Date): Date {
  const d = text ? new Date(text) : null;
  return d && !Number.isNaN(d.getTime()) ? d : fallback;
}
