import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { AccessRule } from '@academy/shared';
import { parents, students } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/test-app';
import { accessWorld, snapshotOf, type AccessWorld } from './support/access-families';
import { stopToken } from '../src/modules/messaging/stop-link';

/*
 * Every route the server registers, called by everybody who might try it. One row per route (method and
 * URL pattern as registered); a route without a row, or a row without a route, fails the first test.
 *
 * Callers, one column each:
 *   visitor  no token
 *   A        family A with its own ids (its web session; on `mobile` rows its parent's mobile-app token)
 *   B        family B with A's ids in the URL and body (web session; on `mobile` rows B's mobile-app token)
 *   admin    the admin's session
 *   other    the wrong kind of token: A's mobile-app token on web rows, A's web session on `mobile` rows
 *   teacher  the session of the teacher of A's child's section (issue 25), with the same calls as B; its outcome
 *            follows from the row's rule unless the row says otherwise: public as the visitor, authenticated IN,
 *            client and admin 403, mobile 401, teacher OK (its own data)
 *
 * Outcomes: a status code; OK any 2xx; OWN (B only) any 2xx, which must be B's own data; IN (admin) the
 * route let the caller in: not 401/403. B with A's ids gets 404 where a family route takes an id (an id of
 * another family is not found, so ids are not confirmed) and 403 on admin routes. Nothing may answer 5xx,
 * and no response to the visitor, B or the wrong kind of token may contain any of family A's data (names,
 * contacts, card codes, birth dates, messages, mobile passwords); none to the teacher any of it but the
 * name of the child they teach.
 */

type Outcome = number | 'OK' | 'OWN' | 'IN';
const OK = 'OK';
const OWN = 'OWN';
const IN = 'IN';

interface Call {
  url: string;
  payload?: object;
}
interface Row {
  route: string;
  access: AccessRule;
  expect: { visitor: Outcome; A: Outcome; B: Outcome; admin: Outcome; other: Outcome; teacher: Outcome };
  call: (w: AccessWorld) => Call;
  /** The admin's call when the shared one is expensive (a PDF) or should not touch A's data. */
  adminCall?: (w: AccessWorld) => Call;
  /** The call signs out: each caller uses a fresh token of the same account for it. */
  signsOut?: true;
  /** A's own answer holds A's data (so B's answer on the same row, free of it, means something). */
  showsA?: true;
}

function row(
  route: string,
  access: AccessRule,
  [visitor, A, B, admin, other]: [Outcome, Outcome, Outcome, Outcome, Outcome],
  call: Row['call'] | string,
  { teacher, ...extra }: Partial<Pick<Row, 'adminCall' | 'signsOut' | 'showsA'>> & { teacher?: Outcome } = {},
): Row {
  return {
    route,
    access,
    expect: { visitor, A, B, admin, other, teacher: teacher ?? TEACHER_BY_RULE[access] ?? visitor },
    call: typeof call === 'string' ? () => ({ url: call }) : call,
    ...extra,
  };
}

/** The teacher's outcome on a row, from its rule (public rows: the visitor's, filled in by `row`). */
const TEACHER_BY_RULE: Partial<Record<AccessRule, Outcome>> = { authenticated: IN, client: 403, admin: 403, mobile: 401, teacher: OK };

/** The shape of an admin route: visitors 401, parents 403 (whoever's ids), the admin in, mobile tokens 401. */
const ADMIN: [Outcome, Outcome, Outcome, Outcome, Outcome] = [401, 403, 403, IN, 401];
/** The shape of a teacher's route: visitors 401, parents and the admin 403, mobile tokens 401 (the teacher: OK). */
const TEACHER: [Outcome, Outcome, Outcome, Outcome, Outcome] = [401, 403, 403, 403, 401];

// Routes left out on purpose, by name: the OpenAPI docs and the static-file wildcard.
const EXCLUDED = new Set([
  'GET /api/docs',
  'HEAD /api/docs',
  'HEAD /api/docs/',
  'GET /api/docs/json',
  'HEAD /api/docs/json',
  'GET /api/docs/yaml',
  'HEAD /api/docs/yaml',
  'GET /api/docs/static/index.html',
  'HEAD /api/docs/static/index.html',
  'GET /api/docs/static/swagger-initializer.js',
  'HEAD /api/docs/static/swagger-initializer.js',
  'GET /api/docs/static/*',
  'HEAD /api/docs/static/*',
  'GET /uploads/*',
  'HEAD /uploads/*',
]);

