import { and, eq, inArray } from 'drizzle-orm';
import webpush from 'web-push';
import type { PushSubscriptionInput } from '@academy/shared';
import type { Db } from '../../../db/client';
import { pushSubscriptions, settings } from '../../../db/schema';
import type { Deps } from '../../../plugins/deps';
import { messagingContext } from '../settings';
import { shortError, type Channel, type SendResult } from './types';

/*
 * Web push (RFC 8030 with aes128gcm payloads, RFC 8291, and VAPID, RFC 8292) through npm `web-push`. The VAPID
 * key pair is made once, on first use, and kept in the settings row `vapid` (the private key sealed with
 * APP_SECRET's secret box); every instance reads the same pair, so browsers' subscriptions stay valid.
 */

export const VAPID_SETTINGS_KEY = 'vapid';
/** Where a tap on the notification leads (the parent's notifications). */
export const PUSH_CLICK_URL = '/dashboard/notifications';
/** How long the push service keeps a message for a phone that is off. */
const PUSH_TTL_S = 24 * 3600;

type PushDeps = Pick<Deps, 'db' | 'config' | 'secretBox' | 'clock'>;
interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const vapidCache = new WeakMap<Db, Promise<VapidKeys>>();

/** The VAPID keys, made and stored on first use (two instances racing keep the first pair written). */
function vapidKeys(deps: PushDeps): Promise<VapidKeys> {
  let keys = vapidCache.get(deps.db);
  if (!keys) {
    keys = loadOrCreateVapid(deps);
    vapidCache.set(deps.db, keys);
    keys.catch(() => vapidCache.delete(deps.db));
  }
  return keys;
}

async function loadOrCreateVapid(deps: PushDeps): Promise<VapidKeys> {
  const read = async () => {
    const [row] = await deps.db.select({ value: settings.value }).from(settings).where(eq(settings.key, VAPID_SETTINGS_KEY));
    const value = row?.value as { public_key?: string; private_key_sealed?: string } | undefined;
    return value?.public_key && value.private_key_sealed
      ? { publicKey: value.public_key, privateKey: deps.secretBox.open(value.private_key_sealed) }
      : null;
  };
  const existing = await read();
  if (existing) return existing;
  const made = webpush.generateVAPIDKeys();
  const now = deps.clock();
  await deps.db
    .insert(settings)
    .values({
      key: VAPID_SETTINGS_KEY,
      value: { public_key: made.publicKey, private_key_sealed: deps.secretBox.seal(made.privateKey) },
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: settings.key });
  return (await read())!;
}

/** The public key browsers subscribe with (base64url, uncompressed P-256 point). */
export async function vapidPublicKey(deps: PushDeps): Promise<string> {
  return (await vapidKeys(deps)).publicKey;
}

/** Saves a browser's subscription for `userId`; an endpoint already saved moves to this account with its new keys. */
export async function savePushSubscription(deps: PushDeps, userId: number, body: PushSubscriptionInput, userAgent: string | undefined) {
  const now = deps.clock();
  const values = { userId, p256dh: body.keys.p256dh, auth: body.keys.auth, userAgent: userAgent?.slice(0, 300) ?? null, updatedAt: now };
  await deps.db
    .insert(pushSubscriptions)
    .values({ endpoint: body.endpoint, ...values, createdAt: now })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
}

/** Removes the caller's own subscription of `endpoint`; another account's is left alone. Returns how many went. */
export async function removePushSubscription(deps: PushDeps, userId: number, endpoint: string): Promise<number> {
  const gone = await deps.db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return gone.length;
}

/** The JSON every device receives (the service worker shows it). */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}

export function createPushChannel(deps: PushDeps, timeoutMs: number): Channel {
  return {
    async send(row): Promise<SendResult> {
      if (row.userId === null) return { ok: false, skip: true, error: 'no_account' };
      const devices = await deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, row.userId));
      if (devices.length === 0) return { ok: false, skip: true, error: 'no_device' };
      const keys = await vapidKeys(deps);
      const { academyName } = await messagingContext(deps.db, deps.config, deps.clock);
      const payload: PushPayload = {
        title: academyName[row.language],
        body: row.body,
        url: PUSH_CLICK_URL,
        tag: row.eventKey.slice(0, 64),
      };
      const outcomes = await Promise.all(
        devices.map(async (device) => {
          try {
            const answer = await webpush.sendNotification(
              { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
              JSON.stringify(payload),
              {
                vapidDetails: { subject: deps.config.VAPID_SUBJECT, publicKey: keys.publicKey, privateKey: keys.privateKey },
                TTL: PUSH_TTL_S,
                timeout: timeoutMs,
                urgency: 'normal',
              },
            );
            return { id: device.id, ok: true, status: answer.statusCode };
          } catch (error) {
            const status = (error as { statusCode?: unknown }).statusCode;
            return { id: device.id, ok: false, status: typeof status === 'number' ? status : undefined, error: shortError(error) };
          }
        }),
      );
      // The push service says the subscription is gone (the browser unsubscribed or the app was removed).
      const gone = outcomes.filter((o) => o.status === 404 || o.status === 410).map((o) => o.id);
      if (gone.length) await deps.db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
      const took = outcomes.filter((o) => o.ok).map((o) => o.id);
      if (took.length) {
        await deps.db.update(pushSubscriptions).set({ lastSuccessAt: deps.clock() }).where(inArray(pushSubscriptions.id, took));
        return { ok: true, httpStatus: outcomes.find((o) => o.ok)!.status };
      }
      if (gone.length === devices.length) return { ok: false, skip: true, httpStatus: 410, error: 'no_device' };
      const failed = outcomes.filter((o) => !o.ok && !gone.includes(o.id));
      const retry = failed.some((o) => o.status === undefined || o.status === 429 || o.status >= 500);
      const first = failed[0]!;
      return { ok: false, httpStatus: first.status, permanent: !retry, error: first.error ?? 'push refused' };
    },
  };
}
