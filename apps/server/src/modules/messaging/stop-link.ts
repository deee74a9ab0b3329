import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { parentMessagePreferences } from '../../db/schema';

/*
 * STOP: a parent turns SMS off by replying STOP / ARRET / توقف to the gateway's number, or by opening their
 * stop link (`/sms-stop/<token>`, in every e-mail). The token names the parent and is signed with APP_SECRET,
 * so it needs no table and cannot be guessed for another parent.
 */

const sign = (secret: string, parentId: number) =>
  crypto.createHmac('sha256', secret).update(`sms-stop:${parentId}`).digest('base64url').slice(0, 22);

export function stopToken(secret: string, parentId: number): string {
  return `${parentId}.${sign(secret, parentId)}`;
}

/** The parent a stop token names, or null when it is not one of ours. */
export function parentOfStopToken(secret: string, token: string): number | null {
  const match = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{22})$/.exec(token);
  if (!match) return null;
  const parentId = Number(match[1]);
  const expected = Buffer.from(sign(secret, parentId));
  const given = Buffer.from(match[2]!);
  return crypto.timingSafeEqual(expected, given) ? parentId : null;
}

/** Turns SMS off for a parent (kept until they turn SMS on again in their preferences); the first STOP's time is kept. */
export async function stopSms(db: Db | Tx, parentId: number, now: Date): Promise<void> {
  await db
    .insert(parentMessagePreferences)
    .values({ parentId, smsStoppedAt: now, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: parentMessagePreferences.parentId,
      set: { smsStoppedAt: sql`coalesce(${parentMessagePreferences.smsStoppedAt}, ${now.toISOString()}::timestamptz)`, updatedAt: now },
    });
}
