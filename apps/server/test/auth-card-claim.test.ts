import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, parents, students, users } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/test-app';
import { signedInAdmin, signedInParent } from './support/factories';

/**
 * Issue 23: claiming a card (the first-time barcode login of returning students) proves the family with the
 * parent phone on file, and the admin sees each card's claim and can reset it so the family claims again.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

const post = (url: string, payload: object, token?: string) => t.request({ method: 'POST', url, payload, token });
const claimOf = async (studentId: number) =>
  (await t.request({ method: 'GET', url: `/api/admin/students/${studentId}/card-claim`, token: admin })).json().claim;
const reset = (studentId: number) => t.request({ method: 'POST', url: `/api/admin/students/${studentId}/card-claim/reset`, token: admin });

/** A family imported from the old system: a parent with a phone on file, two children with cards, no account. */
async function importedFamily(code: string, phone: string | null) {
  const db = t.app.deps.db;
  const [parent] = await db.insert(parents).values({ fullName: 'Rachid Haddad', phone }).returning();
  const [lina] = await db
    .insert(students)
    .values({ parentId: parent!.id, name: 'Lina Haddad', dateOfBirth: '2010-03-03', barcode: `${code}1` })
    .returning();
  const [amir] = await db
    .insert(students)
    .values({ parentId: parent!.id, name: 'Amir Haddad', dateOfBirth: '2013-05-05', barcode: `${code}2` })
    .returning();
  return { parentId: parent!.id, linaId: lina!.id, amirId: amir!.id, lina: `${code}1`, amir: `${code}2` };
}

describe('the admin sees a card claim', () => {
  it('unclaimed, then claimed by the account the family made, when, with every child of the family', async () => {
    const f = await importedFamily('CLAIMA', '0661200001');
    expect(await claimOf(f.linaId)).toEqual({
      student_id: f.linaId,
      barcode: 'CLAIMA1',
      claimed: false,
      account: null,
      claimed_at: null,
      phone_on_file: true,
      failed_attempts: 0,
      locked_until: null,
    });
    const at = t.clock().toISOString();
    const setup = await post('/api/auth/barcode-setup-login', { barcode: 'claima1', phone: '+213 661 20 00 01', password: 'lina2010' });
    expect(setup.statusCode).toBe(200);
    expect(
      setup
        .json()
        .user.students.map((s: { name: string }) => s.name)
        .sort(),
    ).toEqual(['Amir Haddad', 'Lina Haddad']);
    const accountId = setup.json().user.id;
    for (const id of [f.linaId, f.amirId]) {
      expect(await claimOf(id)).toMatchObject({
        claimed: true,
        account: { id: accountId, full_name: 'Rachid Haddad', phone: '0661200001', is_active: true },
        claimed_at: at,
      });
    }
    // The sibling's card is claimed with the family: it cannot be claimed again either.
    const sibling = await post('/api/auth/barcode-setup-login', { barcode: 'CLAIMA2', phone: '0661200001', password: 'amir2013' });
    expect([sibling.statusCode, sibling.json().code]).toEqual([409, 'barcode_already_set_up']);
  });

  it('a family that registered online is linked, not claimed through a card; a family with no phone cannot claim', async () => {
    const { user } = await signedInParent(t);
    expect(await claimOf(user.students[0].id)).toMatchObject({
      claimed: true,
      account: { id: user.id },
      claimed_at: null,
      phone_on_file: true,
    });
    // Such a family's account is not a card claim: a reset leaves it alone.
    const kept = await reset(user.students[0].id);
    expect([kept.statusCode, kept.json().code]).toEqual([409, 'card_not_claimed']);
    expect(await claimOf(user.students[0].id)).toMatchObject({ claimed: true, account: { id: user.id, is_active: true } });
    const f = await importedFamily('CLAIMB', null);
    expect(await claimOf(f.linaId)).toMatchObject({ claimed: false, phone_on_file: false });
    const refused = await post('/api/auth/barcode-setup-login', { barcode: 'CLAIMB1', phone: '0661200002', password: 'lina2010' });
    expect([refused.statusCode, refused.json().code]).toEqual([404, 'invalid_barcode']);
  });

  it('is for the admin only, and a student that does not exist is not found', async () => {
    const f = await importedFamily('CLAIMC', '0661200003');
    const { token } = await signedInParent(t);
    expect((await t.request({ method: 'GET', url: `/api/admin/students/${f.linaId}/card-claim`, token })).statusCode).toBe(403);
    expect((await t.request({ method: 'POST', url: `/api/admin/students/${f.linaId}/card-claim/reset`, token })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: `/api/admin/students/${f.linaId}/card-claim` })).statusCode).toBe(401);
    const none = await t.request({ method: 'GET', url: '/api/admin/students/999999/card-claim', token: admin });
    expect([none.statusCode, none.json().code]).toEqual([404, 'student_not_found']);
  });
});

