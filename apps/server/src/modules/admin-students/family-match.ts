import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type FamilyCandidate, type FamilyDetail, type SharedFamilyDetail } from '@academy/shared';
import type { Db, Tx } from '../../db/client';
import { parents, students, users } from '../../db/schema';

/**
 * Which family a parent phone or e-mail typed by the office belongs to (issue 30 item 1). Only details nobody
 * could have set without proof count: the phone or e-mail of a family record typed by staff (no account), and
 * an account's e-mail once verified. A parent's own record and an account's phone are editable by the parent
 * without proof, so they never make a match. A detail held by more than one family (every record and account
 * counted, proven or not) matches nothing: it is reported as shared and the admin chooses. Batched: a few
 * queries per 1,000 details whatever their number.
 */

const BATCH = 1000;
const lower = (column: typeof parents.email | typeof users.email) => sql<string>`lower(${column})`;

export interface DetailMatch {
  /** How many families hold the detail (records and accounts, proven or not). */
  holders: number;
  /** The family it proves, when exactly one family holds it and that holder is proven. */
  familyId: number | null;
}

/** The families holding each detail, and the proven one among them. */
async function matchDetail(db: Db | Tx, detail: FamilyDetail, values: string[]): Promise<Map<string, DetailMatch>> {
  const holders = new Map<string, Set<string>>();
  const proven = new Map<string, Set<number>>();
  const hold = (value: string, key: string) => holders.set(value, (holders.get(value) ?? new Set()).add(key));
  const prove = (value: string, id: number) => proven.set(value, (proven.get(value) ?? new Set()).add(id));
  const unique = [...new Set(values)];
  for (let i = 0; i < unique.length; i += BATCH) {
    const batch = unique.slice(i, i + BATCH);
    const recordValue = detail === 'phone' ? sql<string>`${parents.phone}` : lower(parents.email);
    const records = await db
      .select({ id: parents.id, userId: parents.userId, value: recordValue })
      .from(parents)
      .where(inArray(recordValue, batch));
    for (const r of records) {
      hold(r.value!, `p${r.id}`);
      if (r.userId === null) prove(r.value!, r.id);
    }
    const accountValue = detail === 'phone' ? sql<string>`${users.phone}` : lower(users.email);
    const accounts = await db
      .select({ userId: users.id, verified: users.emailVerified, parentId: parents.id, value: accountValue })
      .from(users)
      .leftJoin(parents, eq(parents.userId, users.id))
      .where(inArray(accountValue, batch));
    for (const a of accounts) {
      hold(a.value!, a.parentId === null ? `u${a.userId}` : `p${a.parentId}`);
      if (detail === 'email' && a.verified && a.parentId !== null) prove(a.value!, a.parentId);
    }
  }
  const out = new Map<string, DetailMatch>();
  for (const value of unique) {
    const count = holders.get(value)?.size ?? 0;
    const ids = [...(proven.get(value) ?? [])];
    out.set(value, { holders: count, familyId: count === 1 && ids.length === 1 ? ids[0]! : null });
  }
  return out;
}

/** Phones, and e-mails (compared lower case), to the family each proves and how many families hold it. */
export async function matchFamilies(db: Db | Tx, details: { phones?: string[]; emails?: string[] }) {
  return {
    phones: await matchDetail(db, 'phone', (details.phones ?? []).filter(Boolean)),
    emails: await matchDetail(
      db,
      'email',
      (details.emails ?? []).filter(Boolean).map((e) => e.toLowerCase()),
    ),
  };
}

/** What the admin sees of families: the name (the account's when the record has none), contact, children. */
export async function describeFamilies(db: Db | Tx, ids: number[]): Promise<Map<number, Omit<FamilyCandidate, 'matched_by'>>> {
  const out = new Map<number, Omit<FamilyCandidate, 'matched_by'>>();
  const unique = [...new Set(ids)];
  for (let i = 0; i < unique.length; i += BATCH) {
    const batch = unique.slice(i, i + BATCH);
    const rows = await db
      .select({
        id: parents.id,
        fullName: parents.fullName,
        accountName: users.fullName,
        phone: parents.phone,
        email: parents.email,
        userId: parents.userId,
      })
      .from(parents)
      .leftJoin(users, eq(users.id, parents.userId))
      .where(inArray(parents.id, batch));
    for (const r of rows) {
      out.set(r.id, {
        id: r.id,
        parent_name: r.fullName ?? r.accountName ?? null,
        phone: r.phone,
        email: r.email,
        has_account: r.userId !== null,
        children: [],
      });
    }
    const kids = await db
      .select({ parentId: students.parentId, name: students.name })
      .from(students)
      .where(and(inArray(students.parentId, batch), isNull(students.archivedAt)))
      .orderBy(students.id);
    for (const k of kids) out.get(k.parentId!)?.children.push(k.name);
  }
  return out;
}

/**
 * The admin form's question: the families its parent phone and e-mail prove (each with the details that
 * matched), and the details held by several families, which match nothing.
 */
export async function familyCandidates(db: Db | Tx, typed: { phone?: string | null; email?: string | null }) {
  const matched = await matchFamilies(db, { phones: typed.phone ? [typed.phone] : [], emails: typed.email ? [typed.email] : [] });
  const by = new Map<number, FamilyDetail[]>();
  const shared: SharedFamilyDetail[] = [];
  for (const [detail, map] of [
    ['phone', matched.phones],
    ['email', matched.emails],
  ] as const) {
    for (const [value, m] of map) {
      if (m.familyId !== null) by.set(m.familyId, [...(by.get(m.familyId) ?? []), detail]);
      else if (m.holders > 1) shared.push({ detail, value, families: m.holders });
    }
  }
  const described = await describeFamilies(db, [...by.keys()]);
  const families: FamilyCandidate[] = [...by].flatMap(([id, matchedBy]) => {
    const family = described.get(id);
    return family ? [{ ...family, matched_by: matchedBy }] : [];
  });
  return { families, shared };
}
