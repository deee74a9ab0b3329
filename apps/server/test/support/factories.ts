import type { RegisterBody } from '@academy/shared';
import type { TestApp } from './test-app';

let counter = 0;

/** A valid registration body; each call gets its own phone and e-mail unless overridden. */
export function registration(overrides: Partial<RegisterBody> = {}): RegisterBody {
  counter += 1;
  const n = String(counter).padStart(8, '0');
  return {
    email: `parent${counter}@example.dz`,
    password: 'secret123',
    full_name: 'Karim Benali',
    phone: `05${n}`,
    parent_phone: `06${n}`,
    student_name: 'Yacine Benali',
    gender: 'male',
    date_of_birth: '2012-04-15',
    ...overrides,
  };
}

/** Registers a parent and signs in; returns the token and the body used. */
export async function signedInParent(t: TestApp, overrides: Partial<RegisterBody> = {}) {
  const body = registration(overrides);
  const reg = await t.request({ method: 'POST', url: '/api/auth/register', payload: body });
  if (reg.statusCode !== 201) throw new Error(`register failed: ${reg.body}`);
  const login = await t.request({ method: 'POST', url: '/api/auth/login', payload: { phone: body.phone, password: body.password } });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  return { token: login.json().access_token as string, user: login.json().user, body };
}

export async function signedInAdmin(t: TestApp) {
  const { ensureAdmin } = await import('../../src/db/seed');
  await ensureAdmin(t.app.deps);
  const login = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: 'admin@academy.dz', password: 'admin123' } });
  return login.json().access_token as string;
}
