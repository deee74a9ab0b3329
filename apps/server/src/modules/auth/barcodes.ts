import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { students } from '../../db/schema';

/** Barcodes are compared upper-case without spaces (the shared rule). */
export { normalizeBarcode } from '@academy/shared';

/** A new card code: 'ST' + 8 digits, unique among students. */
export async function newBarcode(db: Db): Promise<string> {
  for (;;) {
    const code = `ST${crypto.randomInt(10_000_000, 99_999_999)}`;
    const [taken] = await db.select({ id: students.id }).from(students).where(eq(students.barcode, code)).limit(1);
    if (!taken) return code;
  }
}