describe('the admin resets a claim', () => {
  it("unlinks the account and ends its sessions and the family's app sessions, keeps the family's data, and lets the family claim again", async () => {
    const f = await importedFamily('CLAIMD', '0661200004');
    const setup = await post('/api/auth/barcode-setup-login', { barcode: 'CLAIMD1', phone: '0661200004', password: 'taken-over1' });
    const oldToken = setup.json().access_token as string;
    const oldId = setup.json().user.id as number;
    // The family's app credentials, known to whoever claimed it (a family account can read and make them), and the app signed in.
    const appCredentials = { username: 'claimd.parent', password: 'app-secret1' };
    const hash = await t.app.deps.passwords.hash(appCredentials.password);
    await t.app.deps.db
      .update(parents)
      .set({ mobileUsername: appCredentials.username, mobilePasswordHash: hash, mobileAppEnabled: true })
      .where(eq(parents.id, f.parentId));
    const app = await post('/api/mobile/login', appCredentials);
    expect(app.statusCode).toBe(200);
    const auditBefore = (await t.app.deps.db.select().from(auditLog)).length;

    const res = await reset(f.amirId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, unlinked: true, claim: { claimed: false, account: null, claimed_at: null } });

    // The old account is out: its session, its password (by phone or by card), the family's app.
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token: oldToken })).statusCode).toBe(401);
    expect((await post('/api/auth/login', { phone: '0661200004', password: 'taken-over1' })).statusCode).toBe(401);
    expect((await post('/api/auth/barcode-login', { barcode: 'CLAIMD1', password: 'taken-over1' })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/mobile/me', token: app.json().access_token })).statusCode).toBe(401);
    expect((await post('/api/mobile/login', appCredentials)).statusCode).toBe(401);
    const [old] = await t.app.deps.db.select().from(users).where(eq(users.id, oldId));
    expect(old).toMatchObject({ isActive: false, phone: null });

    // The family is as it was: its parent, phone on file and both children.
    const [parent] = await t.app.deps.db.select().from(parents).where(eq(parents.id, f.parentId));
    expect(parent).toMatchObject({ fullName: 'Rachid Haddad', phone: '0661200004', userId: null, cardClaimedAt: null });
    const children = await t.app.deps.db.select().from(students).where(eq(students.parentId, f.parentId));
    expect(children.map((s) => s.name).sort()).toEqual(['Amir Haddad', 'Lina Haddad']);

    const entries = await t.app.deps.db.select().from(auditLog).where(eq(auditLog.action, 'card.claim_reset'));
    expect((await t.app.deps.db.select().from(auditLog)).length).toBe(auditBefore + 1);
    expect(entries.at(-1)).toMatchObject({ entity: 'student', entityId: f.amirId, data: { parent_id: f.parentId, account_id: oldId } });

    // The family claims its card again, with the phone on file, and gets a new account.
    const again = await post('/api/auth/barcode-setup-login', { barcode: 'CLAIMD2', phone: '0661200004', password: 'family2010' });
    expect(again.statusCode).toBe(200);
    expect(again.json().user.id).not.toBe(oldId);
    expect(again.json().user.students).toHaveLength(2);
  });

  it('a card nobody claimed and nobody tried answers 409 and changes nothing', async () => {
    const f = await importedFamily('CLAIME', '0661200005');
    const auditBefore = (await t.app.deps.db.select().from(auditLog)).length;
    const res = await reset(f.linaId);
    expect([res.statusCode, res.json().code]).toEqual([409, 'card_not_claimed']);
    expect((await t.app.deps.db.select().from(auditLog)).length).toBe(auditBefore);
    expect((await reset(999999)).statusCode).toBe(404);
  });
});
