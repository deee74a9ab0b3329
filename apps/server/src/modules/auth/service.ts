import { and, eq, isNull, ne } from 'drizzle-orm';
import type { LoginBody, RegisterBody } from '@academy/shared';
import type { loginBody } from '@academy/shared';
import type { z } from 'zod';
import type { Deps } from '../../plugins/deps';
import { emailVerificationTokens, parents, sessions, students, users } from '../../db/schema';
import { AppError, conflict, forbidden, unauthorized } from '../../lib/errors';
import {
  addressLimit,
  registrationsPerAddress,
  registrationsPerContact,
  signInLimits,
  userSignInKey,
  withAttemptLimits,
} from '../../lib/attempt-limits';
import type { SignInClient } from '../../lib/trusted-devices';
import { uniqueViolation } from '../../lib/db-errors';
import { searchText } from '../../lib/search-text';
import { newToken } from '../../lib/tokens';
import { newBarcode } from './barcodes';
import { loadFamily } from './family';
import { presentUser } from './presenter';
import { sendVerificationEmail } from './email-verification';

export type { LoginBody };
type ParsedLogin = z.output<typeof loginBody>;

/** Refuses a phone or e-mail that another account already uses, with the field it concerns. */
export async function assertContactsFree(deps: Deps, contacts: { phone?: string | null; email?: string | null }, exceptUserId?: number) {
  const { db } = deps;
  const others = exceptUserId === undefined ? undefined : ne(users.id, exceptUserId);
  if (contacts.phone) {
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.phone, contacts.phone), others))
      .limit(1);
    if (taken) throw conflict('phone_taken', 'This phone number is already registered.', { phone: ['phone_taken'] });
  }
  if (contacts.email) {
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, contacts.email), others))
      .limit(1);
    if (taken) throw conflict('email_taken', 'This e-mail address is already registered.', { email: ['email_taken'] });
  }
}

/** A unique index fired under a race: answer as the check above would have. */
export function rethrowTaken(error: unknown): never {
  const constraint = uniqueViolation(error);
  if (constraint?.includes('phone')) throw conflict('phone_taken', 'This phone number is already registered.', { phone: ['phone_taken'] });
  if (constraint?.includes('email'))
    throw conflict('email_taken', 'This e-mail address is already registered.', { email: ['email_taken'] });
  throw error;
}

/**
 * Spec 5 registration: the parent's account, the family's parent record and the first student, in one transaction.
 * Limited per address (failures, and accounts per hour) and per e-mail and phone (attempts per hour).
 */
export async function register(deps: Deps, body: RegisterBody, address: string) {
  const limits = [
    addressLimit(deps, address),
    registrationsPerAddress(deps, address),
    registrationsPerContact(deps, `phone:${body.phone}`),
  ];
  if (body.email) limits.push(registrationsPerContact(deps, `email:${body.email.toLowerCase()}`));
  return withAttemptLimits(deps, limits, () => createFamilyAccount(deps, body));
}

async function createFamilyAccount(deps: Deps, body: RegisterBody) {
  await assertContactsFree(deps, body);
  const passwordHash = await deps.passwords.hash(body.password);
  const barcode = await newBarcode(deps.db);
  const userId = await deps.db
    .transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          role: 'client',
          fullName: body.full_name,
          email: body.email ?? null,
          phone: body.phone,
          passwordHash,
          searchText: searchText(body.full_name, body.email, body.phone),
        })
        .returning({ id: users.id });
      const [parent] = await tx
        .insert(parents)
        .values({
          userId: user!.id,
          fullName: body.full_name,
          phone: body.parent_phone,
          searchText: searchText(body.full_name, body.parent_phone),
        })
        .returning({ id: parents.id });
      await tx.insert(students).values({
        parentId: parent!.id,
        name: body.student_name,
        gender: body.gender,
        dateOfBirth: body.date_of_birth,
        barcode,
        searchText: searchText(body.student_name, body.full_name, body.phone, body.parent_phone, body.email),
      });
      return user!.id;
    })
    .catch(rethrowTaken);
  const verificationSent = body.email ? await sendVerificationEmail(deps, userId, body.email) : false;
  return { userId, verificationSent };
}

/** Opens a session and returns its bearer token (only the hash is kept). */
export async function openSession(deps: Deps, userId: number, kind: 'web' | 'mobile' = 'web') {
  const { token, hash } = newToken();
  const expiresAt = new Date(deps.clock().getTime() + deps.config.SESSION_TTL_DAYS * 86_400_000);
  await deps.db.insert(sessions).values({ userId, tokenHash: hash, kind, expiresAt });
  return token;
}

