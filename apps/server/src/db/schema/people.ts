import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { GENDERS, LEVELS, ROLES } from '@academy/shared';
import { id, timestamps } from './common';

/** A person who signs in: a parent/guardian account (client) or staff (admin). */
export const users = pgTable(
  'users',
  {
    id: id(),
    role: varchar({ length: 16, enum: ROLES }).notNull().default('client'),
    fullName: varchar({ length: 120 }),
    email: varchar({ length: 200 }),
    phone: varchar({ length: 20 }),
    gender: varchar({ length: 8, enum: GENDERS }),
    passwordHash: text().notNull(),
    profilePictureUrl: text(),
    emailVerified: boolean().notNull().default(false),
    isActive: boolean().notNull().default(true),
    /** Lower-cased, Arabic-folded name + e-mail + phone for admin search. */
    searchText: text().notNull().default(''),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_phone_key').on(t.phone),
    index('users_role_created_idx').on(t.role, t.createdAt),
  ],
);

/** Login sessions: opaque bearer tokens stored as SHA-256 hashes. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar({ length: 64 }).notNull(),
    kind: varchar({ length: 8, enum: ['web', 'mobile'] })
      .notNull()
      .default('web'),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar({ length: 64 }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('email_tokens_hash_key').on(t.tokenHash), index('email_tokens_user_idx').on(t.userId)],
);

/**
 * Mobile-app credentials (spec 5): the password is stored hashed for login and encrypted (AES-256-GCM,
 * key from APP_SECRET) only so an admin can show it again.
 */
const mobileCredentials = {
  mobileUsername: varchar({ length: 40 }),
  mobilePasswordHash: text(),
  mobilePasswordEnc: text(),
  mobileCredentialsAt: timestamp({ withTimezone: true }),
  mobileAppEnabled: boolean().notNull().default(false),
};

/** The parent/guardian of a family. `user_id` is the family's account (null for an imported family not yet signed in). */
export const parents = pgTable(
  'parents',
  {
    id: id(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    fullName: varchar({ length: 120 }),
    email: varchar({ length: 200 }),
    phone: varchar({ length: 20 }),
    searchText: text().notNull().default(''),
    /** When the family's account was made by a first-time barcode login (claiming a card); null otherwise or after an admin's reset. */
    cardClaimedAt: timestamp({ withTimezone: true }),
    ...mobileCredentials,
    ...timestamps,
  },
  (t) => [
    uniqueIndex('parents_user_key').on(t.userId),
    index('parents_phone_idx').on(t.phone),
    uniqueIndex('parents_mobile_username_key').on(t.mobileUsername),
  ],
);

export const students = pgTable(
  'students',
  {
    id: id(),
    parentId: integer().references(() => parents.id, { onDelete: 'set null' }),
    name: varchar({ length: 120 }).notNull(),
    gender: varchar({ length: 8, enum: GENDERS }),
    dateOfBirth: date({ mode: 'string' }),
    email: varchar({ length: 200 }),
    phone: varchar({ length: 20 }),
    /** The code printed on the student's card: scan attendance and first-time login. */
    barcode: varchar({ length: 64 }).notNull(),
    profilePictureUrl: text(),
    isActive: boolean().notNull().default(true),
    searchText: text().notNull().default(''),
    /**
     * Set when an admin deletes a student who has money history: the ledger keeps its rows, the student leaves
     * every list, search, scan and seat count (a student with no money history is removed instead).
     */
    archivedAt: timestamp({ withTimezone: true }),
    ...mobileCredentials,
    ...timestamps,
  },
  (t) => [
    uniqueIndex('students_barcode_key').on(t.barcode),
    index('students_parent_idx').on(t.parentId),
    index('students_search_idx').on(t.searchText),
    // The list's search (admin-students/filters.ts) tests each of these with LIKE '%term%' (the barcode with ILIKE):
    // a trigram index (pg_trgm) per branch lets the planner OR their bitmaps instead of reading every student.
    index('students_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('students_email_trgm_idx').using('gin', sql`lower(coalesce(${t.email}, '')) gin_trgm_ops`),
    index('students_phone_trgm_idx').using('gin', sql`coalesce(${t.phone}, '') gin_trgm_ops`),
    index('students_barcode_trgm_idx').using('gin', t.barcode.op('gin_trgm_ops')),
    index('students_name_idx').on(t.name),
    uniqueIndex('students_mobile_username_key').on(t.mobileUsername),
    // The admin's list order, newest first with the id breaking ties (an import gives many students one created_at).
    index('students_created_id_idx').on(sql`${t.createdAt} desc`, sql`${t.id} desc`),
  ],
);

/**
 * Mobile-app sessions, apart from web sessions so a mobile token can never call a web route. A parent's
 * token reads the whole family; a student's token (student_id set) reads only that student.
 */
export const mobileSessions = pgTable(
  'mobile_sessions',
  {
    id: id(),
    parentId: integer()
      .notNull()
      .references(() => parents.id, { onDelete: 'cascade' }),
    studentId: integer().references(() => students.id, { onDelete: 'cascade' }),
    tokenHash: varchar({ length: 64 }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('mobile_sessions_token_hash_key').on(t.tokenHash),
    index('mobile_sessions_parent_idx').on(t.parentId),
    index('mobile_sessions_student_idx').on(t.studentId),
  ],
);

/** What a teacher account adds to its user (role teacher): the subjects and levels they teach. */
export const teacherProfiles = pgTable('teacher_profiles', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  subjects: varchar({ length: 60 })
    .array()
    .notNull()
    .default(sql`'{}'::varchar[]`),
  levels: varchar({ length: 16, enum: LEVELS })
    .array()
    .notNull()
    .default(sql`'{}'::varchar[]`),
  ...timestamps,
});
