import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrateDatabase, openPglite } from '../../src/db/client';

/**
 * Creating a PGlite takes seconds; migrating one template per run and loading its dump per test file
 * keeps every file on a fresh database without paying that each time.
 */
export default async function setup() {
  if (process.env.TEST_DATABASE_URL) return;
  const database = await openPglite();
  await migrateDatabase(database);
  const blob = await database.dump!();
  await database.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'academy-test-')), 'template.tar.gz');
  fs.writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
  process.env.TEST_TEMPLATE_DUMP = file;
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
