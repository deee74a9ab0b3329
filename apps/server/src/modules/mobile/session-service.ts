import { and, eq, inArray } from 'drizzle-orm';
import { normalisePhone } from '@academy/shared';
import type { Deps } from '../../plugins/deps';
import { mobileSessions, parents, students, users } from '../../db/schema';
import { forbidden, unauthorized } from '../../lib/errors';
import { addressLimit, signInLimits, withAttemptLimits } from '../../lib/attempt-limits';
import type { SignInClient } from '../../lib/trusted-devices';
import { newToken } from '../../lib/tokens';

/** The attempt key of a mobile username (a parent's phone in its stored form, or a card code). */
export const mobileSignInKey = (username: string) => `mobile:${username.toLowerCase()}`;

// Verifying against a real hash when no account matches keeps both answers equally slow.
let dummyHash: Promise<string> | null = null;

/**
 * POST /api/mobile/login: a parent's or a student's generated credentials open a mobile-only session. A
 * parent's username is their phone, found in any spelling (`0550 12 34 56`, `+213...`); a card code as typed.
 */
export async function mobileLogin(deps: Deps, username: string, password: string, client: SignInClient) {
  const phone = normalisePhone(username);
  const names = phone && phone !== username ? [username, phone] : [username];
  const account = mobileSignInKey(phone ?? username);
  const session = await withAttemptLimits(deps, [...signInLimits(deps, account, client), addressLimit(deps, client.address)], () =>
    openMobileSession(deps, names, password),
  );
  return { session, account };
}

async function openMobileSession(deps: Deps, names: string[], password: string) {
  const [parent] = await deps.db
    .select()
    .from(parents)
    .where(and(inArray(parents.mobileUsername, names), eq(parents.mobileAppEnabled, true)))
    .limit(1);
  const [student] = parent
    ? []
    : await deps.db
        .select()
        .from(students)
        .where(and(inArray(students.mobileUsername, names), eq(students.mobileAppEnabled, true), eq(students.isActive, true)))
        .limit(1);
  const holder = parent ?? student;
  const parentId = parent?.id ?? student?.parentId ?? null;
  if (!holder?.mobilePasswordHash || parentId === null) {
    dummyHash ??= deps.passwords.hash('not-a-real-password');
    await deps.passwords.verify(await dummyHash, password);
    throw unauthorized('Invalid username or password.', 'invalid_credentials');
  }
  if (!(await deps.passwords.verify(holder.mobilePasswordHash, password)))
    throw unauthorized('Invalid username or password.', 'invalid_credentials');
  // A family whose account the academy deactivated signs in nowhere, the app included (a family with no account can).
  const [account] = await deps.db
    .select({ isActive: users.isActive })
    .from(parents)
    .innerJoin(users, eq(users.id, parents.userId))
    .where(eq(parents.id, parentId))
    .limit(1);
  if (account && !account.isActive) throw forbidden('This account is deactivated. Please contact the academy.', 'account_inactive');

  const { token, hash } = newToken();
  const expiresAt = new Date(deps.clock().getTime() + deps.config.SESSION_TTL_DAYS * 86_400_000);
  await deps.db.insert(mobileSessions).values({ parentId, studentId: student?.id ?? null, tokenHash: hash, expiresAt });
  return {
    access_token: token,
    token_type: 'Bearer',
    account: { type: parent ? ('parent' as const) : ('student' as const), name: parent ? parent.fullName : student!.name },
  };
}

export async function mobileLogout(deps: Deps, sessionId: number) {
  await deps.db.update(mobileSessions).set({ revokedAt: deps.clock() }).where(eq(mobileSessions.id, sessionId));
}
