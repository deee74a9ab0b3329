import path from 'node:path';
import { z } from 'zod';

/** The environment, read and validated in this one place. `.env.example` documents every variable. */
const bool = (def: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((v) => (v === undefined ? def : ['true', '1', 'yes'].includes(v)));

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /** Uploaded files; several app instances point it at one shared volume. Default: DATA_DIR/uploads. */
  UPLOADS_DIR: z.string().optional(),
  /** Redis for the rate limits, shared by every app instance; without it each process counts alone. */
  REDIS_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().url().optional()),
  REDIS_KEY_PREFIX: z.string().default('academy:'),
  APP_SECRET: z.string().min(16).default('dev-only-secret-change-me-in-production'),
  ADMIN_EMAIL: z.string().email().default('admin@academy.dz'),
  ADMIN_PASSWORD: z.string().min(6).default('admin123'),
  SEED_DEMO: bool(true),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Academy <no-reply@academy.dz>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ARGON2_MEMORY_KIB: z.coerce.number().int().min(1024).default(19456),
  ARGON2_TIME_COST: z.coerce.number().int().min(1).default(2),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_AUTH_MAX: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_WINDOW: z.string().default('1 minute'),
  /** Failed sign-ins of one account (e-mail or phone, card, mobile username), from any address, before it is locked. */
  AUTH_ACCOUNT_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  /** The window the failures are counted in, and how long a lock lasts. */
  AUTH_LOCK_MINUTES: z.coerce.number().int().min(1).default(15),
  /** Failed sign-ins and registrations from one address in that window, whatever the account. */
  AUTH_ADDRESS_MAX_FAILURES: z.coerce.number().int().min(1).default(50),
  /** Accounts registered from one address per hour. */
  REGISTER_MAX_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(10),
  /** Registration attempts with one e-mail address or one phone number per hour. */
  REGISTER_MAX_PER_CONTACT_PER_HOUR: z.coerce.number().int().min(1).default(5),
  CONTACT_RATE_MAX: z.coerce.number().int().min(1).default(5),
  CONTACT_RATE_WINDOW: z.string().default('10 minutes'),
  CONTACT_MAX_PER_EMAIL_PER_DAY: z.coerce.number().int().min(1).default(10),
  BACKUP_INTERVAL_HOURS: z.coerce.number().min(0).default(24),
  BACKUP_KEEP: z.coerce.number().int().min(1).default(7),
  WEB_DIST: z.string().optional(),
  ACADEMY_NAME: z.string().default('Nour Academy'),
  ACADEMY_NAME_AR: z.string().default('أكاديمية النور'),
  ACADEMY_EMAIL: z.string().default('contact@academy.dz'),
  ACADEMY_PHONES: z.string().default('0550 12 34 56,0661 23 45 67'),
  ACADEMY_ADDRESS: z.string().default('12 Rue Didouche Mourad, Algiers'),
  ACADEMY_ADDRESS_AR: z.string().default('12 شارع ديدوش مراد، الجزائر العاصمة'),
  ACADEMY_SUPPORT_HOURS: z.string().default('Mon-Fri 9AM-6PM'),
  MOBILE_APP_URL: z.string().default('https://play.google.com/store/apps'),
});

export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${lines}`);
  }
  const c = parsed.data;
  if (c.NODE_ENV === 'production' && c.APP_SECRET.startsWith('dev-only')) {
    throw new Error('APP_SECRET must be set in production');
  }
  const dataDir = path.resolve(c.DATA_DIR);
  return {
    ...c,
    DATA_DIR: dataDir,
    UPLOADS_DIR: path.resolve(c.UPLOADS_DIR || path.join(dataDir, 'uploads')),
    PUBLIC_URL: c.PUBLIC_URL ?? `http://localhost:${c.PORT}`,
    WEB_DIST: path.resolve(c.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    academy: {
      name: c.ACADEMY_NAME,
      name_ar: c.ACADEMY_NAME_AR,
      email: c.ACADEMY_EMAIL,
      phones: c.ACADEMY_PHONES.split(',').map((p) => p.trim()).filter(Boolean),
      address: c.ACADEMY_ADDRESS,
      address_ar: c.ACADEMY_ADDRESS_AR,
      support_hours: c.ACADEMY_SUPPORT_HOURS,
    },
  };
}
