import { and, count, eq } from 'drizzle-orm';
import type { Deps } from '../plugins/deps';
import { DEFAULT_ADMIN_PASSWORD } from '../config';
import { courses, sessions, users } from './schema';
import { searchText } from '../lib/search-text';
import { DEMO_PARENT, DEMO_TEACHER } from './demo-seed';

/**
 * On an empty database, the first admin comes from ADMIN_EMAIL / ADMIN_PASSWORD.
 * In production it also refuses to go on while an account still opens with a password the README publishes.
 */
export async function ensureAdmin(deps: Pick<Deps, 'db' | 'config' | 'passwords'>): Promise<boolean> {
  const [admins] = await deps.db.select({ n: count() }).from(users).where(eq(users.role, 'admin'));
  if (admins!.n > 0) {
    if (deps.config.NODE_ENV === 'production') await refusePublishedPasswords(deps);
    return false;
  }
  await insertAdmin(deps);
  return true;
}

async function insertAdmin(deps: Pick<Deps, 'db' | 'config' | 'passwords'>): Promise<void> {
  await deps.db.insert(users).values({
    role: 'admin',
    fullName: 'Academy Administrator',
    email: deps.config.ADMIN_EMAIL.toLowerCase(),
    passwordHash: await deps.passwords.hash(deps.config.ADMIN_PASSWORD),
    emailVerified: true,
    searchText: searchText('Academy Administrator', deps.config.ADMIN_EMAIL),
  });
}

/**
 * `npm run admin:password`: the admin ADMIN_EMAIL gets the password ADMIN_PASSWORD (and is active again); its
 * sessions end. With no account at that address, a new admin is created. For a forgotten password, or the
 * published default that production refuses.
 */
export async function setAdminPassword(deps: Pick<Deps, 'db' | 'config' | 'passwords'>): Promise<'created' | 'updated'> {
  const email = deps.config.ADMIN_EMAIL.toLowerCase();
  const [user] = await deps.db.select({ id: users.id, role: users.role }).from(users).where(eq(users.email, email));
  if (!user) {
    await insertAdmin(deps);
    return 'created';
  }
  if (user.role !== 'admin')
    throw new Error(`${email} belongs to a ${user.role} account, not an admin: set ADMIN_EMAIL to an admin's address.`);
  const passwordHash = await deps.passwords.hash(deps.config.ADMIN_PASSWORD);
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, isActive: true, updatedAt: new Date() }).where(eq(users.id, user.id));
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
  });
  return 'updated';
}

/**
 * An active admin whose password is still 'admin123', or the demo parent or teacher with theirs (a database that was
 * seeded with demo data), would let anyone who read the README in: refuse to start, saying what to do.
 */
export async function refusePublishedPasswords(deps: Pick<Deps, 'db' | 'passwords'>): Promise<void> {
  const problems: string[] = [];
  const admins = await deps.db
    .select({ id: users.id, email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.isActive, true)));
  for (const admin of admins) {
    if (await deps.passwords.verify(admin.passwordHash, DEFAULT_ADMIN_PASSWORD)) {
      problems.push(
        `the admin ${admin.email ?? `#${admin.id}`} still signs in with the published password '${DEFAULT_ADMIN_PASSWORD}'. ` +
          'Set ADMIN_EMAIL to that address and ADMIN_PASSWORD to a new password, then run `npm run admin:password` (docs/production.md).',
      );
    }
  }
  for (const [who, account] of [
    ['demo parent', DEMO_PARENT],
    ['demo teacher', DEMO_TEACHER],
  ] as const) {
    const [demo] = await deps.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(and(eq(users.email, account.email), eq(users.isActive, true)));
    if (demo && (await deps.passwords.verify(demo.passwordHash, account.password))) {
      problems.push(
        `the ${who} ${account.email} still signs in with the published password '${account.password}': ` +
          'this database holds the demo academy (SEED_DEMO); start production on a new database.',
      );
    }
  }
  if (problems.length > 0) {
    throw new Error(`Refusing to start with NODE_ENV=production:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** True when the academy has no course yet: the demo data goes only into an empty database. */
export async function isEmptyAcademy(deps: Pick<Deps, 'db'>): Promise<boolean> {
  const [row] = await deps.db.select({ n: count() }).from(courses);
  return row!.n === 0;
}