const ROUTES: Row[] = [
  // route                                                   rule           visitor  A    B     admin  other
  row('GET /api/health', 'public', [OK, OK, OK, OK, OK], '/api/health'),
  row('GET /api/site', 'public', [OK, OK, OK, OK, OK], '/api/site'),
  row('GET /api/gallery', 'public', [OK, OK, OK, OK, OK], '/api/gallery'),
  row('GET /api/courses', 'public', [OK, OK, OK, OK, OK], '/api/courses'),
  row('GET /api/courses/filters', 'public', [OK, OK, OK, OK, OK], '/api/courses/filters'),
  row('GET /api/courses/:id', 'public', [OK, OK, OK, OK, OK], (w) => ({ url: `/api/courses/${w.courseId}` })),
  row('GET /api/courses/:id/sections', 'public', [OK, OK, OK, OK, OK], (w) => ({ url: `/api/courses/${w.courseId}/sections` })),
  row('POST /api/contact', 'public', [201, 201, 201, 201, 201], () => ({
    url: '/api/contact',
    payload: { name: 'Bot', email: 'bot@example.dz', subject: 'Hi', message: 'Hello', website: 'http://spam' },
  })),
  row('POST /api/auth/register', 'public', [400, 400, 400, 400, 400], () => ({ url: '/api/auth/register', payload: {} })),
  row('POST /api/auth/login', 'public', [401, 401, 401, 401, 401], () => ({
    url: '/api/auth/login',
    payload: { phone: '0599999999', password: 'not-the-password' },
  })),
  row('POST /api/auth/verify-email', 'public', [400, 400, 400, 400, 400], () => ({
    url: '/api/auth/verify-email',
    payload: { token: 'not-a-token' },
  })),
  // A's card without A's parent phone: the answer of an unknown code, nothing of A's.
  row('POST /api/auth/validate-barcode', 'public', [404, 404, 404, 404, 404], (w) => ({
    url: '/api/auth/validate-barcode',
    payload: { barcode: w.A.barcode, phone: '0599999998' },
  })),
  // Nobody takes over A's card.
  row('POST /api/auth/barcode-setup-login', 'public', [404, 404, 404, 404, 404], (w) => ({
    url: '/api/auth/barcode-setup-login',
    payload: { barcode: w.A.barcode, phone: '0599999998', password: 'secret123' },
  })),
  row('POST /api/auth/barcode-login', 'public', [401, 401, 401, 401, 401], (w) => ({
    url: '/api/auth/barcode-login',
    payload: { barcode: w.A.barcode, password: 'not-the-password' },
  })),
  row('POST /api/mobile/login', 'public', [401, 401, 401, 401, 401], () => ({
    url: '/api/mobile/login',
    payload: { username: 'nobody-here', password: 'nope1234' },
  })),
  // The SMS gateway's webhook reads nothing without the signing key's signature.
  row('POST /api/messaging/sms-gateway/webhook', 'public', [401, 401, 401, 401, 401], () => ({
    url: '/api/messaging/sms-gateway/webhook',
    payload: { event: 'sms:received', payload: { messageId: 'm1', sender: '+213550000001', message: 'STOP' } },
  })),

  // route                                                   rule           visitor  A    B     admin  other
  row('POST /api/auth/logout', 'authenticated', [401, OK, OWN, OK, 401], '/api/auth/logout', { signsOut: true }),
  row('GET /api/auth/me', 'authenticated', [401, OK, OWN, OK, 401], '/api/auth/me', { showsA: true }),
  row('GET /api/auth/profile-status', 'authenticated', [401, OK, OWN, OK, 401], '/api/auth/profile-status'),
  row('PUT /api/auth/change-password', 'authenticated', [401, 400, 400, 400, 401], () => ({
    url: '/api/auth/change-password',
    payload: { current_password: 'not-the-password', new_password: 'another1' },
  })),
  // B cannot take A's phone and e-mail.
  row('PUT /api/auth/me/profile', 'authenticated', [401, 200, 409, 409, 401], (w) => ({
    url: '/api/auth/me/profile',
    payload: { full_name: 'Zoubida Alphaoui', email: w.A.email, phone: w.A.phone },
  })),
  row('POST /api/auth/upload-profile-picture', 'authenticated', [401, 400, 400, 400, 401], '/api/auth/upload-profile-picture'),
  row('DELETE /api/auth/remove-profile-picture', 'authenticated', [401, 404, 404, 404, 401], '/api/auth/remove-profile-picture'),

  // route                                                   rule           visitor  A    B     admin  other
  row('POST /api/auth/complete-profile', 'client', [401, 400, 400, 403, 401], () => ({ url: '/api/auth/complete-profile', payload: {} })),
  row('POST /api/auth/profile/complete', 'client', [401, 200, 409, 403, 401], (w) => ({
    url: '/api/auth/profile/complete',
    payload: {
      user_full_name: 'Zoubida Alphaoui',
      user_email: w.A.email,
      user_phone: w.A.phone,
      user_gender: 'female',
      student_date_of_birth: '2013-07-21',
      parent_full_name: 'Zoubida Alphaoui',
      parent_phone: w.A.parentPhone,
      parent_email: w.A.email,
    },
  })),
  row('GET /api/auth/me/profile/parent', 'client', [401, OK, OWN, 403, 401], '/api/auth/me/profile/parent', { showsA: true }),
  row('PUT /api/auth/me/profile/parent', 'client', [401, 400, 400, 403, 401], () => ({ url: '/api/auth/me/profile/parent', payload: {} })),
  row('GET /api/auth/me/profile/students', 'client', [401, OK, OWN, 403, 401], '/api/auth/me/profile/students', { showsA: true }),
  row('PUT /api/auth/me/profile/students/:id/birthday', 'client', [401, 200, 404, 403, 401], (w) => ({
    url: `/api/auth/me/profile/students/${w.A.studentId}/birthday`,
    payload: { date_of_birth: '2013-07-21' },
  })),
  row(
    'GET /api/auth/mobile-credentials/check-eligibility',
    'client',
    [401, OK, OWN, 403, 401],
    '/api/auth/mobile-credentials/check-eligibility',
    { showsA: true },
  ),
  row('POST /api/auth/mobile-credentials/generate', 'client', [401, 200, 404, 403, 401], (w) => ({
    url: '/api/auth/mobile-credentials/generate',
    payload: { target: 'student', student_id: w.A.studentId },
  })),
  row('POST /api/auth/generate-mobile-credentials', 'client', [401, OK, OWN, 403, 401], '/api/auth/generate-mobile-credentials'),
  row('GET /api/courses/my-registrations', 'client', [401, OK, OWN, 403, 401], '/api/courses/my-registrations', { showsA: true }),
  row('GET /api/courses/my-enrollments', 'client', [401, OK, OWN, 403, 401], '/api/courses/my-enrollments', { showsA: true }),
  row('POST /api/courses/register', 'client', [401, 409, 404, 403, 401], (w) => ({
    url: '/api/courses/register',
    payload: { course_id: w.otherCourseId, student_id: w.A.studentId },
  })),
  row('POST /api/courses/sections/:id/enroll', 'client', [401, 409, 404, 403, 401], (w) => ({
    url: `/api/courses/sections/${w.sectionId}/enroll`,
    payload: { student_id: w.A.studentId },
  })),
  row('GET /api/contact/my-messages', 'client', [401, OK, OWN, 403, 401], '/api/contact/my-messages', { showsA: true }),
  row('POST /api/contact/my-messages', 'client', [401, 201, 201, 403, 401], () => ({
    url: '/api/contact/my-messages',
    payload: { subject: 'A question', message: 'When does the term start?' },
  })),
  row(
    'GET /api/payments/student-payments',
    'client',
    [401, 200, 404, 403, 401],
    (w) => ({ url: `/api/payments/student-payments?student_id=${w.A.studentId}` }),
    { showsA: true },
  ),
  row(
    'GET /api/attendance/my-attendance',
    'client',
    [401, 200, 404, 403, 401],
    (w) => ({ url: `/api/attendance/my-attendance?student_id=${w.A.studentId}` }),
    { showsA: true },
  ),
  row('GET /api/notifications', 'client', [401, OK, OWN, 403, 401], '/api/notifications'),
  row('GET /api/notifications/unread-count', 'client', [401, OK, OWN, 403, 401], '/api/notifications/unread-count'),
  // Notifications go to every family; B marking one read marks it for B only (the snapshot checks A's reads).
  row('POST /api/notifications/:id/read', 'client', [401, OK, OWN, 403, 401], (w) => ({
    url: `/api/notifications/${w.notificationId}/read`,
  })),
  row('POST /api/notifications/read-all', 'client', [401, OK, OWN, 403, 401], '/api/notifications/read-all'),
  row('GET /api/messaging/push/key', 'client', [401, OK, OWN, 403, 401], '/api/messaging/push/key'),
  // A browser's endpoint moves to the account that saves it last; DELETE removes only the caller's own.
  row('POST /api/messaging/push/subscriptions', 'client', [401, 201, 201, 403, 401], () => ({
    url: '/api/messaging/push/subscriptions',
    payload: {
      endpoint: 'https://push.example.dz/sub/access-test',
      keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'AAAAAAAAAAAAAAAAAAAAAA' },
    },
  })),
  row('DELETE /api/messaging/push/subscriptions', 'client', [401, OK, OWN, 403, 401], () => ({
    url: '/api/messaging/push/subscriptions',
    payload: { endpoint: 'https://push.example.dz/sub/access-test' },
  })),

  // route                                                   rule           visitor  A    B     admin  other
  row('POST /api/mobile/logout', 'mobile', [401, OK, OWN, 401, 401], '/api/mobile/logout', { signsOut: true }),
  row('GET /api/mobile/me', 'mobile', [401, OK, OWN, 401, 401], '/api/mobile/me', { showsA: true }),
  row('GET /api/mobile/schedule', 'mobile', [401, OK, OWN, 401, 401], '/api/mobile/schedule', { showsA: true }),
  row('GET /api/mobile/attendance', 'mobile', [401, 200, 404, 401, 401], (w) => ({
    url: `/api/mobile/attendance?student_id=${w.A.studentId}`,
  })),
  row(
    'GET /api/mobile/payments',
    'mobile',
    [401, 200, 404, 401, 401],
    (w) => ({ url: `/api/mobile/payments?student_id=${w.A.studentId}` }),
    { showsA: true },
  ),
  row('GET /api/mobile/notifications', 'mobile', [401, OK, OWN, 401, 401], '/api/mobile/notifications'),

  // Admin routes, called with A's ids and real bodies: B cannot approve, pay, clear, edit or read anything of A's.
  row('GET /api/admin/overview', 'admin', ADMIN, '/api/admin/overview'),
  row('GET /api/admin/registrations', 'admin', ADMIN, '/api/admin/registrations'),
  row('POST /api/admin/registrations/:id/approve', 'admin', ADMIN, (w) => ({
    url: `/api/admin/registrations/${w.A.registrationId}/approve`,
    payload: { section_id: w.sectionId },
  })),
  row('POST /api/admin/registrations/action', 'admin', ADMIN, (w) => ({
    url: '/api/admin/registrations/action',
    payload: { registration_id: w.A.registrationId, action: 'reject' },
  })),
  row('GET /api/admin/students/detailed', 'admin', ADMIN, '/api/admin/students/detailed'),
  row('GET /api/admin/students', 'admin', ADMIN, '/api/admin/students'),
  row('GET /api/admin/students/export.csv', 'admin', ADMIN, '/api/admin/students/export.csv'),
  row('POST /api/admin/students/import/preview', 'admin', ADMIN, '/api/admin/students/import/preview'),
  row('POST /api/admin/students/import', 'admin', ADMIN, () => ({ url: '/api/admin/students/import', payload: { rows: [] } })),
  row('POST /api/admin/students/import/file', 'admin', ADMIN, '/api/admin/students/import/file'),
  row('POST /api/admin/students/import/rejected', 'admin', ADMIN, '/api/admin/students/import/rejected'),
  row('GET /api/admin/students/:id', 'admin', ADMIN, (w) => ({ url: `/api/admin/students/${w.A.studentId}` })),
  row('POST /api/admin/students', 'admin', ADMIN, () => ({ url: '/api/admin/students', payload: {} })),
  row('PUT /api/admin/students/:id', 'admin', ADMIN, (w) => ({
    url: `/api/admin/students/${w.A.studentId}`,
    payload: { name: 'Renamed By Someone', date_of_birth: '2010-01-01' },
  })),
  row('POST /api/admin/students/:id/enroll', 'admin', ADMIN, (w) => ({
    url: `/api/admin/students/${w.A.studentId}/enroll`,
    payload: { section_id: w.sectionId },
  })),
  row('DELETE /api/admin/students/:id', 'admin', ADMIN, (w) => ({ url: `/api/admin/students/${w.A.studentId}` }), {
    adminCall: () => ({ url: '/api/admin/students/999999' }),
  }),
  row('DELETE /api/admin/students/:id/unenroll/:enrollmentId', 'admin', ADMIN, (w) => ({
    url: `/api/admin/students/${w.A.studentId}/unenroll/${w.A.enrollmentId}`,
  })),
  row('PUT /api/admin/students/:id/change-section', 'admin', ADMIN, (w) => ({
    url: `/api/admin/students/${w.A.studentId}/change-section`,
    payload: { enrollment_id: w.A.enrollmentId, section_id: w.sectionId },
  })),
  row('GET /api/admin/students/:id/card-claim', 'admin', ADMIN, (w) => ({ url: `/api/admin/students/${w.A.studentId}/card-claim` })),
  // The admin's reset would unlink A's account: the admin's call resets a student that does not exist.
  row(
    'POST /api/admin/students/:id/card-claim/reset',
    'admin',
    ADMIN,
    (w) => ({ url: `/api/admin/students/${w.A.studentId}/card-claim/reset` }),
    { adminCall: () => ({ url: '/api/admin/students/999999/card-claim/reset' }) },
  ),
  row('GET /api/admin/students/:id/payment-history', 'admin', ADMIN, (w) => ({
    url: `/api/admin/students/${w.A.studentId}/payment-history`,
  })),
  row('GET /api/admin/students/:id/attendance-history', 'admin', ADMIN, (w) => ({
    url: `/api/admin/students/${w.A.studentId}/attendance-history`,
  })),
  row('GET /api/admin/users', 'admin', ADMIN, '/api/admin/users'),
  row('GET /api/admin/teachers/options', 'admin', ADMIN, '/api/admin/teachers/options'),
  row('GET /api/admin/rooms', 'admin', ADMIN, '/api/admin/rooms'),
  row('GET /api/admin/teachers', 'admin', ADMIN, '/api/admin/teachers'),
  row('POST /api/admin/teachers', 'admin', ADMIN, () => ({ url: '/api/admin/teachers', payload: {} })),
  // A's account is not a teacher's: the admin's calls with its id answer 404 and change nothing.
  row('GET /api/admin/teachers/:id', 'admin', ADMIN, (w) => ({ url: `/api/admin/teachers/${w.A.userId}` })),
  row('PUT /api/admin/teachers/:id', 'admin', ADMIN, (w) => ({
    url: `/api/admin/teachers/${w.A.userId}`,
    payload: { full_name: 'Taken Over' },
  })),
  row('PATCH /api/admin/teachers/:id/status', 'admin', ADMIN, (w) => ({
    url: `/api/admin/teachers/${w.A.userId}/status`,
    payload: { is_active: false },
  })),
  row('POST /api/admin/teachers/:id/reset-password', 'admin', ADMIN, (w) => ({
    url: `/api/admin/teachers/${w.A.userId}/reset-password`,
    payload: { password: 'taken-over1' },
  })),
  row('POST /api/admin/rooms', 'admin', ADMIN, () => ({ url: '/api/admin/rooms', payload: {} })),
  row('PUT /api/admin/rooms/:id', 'admin', ADMIN, () => ({ url: '/api/admin/rooms/999999', payload: { capacity: 1 } })),
  row('DELETE /api/admin/rooms/:id', 'admin', ADMIN, () => ({ url: '/api/admin/rooms/999999' })),
  row('POST /api/admin/users', 'admin', ADMIN, () => ({ url: '/api/admin/users', payload: {} })),
  row('PUT /api/admin/users/:id', 'admin', ADMIN, (w) => ({ url: `/api/admin/users/${w.A.userId}`, payload: {} })),
  row('PATCH /api/admin/users/:id/toggle-status', 'admin', ADMIN, (w) => ({
    url: `/api/admin/users/${w.A.userId}/toggle-status`,
    payload: { is_active: false },
  })),
  row('PATCH /api/admin/users/:id/role', 'admin', ADMIN, (w) => ({
    url: `/api/admin/users/${w.A.userId}/role`,
    payload: { role: 'admin' },
  })),
  row('DELETE /api/admin/users/:id', 'admin', ADMIN, (w) => ({ url: `/api/admin/users/${w.A.userId}?cascade=true` })),
  row('POST /api/admin/users/:id/unlock-sign-in', 'admin', ADMIN, (w) => ({ url: `/api/admin/users/${w.A.userId}/unlock-sign-in` }), {
    adminCall: () => ({ url: '/api/admin/users/999999/unlock-sign-in' }),
  }),
  row('GET /api/admin/users/:id/credentials', 'admin', ADMIN, (w) => ({ url: `/api/admin/users/${w.A.userId}/credentials` })),
  row('POST /api/admin/send-notification', 'admin', ADMIN, () => ({ url: '/api/admin/send-notification', payload: {} })),
  row('POST /api/admin/send-notification/preview', 'admin', ADMIN, () => ({ url: '/api/admin/send-notification/preview', payload: {} })),
  row('GET /api/admin/notifications/recent', 'admin', ADMIN, '/api/admin/notifications/recent'),
  row('GET /api/admin/mobile-credentials', 'admin', ADMIN, '/api/admin/mobile-credentials'),
  row('POST /api/admin/regenerate-mobile-credentials/:id', 'admin', ADMIN, (w) => ({
    url: `/api/admin/regenerate-mobile-credentials/${w.A.studentId}`,
    payload: { user_type: 'student' },
  })),
  row('PUT /api/admin/students/:id/toggle-mobile', 'admin', ADMIN, (w) => ({
    url: `/api/admin/students/${w.A.studentId}/toggle-mobile`,
    payload: { enabled: false },
  })),
  row('POST /api/admin/students/:id/generate-credentials', 'admin', ADMIN, (w) => ({
    url: `/api/admin/students/${w.A.studentId}/generate-credentials`,
  })),
  row('POST /api/admin/students/:id/reset-password', 'admin', ADMIN, (w) => ({
    url: `/api/admin/students/${w.A.studentId}/reset-password`,
    payload: { password: 'taken-over1' },
  })),
  row('GET /api/admin/students/:id/credentials', 'admin', ADMIN, (w) => ({ url: `/api/admin/students/${w.A.studentId}/credentials` })),
  row('POST /api/admin/students/:id/regenerate-password', 'admin', ADMIN, (w) => ({
    url: `/api/admin/students/${w.A.studentId}/regenerate-password`,
  })),
  row('PUT /api/admin/parents/:id/toggle-mobile', 'admin', ADMIN, (w) => ({
    url: `/api/admin/parents/${w.A.parentId}/toggle-mobile`,
    payload: { enabled: false },
  })),
  row('POST /api/admin/parents/:id/generate-credentials', 'admin', ADMIN, (w) => ({
    url: `/api/admin/parents/${w.A.parentId}/generate-credentials`,
  })),
  row('POST /api/admin/parents/:id/reset-password', 'admin', ADMIN, (w) => ({
    url: `/api/admin/parents/${w.A.parentId}/reset-password`,
    payload: { password: 'taken-over1' },
  })),
  row('GET /api/admin/parents/:id/credentials', 'admin', ADMIN, (w) => ({ url: `/api/admin/parents/${w.A.parentId}/credentials` })),
  row('POST /api/admin/parents/:id/regenerate-password', 'admin', ADMIN, (w) => ({
    url: `/api/admin/parents/${w.A.parentId}/regenerate-password`,
  })),
  row('GET /api/admin/audit-log', 'admin', ADMIN, '/api/admin/audit-log'),
  row('GET /api/admin/courses', 'admin', ADMIN, '/api/admin/courses'),
  row('GET /api/admin/courses/available-for-enrollment', 'admin', ADMIN, '/api/admin/courses/available-for-enrollment'),
  row('GET /api/admin/courses/:id', 'admin', ADMIN, (w) => ({ url: `/api/admin/courses/${w.courseId}` })),
  row('POST /api/admin/courses', 'admin', ADMIN, () => ({ url: '/api/admin/courses', payload: {} })),
  row('PUT /api/admin/courses/:id', 'admin', ADMIN, (w) => ({ url: `/api/admin/courses/${w.courseId}`, payload: {} })),
  row('PATCH /api/admin/courses/:id/toggle-status', 'admin', ADMIN, (w) => ({
    url: `/api/admin/courses/${w.courseId}/toggle-status`,
    payload: {},
  })),
  row('DELETE /api/admin/courses/:id', 'admin', ADMIN, (w) => ({ url: `/api/admin/courses/${w.otherCourseId}` })),
  row('POST /api/admin/courses/:id/generate-qr', 'admin', ADMIN, (w) => ({ url: `/api/admin/courses/${w.courseId}/generate-qr` })),
  row('GET /api/courses/sections/all', 'admin', ADMIN, '/api/courses/sections/all'),
  row('POST /api/courses/:id/sections', 'admin', ADMIN, (w) => ({ url: `/api/courses/${w.courseId}/sections`, payload: {} })),
  row('PUT /api/courses/sections/:id', 'admin', ADMIN, (w) => ({ url: `/api/courses/sections/${w.sectionId}`, payload: {} })),
  row('DELETE /api/courses/sections/:id', 'admin', ADMIN, (w) => ({ url: `/api/courses/sections/${w.sectionId}` })),
  row('GET /api/admin/sections/current', 'admin', ADMIN, '/api/admin/sections/current'),
  row('GET /api/admin/schedule/conflicts', 'admin', ADMIN, '/api/admin/schedule/conflicts'),
  row('GET /api/admin/kindergarten/summary', 'admin', ADMIN, '/api/admin/kindergarten/summary'),
  row('GET /api/admin/kindergarten/classes', 'admin', ADMIN, '/api/admin/kindergarten/classes'),
  row('GET /api/admin/kindergarten/enrollments', 'admin', ADMIN, '/api/admin/kindergarten/enrollments'),
  row('POST /api/admin/kindergarten/attendance', 'admin', ADMIN, () => ({ url: '/api/admin/kindergarten/attendance', payload: {} })),
  row('GET /api/admin/enrollments/:id/course-details', 'admin', ADMIN, (w) => ({
    url: `/api/admin/enrollments/${w.A.enrollmentId}/course-details`,
  })),
  row('PUT /api/admin/enrollments/:id', 'admin', ADMIN, (w) => ({ url: `/api/admin/enrollments/${w.A.enrollmentId}`, payload: {} })),
  row('POST /api/admin/enrollments/:id/renew', 'admin', ADMIN, (w) => ({
    url: `/api/admin/enrollments/${w.A.enrollmentId}/renew`,
    payload: {},
  })),
  row('POST /api/attendance/scan-barcode', 'admin', ADMIN, (w) => ({
    url: '/api/attendance/scan-barcode',
    payload: { barcode: w.A.barcode },
  })),
  row('POST /api/admin/attendance/mark', 'admin', ADMIN, (w) => ({
    url: '/api/admin/attendance/mark',
    payload: { student_id: w.A.studentId, section_id: w.sectionId, status: 'present' },
  })),
  row('POST /api/attendance/confirm-payment', 'admin', ADMIN, (w) => ({
    url: '/api/attendance/confirm-payment',
    payload: { attendance_id: w.A.attendanceId, amount: '300.00', payment_method: 'cash' },
  })),
  row('POST /api/admin/monthly-attendance/reset', 'admin', ADMIN, (w) => ({
    url: '/api/admin/monthly-attendance/reset',
    payload: { enrollment_id: w.A.enrollmentId },
  })),
  row('GET /api/admin/attendance/students/:id/card', 'admin', ADMIN, (w) => ({
    url: `/api/admin/attendance/students/${w.A.studentId}/card`,
  })),
  row('GET /api/attendance/indebted-users', 'admin', ADMIN, '/api/attendance/indebted-users'),
  row('POST /api/attendance/clear-debt', 'admin', ADMIN, (w) => ({
    url: '/api/attendance/clear-debt',
    payload: { user_id: w.A.userId, amount: '300.00', payment_method: 'cash' },
  })),
  row('GET /api/admin/attendance', 'admin', ADMIN, '/api/admin/attendance'),
  row('GET /api/admin/attendance/overview', 'admin', ADMIN, '/api/admin/attendance/overview'),
  row('GET /api/admin/attendance/export.csv', 'admin', ADMIN, '/api/admin/attendance/export.csv'),
  row('GET /api/admin/attendance/payment-due', 'admin', ADMIN, '/api/admin/attendance/payment-due'),
  row('GET /api/admin/payments/:id/receipt', 'admin', ADMIN, (w) => ({ url: `/api/admin/payments/${w.A.paymentId}/receipt` })),
  row('GET /api/admin/payments/:id/receipt.pdf', 'admin', ADMIN, (w) => ({ url: `/api/admin/payments/${w.A.paymentId}/receipt.pdf` }), {
    adminCall: () => ({ url: '/api/admin/payments/999999/receipt.pdf' }),
  }),
  // A's payment is never reversed (the reversal row below lets no one but the admin in, on another id): 404, still let in.
  row('GET /api/admin/payments/:id/credit-note', 'admin', ADMIN, (w) => ({ url: `/api/admin/payments/${w.A.paymentId}/credit-note` })),
  row(
    'GET /api/admin/payments/:id/credit-note.pdf',
    'admin',
    ADMIN,
    (w) => ({ url: `/api/admin/payments/${w.A.paymentId}/credit-note.pdf` }),
    { adminCall: () => ({ url: '/api/admin/payments/999999/credit-note.pdf' }) },
  ),
  row(
    'POST /api/admin/payments/:id/reverse',
    'admin',
    ADMIN,
    (w) => ({ url: `/api/admin/payments/${w.A.paymentId}/reverse`, payload: { reason: 'Entered twice' } }),
    // The admin's call leaves A's payment as it is (another unknown id: 404, still let in).
    { adminCall: () => ({ url: '/api/admin/payments/999999/reverse', payload: { reason: 'Entered twice' } }) },
  ),
  row('GET /api/payments/admin/pending', 'admin', ADMIN, '/api/payments/admin/pending'),
  row('GET /api/payments/admin/monthly-due', 'admin', ADMIN, '/api/payments/admin/monthly-due'),
  row(
    'GET /api/admin/sections/:id/barcode-cards.pdf',
    'admin',
    ADMIN,
    (w) => ({ url: `/api/admin/sections/${w.sectionId}/barcode-cards.pdf` }),
    { adminCall: () => ({ url: '/api/admin/sections/999999/barcode-cards.pdf' }) },
  ),
  row('GET /api/contact/messages', 'admin', ADMIN, '/api/contact/messages'),
  row('GET /api/contact/messages/unread-count', 'admin', ADMIN, '/api/contact/messages/unread-count'),
  row('GET /api/contact/messages/:id', 'admin', ADMIN, (w) => ({ url: `/api/contact/messages/${w.A.messageId}` })),
  row('POST /api/contact/messages/:id/respond', 'admin', ADMIN, (w) => ({
    url: `/api/contact/messages/${w.A.messageId}/respond`,
    payload: { body: 'A reply from someone' },
  })),
  row('PATCH /api/contact/messages/:id/status', 'admin', ADMIN, (w) => ({
    url: `/api/contact/messages/${w.A.messageId}/status`,
    payload: { status: 'closed' },
  })),
  row('GET /api/admin/settings', 'admin', ADMIN, '/api/admin/settings'),
  row('PUT /api/admin/settings', 'admin', ADMIN, () => ({ url: '/api/admin/settings', payload: {} })),
  row('GET /api/admin/gallery', 'admin', ADMIN, '/api/admin/gallery'),
  row('POST /api/admin/gallery', 'admin', ADMIN, '/api/admin/gallery'),
  row('PATCH /api/admin/gallery/:id', 'admin', ADMIN, () => ({ url: '/api/admin/gallery/999999', payload: {} })),
  row('PUT /api/admin/gallery/order', 'admin', ADMIN, () => ({ url: '/api/admin/gallery/order', payload: { ids: [] } })),
  row('DELETE /api/admin/gallery/:id', 'admin', ADMIN, '/api/admin/gallery/999999'),
  row('GET /api/admin/reports/:report', 'admin', ADMIN, '/api/admin/reports/debts'),
  row('GET /api/admin/reports/:report.csv', 'admin', ADMIN, '/api/admin/reports/debts.csv'),
  row('GET /api/admin/reports/:report.pdf', 'admin', ADMIN, '/api/admin/reports/debts.pdf', {
    adminCall: () => ({ url: '/api/admin/reports/not-a-report.pdf' }),
  }),
  // Messaging to families (issue 26): the settings and the delivery log (the admin's calls change nothing: an empty body, unknown ids).
  row('GET /api/admin/messaging/settings', 'admin', ADMIN, '/api/admin/messaging/settings'),
  row('PUT /api/admin/messaging/settings', 'admin', ADMIN, () => ({ url: '/api/admin/messaging/settings', payload: {} })),
  row('GET /api/admin/messaging/log', 'admin', ADMIN, '/api/admin/messaging/log'),
  row('GET /api/admin/messaging/log/:id', 'admin', ADMIN, '/api/admin/messaging/log/999999'),
  row('POST /api/admin/messaging/log/:id/resend', 'admin', ADMIN, () => ({ url: '/api/admin/messaging/log/999999/resend' })),

  // The teacher's portal (issue 25): the teacher's own week, and the class list of their section (A's Yanis sits in it).
  row('GET /api/teacher/week', 'teacher', TEACHER, '/api/teacher/week'),
  row('GET /api/teacher/sections/:id/students', 'teacher', TEACHER, (w) => ({ url: `/api/teacher/sections/${w.sectionId}/students` }), {
    showsA: true,
  }),
  // Roll call: the rule refuses all but a teacher before the body is read; the teacher's empty roll call is refused (400), nothing written.
  row(
    'POST /api/teacher/sections/:id/roll-call',
    'teacher',
    TEACHER,
    (w) => ({ url: `/api/teacher/sections/${w.sectionId}/roll-call`, payload: { marks: [] } }),
    { teacher: 400 },
  ),
  // Session notes and homework (issue 25): the teacher reads their section's; writes that would pass are refused
  // (a future day, no title, an unknown homework), so nothing is written.
  row('GET /api/teacher/sections/:id/notes', 'teacher', TEACHER, (w) => ({ url: `/api/teacher/sections/${w.sectionId}/notes` })),
  row(
    'PUT /api/teacher/sections/:id/notes',
    'teacher',
    TEACHER,
    (w) => ({ url: `/api/teacher/sections/${w.sectionId}/notes`, payload: { date: '2099-01-05', parent_note: 'Someone' } }),
    { teacher: 400 },
  ),
  row('GET /api/teacher/sections/:id/homework', 'teacher', TEACHER, (w) => ({ url: `/api/teacher/sections/${w.sectionId}/homework` })),
  row(
    'POST /api/teacher/sections/:id/homework',
    'teacher',
    TEACHER,
    (w) => ({ url: `/api/teacher/sections/${w.sectionId}/homework`, payload: {} }),
    { teacher: 400 },
  ),
  row(
    'PUT /api/teacher/sections/:id/homework/:homeworkId',
    'teacher',
    TEACHER,
    (w) => ({ url: `/api/teacher/sections/${w.sectionId}/homework/999999`, payload: { title: 'Someone' } }),
    { teacher: 404 },
  ),
  row(
    'DELETE /api/teacher/sections/:id/homework/:homeworkId',
    'teacher',
    TEACHER,
    (w) => ({ url: `/api/teacher/sections/${w.sectionId}/homework/999999` }),
    {
      teacher: 404,
    },
  ),
  row(
    'POST /api/teacher/sections/:id/homework/:homeworkId/attachments',
    'teacher',
    TEACHER,
    (w) => ({ url: `/api/teacher/sections/${w.sectionId}/homework/999999/attachments` }),
    { teacher: 404 },
  ),
  row(
    'DELETE /api/teacher/sections/:id/homework/:homeworkId/attachments/:attachmentId',
    'teacher',
    TEACHER,
    (w) => ({ url: `/api/teacher/sections/${w.sectionId}/homework/999999/attachments/999999` }),
    { teacher: 404 },
  ),
  // The family's notes and homework of a child's classes (issue 25): B with A's child is 404.
  row('GET /api/learning/my-notes', 'client', [401, 200, 404, 403, 401], (w) => ({
    url: `/api/learning/my-notes?student_id=${w.A.studentId}`,
  })),
  row('GET /api/learning/my-homework', 'client', [401, 200, 404, 403, 401], (w) => ({
    url: `/api/learning/my-homework?student_id=${w.A.studentId}`,
  })),

  // Teacher pay (issue 25 item 3). A's account is not a teacher's: the admin's calls with its id answer 404 and change nothing.
  row('GET /api/admin/sections/:id/pay-rule', 'admin', ADMIN, (w) => ({ url: `/api/admin/sections/${w.sectionId}/pay-rule` })),
  row('GET /api/admin/sections/:id/notes', 'admin', ADMIN, (w) => ({ url: `/api/admin/sections/${w.sectionId}/notes` })),
  row('PUT /api/admin/sections/:id/pay-rule', 'admin', ADMIN, (w) => ({ url: `/api/admin/sections/${w.sectionId}/pay-rule`, payload: {} })),
  row('GET /api/admin/teacher-pay', 'admin', ADMIN, '/api/admin/teacher-pay'),
  row('GET /api/admin/teachers/:id/statement', 'admin', ADMIN, (w) => ({ url: `/api/admin/teachers/${w.A.userId}/statement` })),
  row('GET /api/admin/teachers/:id/statement.pdf', 'admin', ADMIN, (w) => ({ url: `/api/admin/teachers/${w.A.userId}/statement.pdf` })),
  row('POST /api/admin/teachers/:id/payouts', 'admin', ADMIN, (w) => ({
    url: `/api/admin/teachers/${w.A.userId}/payouts`,
    payload: { amount: '1' },
  })),
  row('POST /api/admin/teachers/:id/months/:month/close', 'admin', ADMIN, (w) => ({
    url: `/api/admin/teachers/${w.A.userId}/months/2026-01/close`,
  })),
  // Closing the cash (issue 28 item 4): the admin's only. The admin closes a past day of no money (nothing else is refused).
  row('GET /api/admin/cash-closing', 'admin', ADMIN, '/api/admin/cash-closing'),
  row('POST /api/admin/cash-closing/:date/close', 'admin', ADMIN, () => ({ url: '/api/admin/cash-closing/2026-01-05/close' })),
  row('GET /api/admin/cash-closing/:date.pdf', 'admin', ADMIN, () => ({ url: '/api/admin/cash-closing/2026-01-05.pdf?lang=ar' })),
  // The teacher's own pay: only their statement (no family's data in it).
  row('GET /api/teacher/pay', 'teacher', TEACHER, '/api/teacher/pay'),
  row('GET /api/teacher/pay/statement.pdf', 'teacher', TEACHER, '/api/teacher/pay/statement.pdf'),
  // Messaging preferences (issue 26): each family its own; the STOP link names one parent by a signed token (a
  // tampered one is 404 for everyone, and A's own answers only whether A is stopped and 4 digits of the phone).
  row('GET /api/messaging/preferences', 'client', [401, OK, OWN, 403, 401], '/api/messaging/preferences', { showsA: true }),
  row('PUT /api/messaging/preferences', 'client', [401, 400, 400, 403, 401], () => ({ url: '/api/messaging/preferences', payload: {} })),
  row('GET /api/messaging/stop/:token', 'public', [OK, OK, OK, OK, OK], (w) => ({
    url: `/api/messaging/stop/${stopToken(t.app.deps.config.APP_SECRET, w.A.parentId)}`,
  })),
  row('POST /api/messaging/stop/:token', 'public', [404, 404, 404, 404, 404], (w) => ({
    url: `/api/messaging/stop/${w.A.parentId}.${'A'.repeat(22)}`,
  })), // Paying online (issue 27): each family its own options and checkouts (this app has no Chargily key: A's own
  // checkout is refused with 409, B's for A's child is not found); Chargily's webhook reads nothing without its signature.
  row('GET /api/online-payments/options', 'client', [401, OK, OWN, 403, 401], '/api/online-payments/options', { showsA: true }),
  row('POST /api/online-payments/checkouts', 'client', [401, 409, 404, 403, 401], (w) => ({
    url: '/api/online-payments/checkouts',
    payload: { purpose: 'debt', student_id: w.A.studentId },
  })),
  row('GET /api/online-payments/checkouts', 'client', [401, OK, OK, 403, 401], '/api/online-payments/checkouts'),
  row('GET /api/online-payments/checkouts/:id', 'client', [401, 404, 404, 403, 401], '/api/online-payments/checkouts/999999'),
  row('POST /api/online-payments/chargily/webhook', 'public', [401, 401, 401, 401, 401], (w) => ({
    url: '/api/online-payments/chargily/webhook',
    payload: { id: 'evt_1', type: 'checkout.paid', data: { id: `chk_${w.A.studentId}` } },
  })),
  row('GET /api/admin/online-payments', 'admin', ADMIN, '/api/admin/online-payments'),
  row('POST /api/admin/online-payments/reconcile', 'admin', ADMIN, '/api/admin/online-payments/reconcile'),
  row('GET /api/admin/online-payments/settings', 'admin', ADMIN, '/api/admin/online-payments/settings'),
  row('PUT /api/admin/online-payments/settings', 'admin', ADMIN, () => ({
    url: '/api/admin/online-payments/settings',
    payload: { fees_allocation: 'merchant' },
  })),
];

