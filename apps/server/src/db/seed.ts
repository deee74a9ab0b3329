import { count, eq } from 'drizzle-orm';
import type { Deps } from '../plugins/deps';
import { courses, users } from './schema';
import { searchText } from '../lib/search-text';

/** On an empty database, the first admin comes from ADMIN_EMAIL / ADMIN_PASSWORD. */
export async function ensureAdmin(deps: Pick<Deps, 'db' | 'config' | 'passwords'>): Promise<boolean> {
  const [admins] = await deps.db.select({ n: count() }).from(users).where(eq(users.role, 'admin'));
  if (admins!.n > 0) return false;
  await deps.db.insert(users).values({
    role: 'admin',
    fullName: 'Academy Administrator',
    email: deps.config.ADMIN_EMAIL.toLowerCase(),
    passwordHash: await deps.passwords.hash(deps.config.ADMIN_PASSWORD),
    emailVerified: true,
    searchText: searchText('Academy Administrator', deps.config.ADMIN_EMAIL),
  });
  return true;
}

/** True when the academy has no course yet: the demo data goes only into an empty database. */
export async function isEmptyAcademy(deps: Pick<Deps, 'db'>): Promise<boolean> {
  const [row] = await deps.db.select({ n: count() }).from(courses);
  return row!.n === 0;
}
