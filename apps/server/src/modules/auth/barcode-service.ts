import { and, eq, isNull } from 'drizzle-orm';
import { normalisePhone } from '@academy/shared';
import type { Deps } from '../../plugins/deps';
import { parents, students, users } from '../../db/schema';
import { conflict, forbidden, notFound, unauthorized } from '../../lib/errors';
import { addressLimit, signInLimits, userSignInKey, withAttemptLimits, type AttemptLimit } from '../../lib/attempt-limits';
import type { SignInClient } from '../../lib/trusted-devices';
import { searchText } from '../../lib/search-text';
import { normalizeBarcode } from './barcodes';
import { me, openSession, assertContactsFree, rethrowTaken } from './service';

/**
 * Claiming a card: the first-time login of a returning student's family. Anyone can type a card's code (old
 * codes are sequential), so nothing is said about a card until the family is proven by the parent phone the
 * academy has on file. An unknown code, a wrong phone and a family with no phone on file all get this answer
 * (same status, code and body), so the calls do not tell which codes exist.
 */
const refused = () =>
  notFound(
    'Invalid barcode or parent phone number. Please check and try again. If the academy has no phone number for your family, please contact the academy.',
    'invalid_barcode',
  );

/** The attempt key of a card: its checks and set-ups count under it, whatever the address (barcode-login counts under the account). */
export const cardAttemptKey = (barcode: string) => `barcode:${normalizeBarcode(barcode)}`;

/** Phones compared in their stored form (the shared rule), whatever spelling was typed or kept on file. */
const canonicalPhone = (value: string) => normalisePhone(value) ?? value;

async function findByBarcode(deps: Deps, barcode: string) {
  const [row] = await deps.db
    .select({ student: students, parent: parents })
    .from(students)
    .leftJoin(parents, eq(parents.id, students.parentId))
    .where(and(eq(students.barcode, normalizeBarcode(barcode)), isNull(students.archivedAt)))
    .limit(1);
  return row;
}

/** The card and its family, once the phone given is the parent phone on file; otherwise the one refusal. */
async function proveFamily(deps: Deps, barcode: string, phone: string) {
  const row = await findByBarcode(deps, barcode);
  const onFile = row?.parent?.phone ? canonicalPhone(row.parent.phone) : null;
  if (!row?.parent || !onFile || onFile !== canonicalPhone(phone)) throw refused();
  return { student: row.student, parent: row.parent, phone: onFile };
}

/**
 * Counted per card from this address, per card from everywhere (a slowdown, never a lock-out) and per address
 * (whatever the card): every refusal is a failure. A right answer at step 1 gives the attempt back (`refund`).
 */
function cardLimits(deps: Deps, barcode: string, client: SignInClient, onSuccess: AttemptLimit['onSuccess'] = 'clear'): AttemptLimit[] {
  return [
    ...signInLimits(deps, cardAttemptKey(barcode), client).map((limit) => ({ ...limit, onSuccess })),
    addressLimit(deps, client.address),
  ];
}

const firstName = (name: string) => name.trim().split(/\s+/)[0]!;

/**
 * Step 1: the card's code and the parent phone on file. Once they match, the student's first name (to ask
 * "is this your child?") and whether the family already has an account; never the birth date or full names.
 * A right answer gives the card's attempt back; only a set-up (or an admin's reset) clears it.
 */
export async function validateBarcode(deps: Deps, body: { barcode: string; phone: string }, client: SignInClient) {
  return withAttemptLimits(deps, cardLimits(deps, body.barcode, client, 'refund'), async () => {
    const { student, parent } = await proveFamily(deps, body.barcode, body.phone);
    return { valid: true as const, student: { name: firstName(student.name), already_set_up: Boolean(parent.userId) } };
  });
}

/**
 * Step 2: the same proof and a password: the family's account is created with the phone on file, linked to
 * the family (all its students) and signed in. A card whose family already has an account is refused.
 */
export async function barcodeSetupLogin(deps: Deps, body: { barcode: string; phone: string; password: string }, client: SignInClient) {
  return withAttemptLimits(deps, cardLimits(deps, body.barcode, client), () => setUpCard(deps, body));
}

async function setUpCard(deps: Deps, body: { barcode: string; phone: string; password: string }) {
  const { student, parent, phone } = await proveFamily(deps, body.barcode, body.phone);
  if (parent.userId) throw conflict('barcode_already_set_up', 'This card is already set up. Please sign in with your phone and password.');
  await assertContactsFree(deps, { phone });
  const passwordHash = await deps.passwords.hash(body.password);
  const fullName = parent.fullName ?? student.name;
  const now = deps.clock();
  const userId = await deps.db
    .transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ role: 'client', fullName, phone, passwordHash, searchText: searchText(fullName, phone) })
        .returning({ id: users.id });
      const linked = await tx
        .update(parents)
        .set({ userId: user!.id, phone, cardClaimedAt: now, updatedAt: now })
        .where(and(eq(parents.id, parent.id), isNull(parents.userId)))
        .returning({ userId: parents.userId });
      if (linked[0]?.userId !== user!.id) throw conflict('barcode_already_set_up', 'This card is already set up.');
      return user!.id;
    })
    .catch(rethrowTaken);
  const accessToken = await openSession(deps, userId);
  return { access_token: accessToken, user: await me(deps, userId) };
}

// Verifying against a real hash when the card has no account keeps every refusal equally slow.
let dummyHash: Promise<string> | null = null;

/**
 * POST /api/auth/barcode-login: a claimed card signs in with its code and the family account's password.
 * Failures count under that account's sign-in key (the same lock as signing in by phone or e-mail) and
 * under the address; a code that is unknown or not claimed yet is refused exactly like a wrong password.
 */
export async function barcodeLogin(deps: Deps, body: { barcode: string; password: string }, client: SignInClient) {
  const row = await findByBarcode(deps, body.barcode);
  const userId = row?.parent?.userId ?? null;
  const [user] = userId === null ? [] : await deps.db.select().from(users).where(eq(users.id, userId)).limit(1);
  const account = user ? userSignInKey(user.id) : `login:unknown:${cardAttemptKey(body.barcode)}`;
  const wrong = () => unauthorized('Incorrect barcode or password.', 'invalid_barcode_or_password');
  return withAttemptLimits(deps, [...signInLimits(deps, account, client), addressLimit(deps, client.address)], async () => {
    if (!user) {
      dummyHash ??= deps.passwords.hash('not-a-real-password');
      await deps.passwords.verify(await dummyHash, body.password);
      throw wrong();
    }
    if (!(await deps.passwords.verify(user.passwordHash, body.password))) throw wrong();
    if (!user.isActive) throw forbidden('This account is deactivated. Please contact the academy.', 'account_inactive');
    const accessToken = await openSession(deps, user.id);
    return { access_token: accessToken, user: await me(deps, user.id) };
  });
}
