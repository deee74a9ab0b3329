import path from 'node:path';
import { z } from 'zod';

/** The environment, read and validated in this one place. `.env.example` documents every variable. */
const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .optional()
  .transform((v) => (v === undefined ? undefined : ['true', '1', 'yes'].includes(v)));

/** The README's published defaults: fine for a laptop, refused in production. */
export const DEFAULT_APP_SECRET = 'dev-only-secret-change-me-in-production';
export const DEFAULT_ADMIN_PASSWORD = 'admin123';

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.string().url().optional(),
  /** How many proxies in front set X-Forwarded-For (1 behind Caddy); 0 trusts nobody, so a client cannot choose its address. */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /** Uploaded files; several app instances point it at one shared volume. Default: DATA_DIR/uploads. */
  UPLOADS_DIR: z.string().optional(),
  /** Redis for the rate limits, shared by every app instance; without it each process counts alone. */
  REDIS_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().url().optional()),
  REDIS_KEY_PREFIX: z.string().default('academy:'),
  APP_SECRET: z.string().min(16).default(DEFAULT_APP_SECRET),
  ADMIN_EMAIL: z.string().email().default('admin@academy.dz'),
  ADMIN_PASSWORD: z.string().min(6).default(DEFAULT_ADMIN_PASSWORD),
  /** Default: true in development and test, false in production (and refused there). */
  SEED_DEMO: flag,
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Academy <no-reply@academy.dz>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ARGON2_MEMORY_KIB: z.coerce.number().int().min(1024).default(19456),
  ARGON2_TIME_COST: z.coerce.number().int().min(1).default(2),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_AUTH_MAX: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_WINDOW: z.string().default('1 minute'),
  /**
   * Failed sign-ins of one account (e-mail or phone, card, mobile username) from one address, or one trusted device,
   * before that address or device is locked out of that account (the owner elsewhere is not).
   */
  AUTH_ACCOUNT_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  /** The window the failures are counted in, and how long a lock lasts. */
  AUTH_LOCK_MINUTES: z.coerce.number().int().min(1).default(15),
  /**
   * Failed sign-ins of one account in a day, from addresses without a trusted-device cookie, after which those
   * addresses are slowed down: one attempt at a time, each failure doubling the wait, up to AUTH_SLOWDOWN_MAX_SECONDS.
   */
  AUTH_ACCOUNT_SLOWDOWN_AFTER: z.coerce.number().int().min(1).default(10),
  /** The first wait of that slowdown (then twice that, and so on). */
  AUTH_SLOWDOWN_FIRST_SECONDS: z.coerce.number().int().min(1).default(1),
  AUTH_SLOWDOWN_MAX_SECONDS: z.coerce.number().int().min(1).default(60),
  /** How long a browser or phone that signed in to an account stays trusted by it (lib/trusted-devices.ts). */
  AUTH_TRUSTED_DEVICE_DAYS: z.coerce.number().int().min(1).default(180),
  /** Failed sign-ins and registrations from one address in that window, whatever the account. */
  AUTH_ADDRESS_MAX_FAILURES: z.coerce.number().int().min(1).default(50),
  /** Accounts registered from one address per hour. */
  REGISTER_MAX_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(10),
  /** Registration attempts with one e-mail address or one phone number per hour. */
  REGISTER_MAX_PER_CONTACT_PER_HOUR: z.coerce.number().int().min(1).default(5),
  /** "Already registered" answers (phone_taken, email_taken) to profile changes, per account and per address per hour. */
  PROFILE_TAKEN_MAX_PER_HOUR: z.coerce.number().int().min(1).default(10),
  /** Hours a parent's pending course request (and the seat it reserves) lasts before it expires unconfirmed. */
  PENDING_REQUEST_HOURS: z.coerce.number().min(1).default(72),
  /** Pending (unexpired) course requests one account may hold at once. */
  PENDING_REQUESTS_MAX: z.coerce.number().int().min(1).default(5),
  /** Picture uploads (profile picture, gallery, course image) per account per UPLOAD_RATE_WINDOW; then 429 rate_limited. */
  UPLOAD_RATE_MAX: z.coerce.number().int().min(1).default(20),
  UPLOAD_RATE_WINDOW: z.string().default('1 hour'),
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
  /*
   * Messages to families (issue 26; docs/messaging.md). SMS through the "SMS Gateway for Android" app's API
   * (local server on the phone, e.g. http://192.168.1.20:8080, or its cloud https://api.sms-gate.app/3rdparty/v1),
   * with the user and password the app shows; its webhooks (incoming SMS for STOP, delivery reports) are signed
   * with SMS_GATEWAY_SIGNING_KEY.
   */
  SMS_GATEWAY_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().url().optional()),
  SMS_GATEWAY_USER: z.string().optional(),
  SMS_GATEWAY_PASSWORD: z.string().optional(),
  SMS_GATEWAY_SIGNING_KEY: z.string().optional(),
  /**
   * Or a bought SMS service over plain HTTP: the URL and body are templates where {to} (E.164), {to_national}
   * and {text} are replaced (URL-encoded in the URL, JSON-escaped in a JSON body); SMS_HTTP_AUTH is sent as the
   * Authorization header. A 2xx answer is a sent message.
   */
  SMS_HTTP_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().url().optional()),
  SMS_HTTP_METHOD: z.enum(['GET', 'POST']).default('POST'),
  SMS_HTTP_BODY: z.string().optional(),
  SMS_HTTP_CONTENT_TYPE: z.string().default('application/json'),
  SMS_HTTP_AUTH: z.string().optional(),
  /** Web push's VAPID contact (a mailto: or https: URL); the keys themselves are generated once and kept in the database. */
  VAPID_SUBJECT: z.string().default('mailto:contact@academy.dz'),
  /** The outbox worker: off for a process that must not send (tests drive it by hand); how often it looks for due messages. */
  MESSAGING_WORKER: flag,
  MESSAGING_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  /** Tries of one message before it is failed (backoff 30 s, 2 min, 8 min... up to an hour). */
  MESSAGING_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(6),
  /*
   * Paying online (issue 27; docs/production.md "Online payments"): Chargily Pay v2. The test mode's URL by default;
   * live is https://pay.chargily.net/api/v2. Without a secret key no Pay online button is shown.
   */
  CHARGILY_API_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().url().default('https://pay.chargily.net/test/api/v2')),
  CHARGILY_SECRET_KEY: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(8).optional()),
  /** How long one call to Chargily may take. */
  CHARGILY_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** The reconciliation job (asks Chargily about checkouts still pending): on by default outside tests. */
  CHARGILY_RECONCILE: flag,
});