// Verifying against a real hash when the account does not exist keeps both answers equally slow.
let dummyHash: Promise<string> | null = null;

/**
 * Counts against the account from this client, the account from every untrusted client, and the address
 * (lib/attempt-limits `signInLimits`). An unknown e-mail or phone is counted under its own key and locks the
 * same way, so a lock tells nothing about whether the account exists.
 */
export async function login(deps: Deps, body: ParsedLogin, client: SignInClient) {
  const where = 'phone' in body && body.phone ? eq(users.phone, body.phone) : eq(users.email, (body as { email: string }).email);
  const [user] = await deps.db.select().from(users).where(where).limit(1);
  const account = user
    ? userSignInKey(user.id)
    : `login:unknown:${'phone' in body && body.phone ? body.phone : (body as { email: string }).email}`;
  return withAttemptLimits(deps, [...signInLimits(deps, account, client), addressLimit(deps, client.address)], async () => {
    if (!user) {
      dummyHash ??= deps.passwords.hash('not-a-real-password');
      await deps.passwords.verify(await dummyHash, body.password);
      throw unauthorized('Invalid e-mail/phone or password.', 'invalid_credentials');
    }
    if (!(await deps.passwords.verify(user.passwordHash, body.password))) {
      throw unauthorized('Invalid e-mail/phone or password.', 'invalid_credentials');
    }
    if (!user.isActive) throw forbidden('This account is deactivated. Please contact the academy.', 'account_inactive');
    const accessToken = await openSession(deps, user.id);
    return { access_token: accessToken, user: await me(deps, user.id) };
  });
}

export async function me(deps: Deps, userId: number) {
  const family = await loadFamily(deps.db, userId);
  return presentUser(family.user, family.parent, family.students);
}

export async function logout(deps: Deps, sessionId: number) {
  await deps.db.update(sessions).set({ revokedAt: deps.clock() }).where(eq(sessions.id, sessionId));
}

/**
 * Changing the password signs out every other session of the account. A wrong current password counts as a
 * failed sign-in of the account (the same limit as login, so a stolen session cannot guess on past it), and a
 * right one clears the failures as a sign-in does.
 */
export async function changePassword(
  deps: Deps,
  auth: { id: number; sessionId: number },
  current: string,
  next: string,
  client: SignInClient,
) {
  return withAttemptLimits(deps, signInLimits(deps, userSignInKey(auth.id), client), () => replacePassword(deps, auth, current, next));
}

async function replacePassword(deps: Deps, auth: { id: number; sessionId: number }, current: string, next: string) {
  const [user] = await deps.db.select().from(users).where(eq(users.id, auth.id)).limit(1);
  if (!user || !(await deps.passwords.verify(user.passwordHash, current))) {
    throw new AppError(400, 'wrong_current_password', 'The current password is not correct.', {
      current_password: ['wrong_current_password'],
    });
  }
  const passwordHash = await deps.passwords.hash(next);
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, auth.id));
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, auth.id), ne(sessions.id, auth.sessionId), isNull(sessions.revokedAt)));
  });
}

/** The single-use, expiring link sent at registration. */
export async function verifyEmail(deps: Deps, tokenHash: string) {
  const now = deps.clock();
  const [row] = await deps.db.select().from(emailVerificationTokens).where(eq(emailVerificationTokens.tokenHash, tokenHash)).limit(1);
  if (!row || row.usedAt) throw new AppError(400, 'invalid_token', 'Failed to verify email. The link may be expired or invalid.');
  if (row.expiresAt <= now)
    throw new AppError(400, 'token_expired', 'This verification link has expired. Please register again or contact the academy.');
  await deps.db.transaction(async (tx) => {
    const used = await tx
      .update(emailVerificationTokens)
      .set({ usedAt: now, updatedAt: now })
      .where(and(eq(emailVerificationTokens.id, row.id), isNull(emailVerificationTokens.usedAt)))
      .returning({ id: emailVerificationTokens.id });
    if (used.length === 0) throw new AppError(400, 'invalid_token', 'Failed to verify email. The link may be expired or invalid.');
    await tx.update(users).set({ emailVerified: true, updatedAt: now }).where(eq(users.id, row.userId));
  });
}
