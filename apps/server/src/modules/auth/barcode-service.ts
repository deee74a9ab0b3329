import { and, eq, isNull } from 'drizzle-orm';
import type { Deps } from '../../plugins/deps';
import { parents, students, users } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { accountLimit, addressLimit, withAttemptLimits, type AttemptLimit } from '../../lib/attempt-limits';
import { searchText } from '../../lib/search-text';
import { normalizeBarcode } from './barcodes';
import { me, openSession, assertContactsFree, rethrowTaken } from './service';

const invalid = () => notFound('Invalid barcode. Please check and try again.', 'invalid_barcode');

async function findByBarcode(deps: Deps, barcode: string) {
  const [row] = await deps.db
    .select({ student: students, parent: parents })
    .from(students)
    .leftJoin(parents, eq(parents.id, students.parentId))
    .where(eq(students.barcode, normalizeBarcode(barcode)))
    .limit(1);
  if (!row) throw invalid();
  return row;
}

/**
 * A card's attempts count under the card, from any address, and under the address: a wrong code or a
 * refused set-up is a failure. Checking a good card gives its attempt back; only a set-up clears the card.
 */
function cardLimits(deps: Deps, barcode: string, address: string): [AttemptLimit, AttemptLimit] {
  return [accountLimit(deps, `barcode:${normalizeBarcode(barcode)}`), addressLimit(deps, address)];
}

/** Step 1 of the first-time login: shows who the card belongs to (first name only: this is a public call). */
export async function validateBarcode(deps: Deps, barcode: string, address: string) {
  const [card, from] = cardLimits(deps, barcode, address);
  return withAttemptLimits(deps, [{ ...card, onSuccess: 'refund' }, from], () => describeCard(deps, barcode));
}

async function describeCard(deps: Deps, barcode: string) {
  const { student, parent } = await findByBarcode(deps, barcode);
  // Anyone may type a card's code: a card whose family already has an account (it cannot be set up
  // again) shows only the student's first name, never the birth date or the parent's name.
  const alreadySetUp = Boolean(parent?.userId);
  return {
    valid: true,
    student: {
      id: student.id,
      name: alreadySetUp ? student.name.trim().split(/\s+/)[0]! : student.name,
      date_of_birth: alreadySetUp ? null : student.dateOfBirth,
      parent_name: alreadySetUp ? null : (parent?.fullName ?? null),
      already_set_up: alreadySetUp,
    },
  };
}

/**
 * Step 2: a returning student's family creates its account with a phone and password and is signed in.
 * A card whose family already has an account is refused: they sign in normally.
 */
export async function barcodeSetupLogin(deps: Deps, body: { barcode: string; phone: string; password: string }, address: string) {
  return withAttemptLimits(deps, cardLimits(deps, body.barcode, address), () => setUpCard(deps, body));
}

async function setUpCard(deps: Deps, body: { barcode: string; phone: string; password: string }) {
  const { student, parent } = await findByBarcode(deps, body.barcode);
  if (parent?.userId) throw conflict('barcode_already_set_up', 'This card is already set up. Please sign in with your phone and password.');
  await assertContactsFree(deps, { phone: body.phone });
  const passwordHash = await deps.passwords.hash(body.password);
  const fullName = parent?.fullName ?? student.name;
  const userId = await deps.db
    .transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ role: 'client', fullName, phone: body.phone, passwordHash, searchText: searchText(fullName, body.phone) })
        .returning({ id: users.id });
      if (parent) {
        const linked = await tx
          .update(parents)
          .set({ userId: user!.id, phone: parent.phone ?? body.phone, updatedAt: new Date() })
          .where(and(eq(parents.id, parent.id), isNull(parents.userId)))
          .returning({ userId: parents.userId });
        if (linked[0]?.userId !== user!.id) throw conflict('barcode_already_set_up', 'This card is already set up.');
      } else {
        const [created] = await tx
          .insert(parents)
          .values({ userId: user!.id, fullName, phone: body.phone, searchText: searchText(fullName, body.phone) })
          .returning({ id: parents.id });
        await tx.update(students).set({ parentId: created!.id, updatedAt: new Date() }).where(eq(students.id, student.id));
      }
      return user!.id;
    })
    .catch(rethrowTaken);
  const accessToken = await openSession(deps, userId);
  return { access_token: accessToken, user: await me(deps, userId) };
}