export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${lines}`);
  }
  const c = parsed.data;
  if (c.NODE_ENV === 'production') {
    const problems = productionProblems(c);
    if (problems.length > 0) {
      throw new Error(
        `Refusing to start with NODE_ENV=production:\n${problems.map((p) => `  - ${p}`).join('\n')}\nSee docs/production.md.`,
      );
    }
  }
  const dataDir = path.resolve(c.DATA_DIR);
  return {
    ...c,
    SEED_DEMO: c.SEED_DEMO ?? c.NODE_ENV !== 'production',
    MESSAGING_WORKER: c.MESSAGING_WORKER ?? c.NODE_ENV !== 'test',
    CHARGILY_RECONCILE: c.CHARGILY_RECONCILE ?? c.NODE_ENV !== 'test',
    DATA_DIR: dataDir,
    UPLOADS_DIR: path.resolve(c.UPLOADS_DIR || path.join(dataDir, 'uploads')),
    PUBLIC_URL: c.PUBLIC_URL ?? `http://localhost:${c.PORT}`,
    WEB_DIST: path.resolve(c.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    academy: {
      name: c.ACADEMY_NAME,
      name_ar: c.ACADEMY_NAME_AR,
      email: c.ACADEMY_EMAIL,
      phones: c.ACADEMY_PHONES.split(',')
        .map((p) => p.trim())
        .filter(Boolean),
      address: c.ACADEMY_ADDRESS,
      address_ar: c.ACADEMY_ADDRESS_AR,
      support_hours: c.ACADEMY_SUPPORT_HOURS,
    },
  };
}

/** Settings that are published in the README or the source, so anyone could use them against a real academy. */
function productionProblems(c: z.infer<typeof schema>): string[] {
  const problems: string[] = [];
  if (c.APP_SECRET.startsWith('dev-only')) {
    problems.push(
      'APP_SECRET is the development default: set it to a long random value (openssl rand -hex 32); it encrypts the mobile credentials.',
    );
  }
  if (c.ADMIN_PASSWORD === DEFAULT_ADMIN_PASSWORD) {
    problems.push(`ADMIN_PASSWORD is the published default '${DEFAULT_ADMIN_PASSWORD}': set the first admin's password to your own.`);
  }
  if (c.SEED_DEMO === true) {
    problems.push('SEED_DEMO=true: the demo accounts have published passwords; remove SEED_DEMO (it defaults to false in production).');
  }
  return problems;
}
