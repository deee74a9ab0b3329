import { parents, students, users } from '../schema';
import { searchText } from '../../lib/search-text';
import { insertAll, type SeedContext } from './helpers';
import type { Family } from './plan-families';

/** Phase 1, written: the families' accounts (those who have one), parent records and children. */
export async function insertPeople({ tx }: SeedContext, families: Family[], demoHash: string, familyHash: string) {
  const userRows = await insertAll(
    families.filter((f) => f.userPhone),
    (batch) =>
      tx
        .insert(users)
        .values(
          batch.map((f) => ({
            role: 'client' as const,
            fullName: f.fullName,
            email: f.email,
            phone: f.userPhone,
            gender: f.gender,
            passwordHash: f.key === 'demo' ? demoHash : familyHash,
            emailVerified: f.emailVerified,
            searchText: searchText(f.fullName, f.email, f.userPhone),
            createdAt: f.createdAt,
            updatedAt: f.createdAt,
          })),
        )
        .returning({ id: users.id, phone: users.phone }),
  );
  const userIdByPhone = new Map(userRows.map((u) => [u.phone!, u.id]));
  const userIdOf = (f: Family) => (f.userPhone ? userIdByPhone.get(f.userPhone)! : null);

  const parentRows = await insertAll(families, (batch) =>
    tx
      .insert(parents)
      .values(
        batch.map((f) => ({
          userId: userIdOf(f),
          fullName: f.fullName,
          email: f.email,
          phone: f.parentPhone,
          searchText: searchText(f.fullName, f.email, f.parentPhone),
          createdAt: f.createdAt,
          updatedAt: f.createdAt,
        })),
      )
      .returning({ id: parents.id, phone: parents.phone }),
  );
  const parentIdByPhone = new Map(parentRows.map((p) => [p.phone!, p.id]));

  const childRows = families.flatMap((f) => f.children.map((c) => ({ f, c })));
  const studentRows = await insertAll(childRows, (batch) =>
    tx
      .insert(students)
      .values(
        batch.map(({ f, c }) => ({
          parentId: parentIdByPhone.get(f.parentPhone)!,
          name: c.name,
          gender: c.gender,
          dateOfBirth: c.dateOfBirth,
          barcode: c.barcode,
          searchText: searchText(c.name, f.fullName, f.userPhone, f.parentPhone, f.email),
          createdAt: c.createdAt,
          updatedAt: c.createdAt,
        })),
      )
      .returning({ id: students.id, barcode: students.barcode }),
  );
  const studentIdByBarcode = new Map(studentRows.map((s) => [s.barcode, s.id]));
  return { userCount: userRows.length, userIdByPhone, userIdOf, childRows, studentIdByBarcode };
}