type Who = 'visitor' | 'A' | 'B' | 'admin' | 'other' | 'teacher';
/** The two sweeps make several hundred calls each: about 10 s, more on a busy machine than vitest's default 30 s allows. */
const SLOW = 120_000;

let t: TestApp;
let w: AccessWorld;
beforeAll(async () => {
  // Every caller posts to the contact routes: lift their per-IP limit (the one IP of app.inject) for this file.
  t = await createTestApp({ CONTACT_RATE_MAX: '100' });
  w = await accessWorld(t);
}, 120_000);
afterAll(() => t.close());

const methodOf = (r: Row) => r.route.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const isMobile = (r: Row) => r.access === 'mobile';

/** The token a caller uses on a row; rows that sign out get a fresh one of the same account (the caller's own). */
async function tokenFor(who: Who, r: Row): Promise<string | undefined> {
  if (who === 'visitor') return undefined;
  if (who === 'admin') return r.signsOut ? freshWebToken({ email: 'admin@academy.dz', password: 'admin123' }) : w.admin;
  if (who === 'teacher') return r.signsOut ? freshWebToken(w.teacher.credentials) : w.teacher.token;
  const fam = who === 'B' ? w.B : w.A;
  const mobile = who === 'other' ? !isMobile(r) : isMobile(r);
  // The wrong kind of token keeps its own: if it were let in to sign out, the snapshot of A would show it.
  if (!r.signsOut || who === 'other') return mobile ? fam.mobileToken : fam.token;
  return mobile ? freshMobileToken(fam.mobileParent) : freshWebToken({ phone: fam.phone, password: fam.password });
}

