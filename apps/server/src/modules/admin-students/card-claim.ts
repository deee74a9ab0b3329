import { and, eq, isNull } from 'drizzle-orm';
import type { CardClaim } from '@academy/shared';
import type { Deps } from '../../plugins/deps';
import { mobileSessions, parents, sessions, students, users } from '../../db/schema';
import { attemptStatus, clearAttempts } from '../../lib/attempt-limits';
import { audit } from '../../lib/audit';
import { conflict, notFound } from '../../lib/errors';
import { searchText } from '../../lib/search-text';
import { cardAttemptKey } from '../auth/barcode-service';

type Actor = { id: number; ip: string | null };

/**
 * GET /api/admin/students/{id}/card-claim: whether the student's family claimed its card, by whom, when, and the card's failed attempts.
 */
export async function cardClaim(deps: Deps, studentId: number): Promise<CardClaim> {
  const [row] = await deps.db
    .select({
      student: { id: students.id, barcode: students.barcode },
      parent: { phone: parents.phone, claimedAt: parents.cardClaimedAt },
      account: { id: users.id, fullName: users.fullName, phone: users.phone, isActive: users.isActive },
    })
    .from(students)
    .leftJoin(parents, eq(parents.id, students.parentId))
    .leftJoin(users, eq(users.id, parents.userId))
    .where(eq(students.id, studentId))
    .limit(1);
  if (!row) throw notFound('Student not found.', 'student_not_found');
  const attempts = await attemptStatus(deps, cardAttemptKey(row.student.barcode));
  return {
    student_id: row.student.id,
    barcode: row.student.barcode,
    claimed: row.account !== null,
    account: row.account && {
      id: row.account.id,
      full_name: row.account.fullName,
      phone: row.account.phone,
      is_active: row.account.isActive,
    },
    claimed_at: row.account ? (row.parent?.claimedAt?.toISOString() ?? null) : null,
    phone_on_file: Boolean(row.parent?.phone?.trim()),
    failed_attempts: attempts.attempts,
    locked_until: attempts.lockedUntil?.toISOString() ?? null,
  };
}

/**
 * POST /api/admin/students/{id}/card-claim/reset: the family can claim its card again. In one transaction the
 * account is unlinked from the family (whose students, enrollments, payments and messages stay as they are),
 * its sessions end, and it is deactivated with its phone freed (the new claim makes an account with the phone
 * on file); the family's mobile-app sessions end and its app passwords are cleared (the unlinked account could
 * read and generate them; the admin generates new ones); the card's failed attempts and lock are cleared; the
 * audit log records who reset what. Only a claim made through the card is reset: a family that registered
 * online (its account linked, never claimed by card) keeps its account. A card that is not claimed but has
 * failed attempts is only unlocked; one with neither answers 409 card_not_claimed and nothing changes.
 */
export async function resetCardClaim(deps: Deps, actor: Actor, studentId: number) {
  const now = deps.clock();
  const unlinked = await deps.db.transaction(async (tx) => {
    const [student] = await tx
      .select({ id: students.id, barcode: students.barcode, parentId: students.parentId })
      .from(students)
      .where(eq(students.id, studentId))
      .for('update');
    if (!student) throw notFound('Student not found.', 'student_not_found');
    const [parent] = student.parentId === null ? [] : await tx.select().from(parents).where(eq(parents.id, student.parentId)).for('update');
    const attempts = await attemptStatus(deps, cardAttemptKey(student.barcode), tx);
    const claimedByCard = Boolean(parent?.userId && parent.cardClaimedAt);
    if (!claimedByCard && attempts.attempts === 0 && !attempts.lockedUntil) {
      throw conflict('card_not_claimed', 'This card has not been claimed: there is nothing to reset.');
    }
    await clearAttempts(deps, tx, cardAttemptKey(student.barcode));
    if (!claimedByCard || !parent?.userId) return false;
    const [account] = await tx.select().from(users).where(eq(users.id, parent.userId)).for('update');
    await tx.update(parents).set({ userId: null, cardClaimedAt: null, updatedAt: now }).where(eq(parents.id, parent.id));
    await tx
      .update(sessions)
      .set({ revokedAt: now, updatedAt: now })
      .where(and(eq(sessions.userId, parent.userId), isNull(sessions.revokedAt)));
    if (account && account.role !== 'admin') {
      await tx
        .update(users)
        .set({ isActive: false, phone: null, searchText: searchText(account.fullName, account.email), updatedAt: now })
        .where(eq(users.id, account.id));
    }
    await tx
      .update(mobileSessions)
      .set({ revokedAt: now, updatedAt: now })
      .where(and(eq(mobileSessions.parentId, parent.id), isNull(mobileSessions.revokedAt)));
    const noAppPassword = { mobilePasswordHash: null, mobilePasswordEnc: null, updatedAt: now };
    await tx.update(parents).set(noAppPassword).where(eq(parents.id, parent.id));
    await tx.update(students).set(noAppPassword).where(eq(students.parentId, parent.id));
    await audit(tx, {
      actorId: actor.id,
      action: 'card.claim_reset',
      entity: 'student',
      entityId: student.id,
      ip: actor.ip,
      at: now,
      data: {
        parent_id: parent.id,
        account_id: parent.userId,
        account_phone: account?.phone ?? null,
        claimed_at: parent.cardClaimedAt?.toISOString() ?? null,
      },
    });
    return true;
  });
  return { success: true, unlinked, claim: await cardClaim(deps, studentId) };
}
