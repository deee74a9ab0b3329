import { eq, sql } from 'drizzle-orm';
import type { Deps } from '../../plugins/deps';
import type { Tx } from '../../db/client';
import { contactMessages, parents, students, users } from '../../db/schema';
import { audit } from '../../lib/audit';
import { badRequest } from '../../lib/errors';
import { rowsOf } from '../../lib/rows';
import { type Actor, lockTarget, assertNotLastActiveAdmin, assertNotSelf } from './account-guards';

const DELETE_FORBIDDEN = 'You do not have permission to delete this user.';

/** What belongs to an account, and the money records that forbid deleting it. */
type Associations = {
  parent_record: number;
  students: number;
  registrations: number;
  contact_messages: number;
  /** Ledger entries of the family's students (append-only: never deleted). */
  family_ledger: number;
  /** Ledger entries this account recorded (staff): the ledger cannot be rewritten to forget who. */
  recorded_ledger: number;
};

async function associations(tx: Tx, userId: number): Promise<Associations> {
  const [row] = await rowsOf<Associations>(
    tx,
    sql`select
      (select count(*) from parents where user_id = ${userId})::int as parent_record,
      (select count(*) from students s join parents p on p.id = s.parent_id where p.user_id = ${userId})::int as students,
      (select count(*) from registrations where user_id = ${userId})::int as registrations,
      (select count(*) from contact_messages where user_id = ${userId})::int as contact_messages,
      (select count(*) from ledger_entries l join students s on s.id = l.student_id join parents p on p.id = s.parent_id where p.user_id = ${userId})::int as family_ledger,
      (select count(*) from ledger_entries where recorded_by = ${userId})::int as recorded_ledger`,
  );
  return Object.fromEntries(Object.entries(row!).map(([k, v]) => [k, Number(v)])) as Associations;
}

/** A foreign key that still points at the account (a table added later), reported as associated records. */
function isReferenceViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: string }).code;
    if (code === '23503') return true;
  }
  return false;
}

/**
 * DELETE /api/admin/users/{id}[?cascade=true]. Without cascade, an account with a family, course requests
 * or messages is refused (spec 8: deactivate or force delete instead). With cascade, the account, its
 * parent record, students (their enrollments, attendance, subscriptions, requests, mobile sessions) and
 * its messages go in one transaction. Money history is never deleted: a family with ledger entries, or
 * a staff account that recorded some, is refused and should be deactivated instead.
 */
export async function deleteUser(deps: Deps, actor: Actor, id: number, cascade: boolean) {
  const now = deps.clock();
  const removed = await deps.db
    .transaction(async (tx) => {
      const locked = await lockTarget(tx, id);
      const { user } = locked;
      assertNotSelf(actor, id, DELETE_FORBIDDEN);
      assertNotLastActiveAdmin(locked, DELETE_FORBIDDEN);
      const found = await associations(tx, id);
      if (found.family_ledger > 0 || found.recorded_ledger > 0) {
        throw badRequest('has_money_history', 'This account has payment records, which are kept. Deactivate it instead.', {
          records: [found.family_ledger > 0 ? 'ledger_entries' : 'recorded_ledger_entries'],
        });
      }
      const kinds = (['parent_record', 'students', 'registrations', 'contact_messages'] as const).filter((k) => found[k] > 0);
      if (kinds.length && !cascade) {
        throw badRequest('has_associated_records', 'Cannot delete user with associated records. Try force delete or deactivate instead.', {
          records: [...kinds],
        });
      }
      if (cascade) {
        const [parent] = await tx.select({ id: parents.id }).from(parents).where(eq(parents.userId, id));
        // Students take their enrollments, subscriptions, attendance, requests and app sessions with them.
        if (parent) {
          await tx.delete(students).where(eq(students.parentId, parent.id));
          await tx.delete(parents).where(eq(parents.id, parent.id));
        }
        await tx.delete(contactMessages).where(eq(contactMessages.userId, id));
      }
      // Sessions, e-mail tokens, notification reads and the account's own requests go with the account.
      await tx.delete(users).where(eq(users.id, id));
      await audit(tx, {
        actorId: actor.id,
        action: 'user.deleted',
        entity: 'user',
        entityId: id,
        ip: actor.ip,
        at: now,
        data: { full_name: user.fullName, email: user.email, phone: user.phone, role: user.role, cascade, removed: found },
      });
      return found;
    })
    .catch((error: unknown) => {
      if (isReferenceViolation(error)) {
        throw badRequest('has_associated_records', 'Cannot delete user with associated records. Try force delete or deactivate instead.', {
          records: ['other'],
        });
      }
      throw error;
    });
  return {
    success: true,
    message: 'User deleted.',
    deleted: { id, cascade, students: removed.students, registrations: removed.registrations, contact_messages: removed.contact_messages },
  };
}
