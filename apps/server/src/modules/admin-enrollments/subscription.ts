import { eq } from 'drizzle-orm';
import { academyClock, subscriptionDue, type subscriptionUpdateBody } from '@academy/shared';
import type { z } from 'zod';
import type { Deps } from '../../plugins/deps';
import type { Tx } from '../../db/client';
import { courses, enrollments, kindergartenSubscriptions, sections } from '../../db/schema';
import { audit } from '../../lib/audit';
import { badRequest, notFound } from '../../lib/errors';
import { amount } from '../../lib/rows';
import { lockStudentLedger } from '../ledger/lock';

type Actor = { id: number; ip: string | null };

/** A kindergarten enrollment locked for a subscription change, with its subscription (created when missing). */
export async function lockKindergarten(tx: Tx, id: number, now: Date) {
  const [owner] = await tx.select({ studentId: enrollments.studentId }).from(enrollments).where(eq(enrollments.id, id));
  if (owner) await lockStudentLedger(tx, owner.studentId);
  const [row] = await tx
    .select({ enrollment: enrollments, course: { id: courses.id, category: courses.category, monthlyPrice: courses.monthlyPrice } })
    .from(enrollments)
    .innerJoin(sections, eq(sections.id, enrollments.sectionId))
    .innerJoin(courses, eq(courses.id, sections.courseId))
    .where(eq(enrollments.id, id))
    .for('update', { of: enrollments });
  if (!row) throw notFound('Enrollment not found.', 'enrollment_not_found');
  if (row.course.category !== 'kindergarten')
    throw badRequest('not_kindergarten', 'This enrollment is not in a kindergarten course: it has no monthly subscription.');
  await tx
    .insert(kindergartenSubscriptions)
    .values({
      enrollmentId: id,
      status: 'pending',
      amount: row.course.monthlyPrice ?? '0',
      nextPaymentDate: null,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
  const [sub] = await tx.select().from(kindergartenSubscriptions).where(eq(kindergartenSubscriptions.enrollmentId, id)).for('update');
  return { enrollment: row.enrollment, subscription: sub! };
}

export const presentSubscription = (s: typeof kindergartenSubscriptions.$inferSelect, today: string) => ({
  enrollment_id: s.enrollmentId,
  subscription_status: s.status,
  subscription_amount: amount(s.amount),
  next_subscription_date: s.nextPaymentDate,
  next_payment_date: s.nextPaymentDate,
  payment_notes: s.paymentNotes,
  ...subscriptionDue(s.nextPaymentDate, today),
});

/**
 * PUT /api/admin/enrollments/{id}: the subscription edit form (spec 7: renew sends status, next date and
 * notes; update adds the amount). Changes the subscription only; money is recorded by the renew action.
 */
export async function updateSubscription(deps: Deps, actor: Actor, id: number, body: z.output<typeof subscriptionUpdateBody>) {
  const now = deps.clock();
  const today = academyClock(now).date;
  return deps.db.transaction(async (tx) => {
    const { subscription } = await lockKindergarten(tx, id, now);
    const [saved] = await tx
      .update(kindergartenSubscriptions)
      .set({
        status: body.subscription_status,
        ...(body.subscription_amount !== undefined ? { amount: body.subscription_amount } : {}),
        ...(body.next_subscription_date !== undefined ? { nextPaymentDate: body.next_subscription_date } : {}),
        ...(body.payment_notes !== undefined ? { paymentNotes: body.payment_notes } : {}),
        updatedAt: now,
      })
      .where(eq(kindergartenSubscriptions.id, subscription.id))
      .returning();
    await audit(tx, {
      actorId: actor.id,
      action: 'subscription.updated',
      entity: 'enrollment',
      entityId: id,
      ip: actor.ip,
      at: now,
      data: {
        from: { status: subscription.status, amount: subscription.amount, next: subscription.nextPaymentDate },
        to: { status: saved!.status, amount: saved!.amount, next: saved!.nextPaymentDate },
      },
    });
    return { success: true, message: 'Subscription updated successfully!', subscription: presentSubscription(saved!, today) };
  });
}