async function freshWebToken(credentials: object) {
  const res = await t.request({ method: 'POST', url: '/api/auth/login', payload: credentials });
  return res.json().access_token as string;
}
async function freshMobileToken(credentials: { username: string; password: string }) {
  const res = await t.request({ method: 'POST', url: '/api/mobile/login', payload: credentials });
  return res.json().access_token as string;
}

/** What went wrong with one response, or null. */
function check(r: Row, who: Who, res: LightMyRequestResponse, head = false): string | null {
  const expected = r.expect[who];
  const status = res.statusCode;
  const label = `${head ? r.route.replace(/^GET/, 'HEAD') : r.route} as ${who}`;
  if (status >= 500) return `${label}: ${status} ${res.body.slice(0, 200)}`;
  const ok =
    expected === OK || expected === OWN
      ? status >= 200 && status < 300
      : expected === IN
        ? status !== 401 && status !== 403
        : status === expected;
  if (!ok) return `${label}: expected ${expected}, got ${status} ${res.body.slice(0, 160)}`;
  // (On a teacher's row A is refused: the answer that shows A's child there is the teacher's, checked next.)
  if (who === 'A' && r.showsA && r.access !== 'teacher' && !w.markersOfA.some((m) => res.body.includes(m)))
    return `${label}: A's own answer shows none of A's data: ${res.body.slice(0, 200)}`;
  // The teacher's own rows that show A's child: the teacher's answer holds the child's name (so the check below means something).
  if (who === 'teacher' && r.access === 'teacher' && r.showsA && !res.body.includes('Yanis Alphaoui'))
    return `${label}: the teacher's class list does not show A's child: ${res.body.slice(0, 200)}`;
  if (who !== 'A' && who !== 'admin') {
    const leaked = (who === 'teacher' ? w.privateMarkersOfA : w.markersOfA).filter((m) => res.body.includes(m));
    if (leaked.length) return `${label}: the response contains family A's data ${JSON.stringify(leaked)}: ${res.body.slice(0, 300)}`;
  }
  return null;
}

