/**
 * The demo's published accounts: the demo parent, the demo teacher and the old member's card (their logins are printed
 * at start and in the README).
 */

export type DemoAccount = { label: string; login: string; password: string };

/** Its password is printed in the README: production refuses to start while this account still has it (seed.ts). */
export const DEMO_PARENT = {
  email: 'parent@academy.dz',
  phone: '0550000001',
  parentPhone: '0661000001',
  password: 'parent123',
  name: 'Karim Benali',
};
/** The demo teacher (the other demo teachers share the password): refused in production like the parent. */
export const DEMO_TEACHER = { email: 'teacher@academy.dz', password: 'teacher123' };
export const OLD_MEMBER_BARCODE = 'ST20000001';
/** The parent phone the academy has on file for that card's family: its first-time login proves the family with it. */
export const OLD_MEMBER_PARENT_PHONE = '0770000001';

/** What the server prints at start: how to sign in to the demo academy. */
export function demoAccounts(): DemoAccount[] {
  return [
    { label: 'Demo parent', login: DEMO_PARENT.email, password: DEMO_PARENT.password },
    { label: 'Demo parent (phone)', login: DEMO_PARENT.phone, password: DEMO_PARENT.password },
    { label: 'Demo teacher', login: DEMO_TEACHER.email, password: DEMO_TEACHER.password },
    {
      label: 'Old member barcode (first-time login)',
      login: `${OLD_MEMBER_BARCODE} + parent phone ${OLD_MEMBER_PARENT_PHONE}`,
      password: '(choose at first login)',
    },
  ];
}
