import { sql } from 'drizzle-orm';
import {
  fillTemplate,
  fromCents,
  LANGUAGE_CODES,
  smsSegments,
  toCents,
  type BroadcastPreview,
  type Language,
  type MessageChannel,
  type NotificationTexts,
  type NOTIFICATION_TARGETS,
} from '@academy/shared';
import type { Config } from '../../../config';
import type { Tx } from '../../../db/client';
import { conflict } from '../../../lib/errors';
import { rowsOf } from '../../../lib/rows';
import { smsMonth } from '../budget';
import { planFamilyMessages, type OutboxRow } from '../outbox';
import { messagingContext } from '../settings';

/*
 * The admin's notifications by SMS, push and e-mail (issue 26). They reach the parents who can read the
 * notification in the dashboard or the app (the audience admin-notifications counts as its `sent_count`), for
 * the targets `parents` and `all`; a notification to `students` is for the students' own screens and queues
 * nothing for the families. The same plan answers the preview (recipients per channel, segments, cost, budget)
 * and the send, which is refused when its SMS would go over the month's budget.
 */

type Target = (typeof NOTIFICATION_TARGETS)[number];

/** The parents who can read a notification: an active web account (dashboard), or the mobile app enabled with credentials. */
export const readerParentsWhere = sql`(u.id is not null and u.is_active) or (p.mobile_app_enabled and p.mobile_password_hash is not null)`;

export interface BroadcastInput {
  /** The notification's id once written; null for a preview. */
  id: number | null;
  texts: NotificationTexts;
  target: Target;
  sms: boolean;
  createdBy: number;
}

/** The text of a language, else the other one (a notification written in one language reaches everyone in it). */
function textIn(lang: Language, texts: NotificationTexts) {
  const own = lang === 'ar' ? { title: texts.title_ar, message: texts.message_ar } : { title: texts.title_en, message: texts.message_en };
  if (own.title && own.message) return { title: own.title, message: own.message };
  return { title: texts.title_en ?? texts.title_ar ?? '', message: texts.message_en ?? texts.message_ar ?? '' };
}

export async function planBroadcast(tx: Tx, ctx: { config: Config; now: Date }, input: BroadcastInput): Promise<OutboxRow[]> {
  if (input.target === 'students') return [];
  const parents = await rowsOf<{ id: number }>(
    tx,
    sql`select p.id from parents p left join users u on u.id = p.user_id where ${readerParentsWhere}`,
  );
  const channels: MessageChannel[] = input.sms ? ['sms', 'push', 'email'] : ['push', 'email'];
  return planFamilyMessages(tx, ctx, {
    event: 'notification',
    eventKey: input.id === null ? 'notification:preview' : `notification:${input.id}`,
    template: 'notification',
    parentIds: parents.map((p) => p.id),
    vars: (lang) => textIn(lang, input.texts),
    subject: (lang) => textIn(lang, input.texts).title,
    channels,
    createdBy: input.createdBy,
  });
}

/** What a planned broadcast reaches and costs, and whether its SMS fit in what is left of the month's budget. */
export async function previewOf(
  tx: Tx,
  ctx: { config: Config; now: Date },
  input: BroadcastInput,
  rows: OutboxRow[],
): Promise<BroadcastPreview> {
  const { settings, academyName } = await messagingContext(tx, ctx.config, () => ctx.now);
  const recipients: Record<MessageChannel, number> = { sms: 0, push: 0, email: 0 };
  let total = 0;
  for (const row of rows) {
    recipients[row.channel] += 1;
    total += row.segments ?? 0;
  }
  const sms_segments = Object.fromEntries(
    LANGUAGE_CODES.map((lang) => [
      lang,
      smsSegments(fillTemplate(settings.templates.notification[lang], { academy: academyName[lang], ...textIn(lang, input.texts) }))
        .segments,
    ]),
  ) as Record<Language, number>;
  const month = await smsMonth(tx, ctx.now);
  const used = month.spent + month.queued;
  const cap = settings.sms_monthly_segments;
  const remaining = cap === null ? null : Math.max(0, cap - used);
  return {
    recipients,
    sms_segments,
    sms_segments_total: total,
    cost_da: fromCents(toCents(settings.sms_segment_price_da) * total),
    budget: { monthly_segments: cap, used, remaining },
    fits: remaining === null || total <= remaining,
  };
}

/** The budget's lock: two broadcasts checked at once cannot both take the last segments. */
const BUDGET_LOCK = sql`select pg_advisory_xact_lock(hashtext('messaging:sms_budget'))`;

/**
 * Checks a planned broadcast's SMS against the month's budget (under the budget's lock, held to the end of the
 * transaction) and refuses it with 409 sms_budget_exceeded when they do not fit: the caller's transaction rolls
 * back and nothing is written.
 */
export async function checkBudget(tx: Tx, ctx: { config: Config; now: Date }, input: BroadcastInput, rows: OutboxRow[]) {
  if (!rows.some((r) => r.channel === 'sms')) return;
  const { settings } = await messagingContext(tx, ctx.config, () => ctx.now);
  if (settings.sms_monthly_segments === null) return;
  await tx.execute(BUDGET_LOCK);
  const preview = await previewOf(tx, ctx, input, rows);
  if (!preview.fits) {
    throw conflict(
      'sms_budget_exceeded',
      `This notification needs ${preview.sms_segments_total} SMS segments and ${preview.budget.remaining} are left this month.`,
      { needed: [String(preview.sms_segments_total)], remaining: [String(preview.budget.remaining)] },
    );
  }
}
