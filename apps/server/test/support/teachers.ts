import { teacherProfiles, users } from '../../src/db/schema';
import type { TestApp } from './test-app';

let counter = 0;

/**
 * A teacher (issue 25): a users row of role teacher with its teacher_profiles row, written straight to the
 * database (the admin's teachers screen is another module), then signed in through the login route.
 */
export async function signedInTeacher(t: TestApp, fullName = 'Samir Teacher') {
  counter += 1;
  const n = String(counter).padStart(6, '0');
  const credentials = { email: `teacher${n}@academy.dz`, password: 'teacher123' };
  const [user] = await t.app.deps.db
    .insert(users)
    .values({
      role: 'teacher',
      fullName,
      email: credentials.email,
      phone: `0770${n}`,
      passwordHash: await t.app.deps.passwords.hash(credentials.password),
      emailVerified: true,
    })
    .returning();
  await t.app.deps.db.insert(teacherProfiles).values({ userId: user!.id, subjects: ['mathematics'], levels: ['middle'] });
  const login = await t.request({ method: 'POST', url: '/api/auth/login', payload: credentials });
  if (login.statusCode !== 200) throw new Error(`teacher login failed: ${login.body}`);
  return { id: user!.id, token: login.json().access_token as string, credentials };
}
