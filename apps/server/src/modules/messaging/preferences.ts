import { count, eq, sql } from 'drizzle-orm';
import {
  DEFAULT_QUIET_HOURS,
  isMobilePhone,
  type Language,
  type MessagingPreferences,
  type MessagingPreferencesInput,
} from '@academy/shared';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { parentMessagePreferences, parents, pushSubscriptions, users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { channelsAvailable, messagingContext } from './settings';
import { parentOfStopToken, stopSms } from './stop-link';

/*
 * The parent's side of messaging (issue 26): their channels, language and quiet hours (no row: the defaults), and
 * the STOP link of an SMS. A family account reads and changes only its own parent's row.
 */

interface PreferencesDeps {
  config: Config;
  db: Db;
  clock: () => Date;
}

/** The parent record of a signed-in family account; 404 parent_not_found for an account without one. */
async function parentOfAccount(db: Db, userId: number) {
  const [row] = await db
    .select({
      parentId: parents.id,
      phone: sql<string | null>`coalesce(${parents.phone}, ${users.phone})`,
      email: sql<string | null>`coalesce(${users.email}, ${parents.email})`,
    })
    .from(users)
    .innerJoin(parents, eq(parents.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw notFound('This account has no family record.', 'parent_not_found');
  return row;
}

/** GET /api/messaging/preferences: the parent's choices over the defaults, where each channel reaches them, and what is set up. */
export async function myPreferences(deps: PreferencesDeps, userId: number): Promise<MessagingPreferences> {
  const parent = await parentOfAccount(deps.db, userId);
  const [[saved], [devices], context] = await Promise.all([
    deps.db.select().from(parentMessagePreferences).where(eq(parentMessagePreferences.parentId, parent.parentId)).limit(1),
    deps.db.select({ n: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)),
    messagingContext(deps.db, deps.config, deps.clock),
  ]);
  return {
    sms: saved?.sms ?? true,
    push: saved?.push ?? true,
    email: saved?.email ?? true,
    language: (saved?.language ?? context.settings.default_language) as Language,
    quiet_start: saved?.quietStart ?? DEFAULT_QUIET_HOURS.start,
    quiet_end: saved?.quietEnd ?? DEFAULT_QUIET_HOURS.end,
    sms_stopped: !!saved?.smsStoppedAt,
    phone: isMobilePhone(parent.phone) ? parent.phone : null,
    email_address: parent.email ?? null,
    push_devices: Number(devices?.n ?? 0),
    available: channelsAvailable(deps.config),
  };
}

/** PUT /api/messaging/preferences: saves every choice; SMS on clears a STOP (the parent asked for them again). */
export async function savePreferences(
  deps: PreferencesDeps,
  userId: number,
  input: MessagingPreferencesInput,
): Promise<MessagingPreferences> {
  const { parentId } = await parentOfAccount(deps.db, userId);
  const now = deps.clock();
  const values = {
    sms: input.sms,
    push: input.push,
    email: input.email,
    language: input.language,
    quietStart: input.quiet_start,
    quietEnd: input.quiet_end,
    updatedAt: now,
  };
  await deps.db
    .insert(parentMessagePreferences)
    .values({ parentId, ...values, smsStoppedAt: null, createdAt: now })
    .onConflictDoUpdate({
      target: parentMessagePreferences.parentId,
      set: { ...values, ...(input.sms ? { smsStoppedAt: null } : {}) },
    });
  return myPreferences(deps, userId);
}

/** A phone shown on the public stop page: only its last four digits (`•••• •• 34 56`). */
export function maskPhone(stored: string | null): string | null {
  if (!stored) return null;
  const digits = stored.replace(/\D/g, '');
  if (digits.length < 4) return null;
  return `•••• •• ${digits.slice(-4, -2)} ${digits.slice(-2)}`;
}

async function stopLinkParent(deps: PreferencesDeps, token: string) {
  const parentId = parentOfStopToken(deps.config.APP_SECRET, token);
  const [row] =
    parentId === null
      ? []
      : await deps.db
          .select({
            parentId: parents.id,
            phone: sql<string | null>`coalesce(${parents.phone}, ${users.phone})`,
            stoppedAt: parentMessagePreferences.smsStoppedAt,
          })
          .from(parents)
          .leftJoin(users, eq(users.id, parents.userId))
          .leftJoin(parentMessagePreferences, eq(parentMessagePreferences.parentId, parents.id))
          .where(eq(parents.id, parentId))
          .limit(1);
  if (!row) throw notFound('This link is not valid.', 'stop_link_invalid');
  return row;
}

/** GET /api/messaging/stop/{token}: whether that parent's SMS are off, and their phone masked. */
export async function stopLinkState(deps: PreferencesDeps, token: string) {
  const row = await stopLinkParent(deps, token);
  return { stopped: row.stoppedAt !== null, phone: maskPhone(row.phone) };
}

/** POST /api/messaging/stop/{token}: SMS off for that parent (again: nothing more changes). */
export async function stopByLink(deps: PreferencesDeps, token: string) {
  const row = await stopLinkParent(deps, token);
  if (row.stoppedAt === null) await stopSms(deps.db, row.parentId, deps.clock());
  return { stopped: true, phone: maskPhone(row.phone) };
}
