import { loadConfig } from '../config';
import { openDatabase } from '../db/open';
import { withStartupLock } from '../db/startup-lock';
import { setAdminPassword } from '../db/seed';
import { createPasswordHasher } from '../lib/passwords';

/**
 * `npm run admin:password`: sets the password of the admin ADMIN_EMAIL to ADMIN_PASSWORD on the configured database
 * (DATABASE_URL, or the PGlite under DATA_DIR while no server holds it). See docs/production.md.
 */
const config = loadConfig();
// Under the startup lock: it migrates like a starting server, and must not race one on PostgreSQL.
await withStartupLock(config, async () => {
  const database = await openDatabase(config);
  try {
    const passwords = createPasswordHasher({ memoryCost: config.ARGON2_MEMORY_KIB, timeCost: config.ARGON2_TIME_COST });
    const result = await setAdminPassword({ db: database.db, config, passwords });
    console.log(
      result === 'created'
        ? `Created the admin ${config.ADMIN_EMAIL} with the password ADMIN_PASSWORD.`
        : `The admin ${config.ADMIN_EMAIL} now signs in with ADMIN_PASSWORD; its sessions were ended.`,
    );
  } finally {
    await database.close();
  }
});