async function callAs(who: Who, r: Row, head = false) {
  const { url, payload } = who === 'admin' && r.adminCall ? r.adminCall(w) : r.call(w);
  const token = await tokenFor(who, r);
  return t.request({ method: head ? 'HEAD' : methodOf(r), url, token, ...(payload ? { payload } : {}) });
}

describe('access control, route by route', () => {
  it('has one row for every route the server registers, and no row for a route that is gone', () => {
    const registered = t.app.routeTable.map((e) => ({ key: `${e.method} ${e.url}`, ...e })).filter((e) => !EXCLUDED.has(e.key));
    const rows = new Map(ROUTES.map((r) => [r.route, r]));
    expect(rows.size).toBe(ROUTES.length);
    const getUrls = new Set(ROUTES.filter((r) => methodOf(r) === 'GET').map((r) => r.route.slice(4)));
    // Fastify adds a HEAD twin to each GET (and to a prefix's root with and without its slash): covered by the GET row.
    const isHeadTwin = (e: { method: string; url: string }) =>
      e.method === 'HEAD' && (getUrls.has(e.url) || getUrls.has(e.url.replace(/\/$/, '')));
    const withoutRow = registered.filter((e) => !rows.has(e.key) && !isHeadTwin(e)).map((e) => e.key);
    expect(withoutRow, 'registered routes with no row in ROUTES').toEqual([]);
    const keys = new Set(registered.map((e) => e.key));
    expect(
      ROUTES.filter((r) => !keys.has(r.route)).map((r) => r.route),
      'rows for routes the server does not register',
    ).toEqual([]);
    const wrongRule = registered.filter((e) => rows.has(e.key) && rows.get(e.key)!.access !== e.access).map((e) => `${e.key}: ${e.access}`);
    expect(wrongRule, 'routes whose access rule differs from the table').toEqual([]);
    expect(
      [...EXCLUDED].filter((k) => !t.app.routeTable.some((e) => `${e.method} ${e.url}` === k)),
      'excluded routes that no longer exist',
    ).toEqual([]);
  });

  it(
    "keeps visitors, the other family, the teacher and the wrong kind of token out, shows them none of A's data, and changes nothing of A's",
    async () => {
      const before = await snapshotOf(t, w.A);
      const problems: string[] = [];
      for (const r of ROUTES) {
        for (const who of ['visitor', 'B', 'other', 'teacher'] as const) {
          problems.push(check(r, who, await callAs(who, r)) ?? '');
        }
        // The HEAD twin of a GET answers the visitor as the GET does.
        if (methodOf(r) === 'GET') problems.push(check(r, 'visitor', await callAs('visitor', r, true), true) ?? '');
        // A parent's session on an admin route, with its own ids: refused as well.
        if (r.access === 'admin') problems.push(check(r, 'A', await callAs('A', r)) ?? '');
      }
      expect(problems.filter(Boolean)).toEqual([]);
      const after = await snapshotOf(t, w.A);
      expect(after).toEqual(before);
      // The ones that matter most, spelled out: A's child, seat, registration, attendance, money and messages are as they were.
      expect(after.students.map((s) => [s.name, s.dateOfBirth])).toEqual([
        ['Yanis Alphaoui', '2013-07-21'],
        ['Ines Alphaoui', '2016-02-02'],
      ]);
      expect(after.registrations.map((r) => r.status)).toEqual(['pending']);
      expect(after.enrollments.map((e) => [e.status, e.isActive])).toEqual([['approved', true]]);
      expect(after.attendance).toHaveLength(1);
      expect(after.ledger.map((e) => [e.kind, e.amount])).toEqual([
        ['charge', '500.00'],
        ['payment', '200.00'],
      ]);
      expect(after.messages.map((m) => m.status)).toEqual(['unread']);
      expect(after.notificationReads).toEqual([]);
      // A's mobile credentials still open A's family, and only A's.
      const relogin = await t.request({ method: 'POST', url: '/api/mobile/login', payload: w.A.mobileParent });
      expect(relogin.statusCode).toBe(200);
      const me = await t.request({ method: 'GET', url: '/api/mobile/me', token: relogin.json().access_token });
      expect(me.json().students.map((s: { name: string }) => s.name)).toEqual(['Yanis Alphaoui', 'Ines Alphaoui']);
    },
    SLOW,
  );

  it("shows nothing of a card without the family's phone on file, and only the first name with it", async () => {
    const without = await t.request({
      method: 'POST',
      url: '/api/auth/validate-barcode',
      payload: { barcode: w.A.barcode, phone: w.A.phone },
    });
    const unknown = await t.request({
      method: 'POST',
      url: '/api/auth/validate-barcode',
      payload: { barcode: 'NOPE0001', phone: w.A.phone },
    });
    expect([without.statusCode, without.body]).toEqual([404, unknown.body]);
    const setUp = await t.request({
      method: 'POST',
      url: '/api/auth/validate-barcode',
      payload: { barcode: w.A.barcode, phone: w.A.parentPhone },
    });
    expect(setUp.json()).toEqual({ valid: true, student: { name: 'Yanis', already_set_up: true } });
    const sibling = await t.request({
      method: 'POST',
      url: '/api/auth/validate-barcode',
      payload: { barcode: 'ALPHA0002', phone: w.A.parentPhone },
    });
    expect(sibling.json()).toEqual({ valid: true, student: { name: 'Ines', already_set_up: true } });
    // A returning student's card (no account yet): the first name too, never the birth date or the parent's name.
    const [parent] = await t.app.deps.db.insert(parents).values({ fullName: 'Rachid Gammaoui', phone: '0661112299' }).returning();
    await t.app.deps.db
      .insert(students)
      .values({ parentId: parent!.id, name: 'Lina Gammaoui', dateOfBirth: '2010-03-03', barcode: 'OLD7770001' });
    const fresh = await t.request({
      method: 'POST',
      url: '/api/auth/validate-barcode',
      payload: { barcode: 'OLD7770001', phone: '0661 11 22 99' },
    });
    expect(fresh.json()).toEqual({ valid: true, student: { name: 'Lina', already_set_up: false } });
  });

  it("answers another teacher 404 for the first teacher's section, as for an unknown id, and shows that teacher only their own week", async () => {
    const url = `/api/teacher/sections/${w.sectionId}/students`;
    const theirs = await t.request({ method: 'GET', url, token: w.otherTeacher.token });
    const unknown = await t.request({ method: 'GET', url: '/api/teacher/sections/999999/students', token: w.otherTeacher.token });
    expect([theirs.statusCode, theirs.json().code]).toEqual([404, 'section_not_found']);
    expect(theirs.body).toBe(unknown.body);
    const own = await t.request({
      method: 'GET',
      url: `/api/teacher/sections/${w.otherTeacher.sectionId}/students`,
      token: w.otherTeacher.token,
    });
    expect([own.statusCode, own.json().students]).toEqual([200, []]);
    const week = await t.request({ method: 'GET', url: '/api/teacher/week', token: w.otherTeacher.token });
    expect(week.json().sessions.map((s: { section: { id: number } }) => s.section.id)).toEqual([w.otherTeacher.sectionId]);
    for (const res of [theirs, week]) expect(w.markersOfA.filter((m) => res.body.includes(m))).toEqual([]);
  });

  it("gives a child's mobile token that child only, never the sibling", async () => {
    const token = w.A.studentMobileToken;
    const me = await t.request({ method: 'GET', url: '/api/mobile/me', token });
    expect(me.json()).toMatchObject({ account: 'student', students: [{ id: w.A.studentId, name: 'Yanis Alphaoui' }] });
    for (const path of ['attendance', 'payments']) {
      const sibling = await t.request({ method: 'GET', url: `/api/mobile/${path}?student_id=${w.A.siblingId}`, token });
      expect([path, sibling.statusCode]).toEqual([path, 404]);
      expect(sibling.body).not.toContain('Ines');
      const own = await t.request({ method: 'GET', url: `/api/mobile/${path}?student_id=${w.A.studentId}`, token });
      expect([path, own.statusCode]).toEqual([path, 200]);
    }
    const payments = await t.request({ method: 'GET', url: '/api/mobile/payments', token });
    expect(payments.body).not.toContain('Ines');
  });

  it(
    'lets family A use its own routes and the admin every admin route, as the table says',
    async () => {
      const problems: string[] = [];
      for (const r of ROUTES) if (r.access !== 'admin') problems.push(check(r, 'A', await callAs('A', r)) ?? '');
      // The admin last: its calls change and delete A's data (deletions at the very end).
      const order = [...ROUTES].sort((x, y) => Number(methodOf(x) === 'DELETE') - Number(methodOf(y) === 'DELETE'));
      for (const r of order) problems.push(check(r, 'admin', await callAs('admin', r)) ?? '');
      expect(problems.filter(Boolean)).toEqual([]);
    },
    SLOW,
  );
});
