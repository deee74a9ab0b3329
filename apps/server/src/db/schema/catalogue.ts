import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
  varchar,
  check,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { CATEGORIES, LEVELS, PRICING_TYPES } from '@academy/shared';
import { id, timestamps } from './common';
import { users } from './people';

export const courses = pgTable(
  'courses',
  {
    id: id(),
    name: varchar({ length: 200 }).notNull(),
    nameEn: varchar({ length: 200 }),
    nameAr: varchar({ length: 200 }),
    /** French (issue 28): optional; without one, French pages show the stored name. */
    nameFr: varchar({ length: 200 }),
    description: text().notNull().default(''),
    descriptionEn: text(),
    descriptionAr: text(),
    descriptionFr: text(),
    level: varchar({ length: 16, enum: LEVELS }).notNull(),
    /** Grade within the level, e.g. '1AP', '4AM', '3AS'. */
    grade: varchar({ length: 16 }),
    subject: varchar({ length: 80 }),
    category: varchar({ length: 32, enum: CATEGORIES }).notNull().default('academic'),
    pricingType: varchar({ length: 8, enum: PRICING_TYPES }).notNull().default('session'),
    /** Price of one session (session pricing) in DA. */
    sessionPrice: numeric({ precision: 12, scale: 2 }),
    /** Price of a month (monthly pricing and kindergarten) in DA. */
    monthlyPrice: numeric({ precision: 12, scale: 2 }),
    displayPrice: varchar({ length: 80 }),
    sessionDurationHours: numeric({ precision: 4, scale: 2 }).notNull().default('1.5'),
    maxStudents: integer().notNull().default(30),
    imageUrl: text(),
    isActive: boolean().notNull().default(true),
    archivedAt: timestamp({ withTimezone: true }),
    searchText: text().notNull().default(''),
    ...timestamps,
  },
  (t) => [
    index('courses_level_active_idx').on(t.level, t.isActive),
    index('courses_active_created_idx').on(t.isActive, t.createdAt),
    check('courses_max_students_positive', sql`${t.maxStudents} >= 1`),
  ],
);

export const sections = pgTable(
  'sections',
  {
    id: id(),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'restrict' }),
    name: varchar({ length: 120 }).notNull().default('Section A'),
    /** Free text kept from the form when the schedule is not a weekly slot ('TBD', notes). */
    scheduleNote: varchar({ length: 200 }).notNull().default('TBD'),
    maxStudents: integer().notNull().default(30),
    isActive: boolean().notNull().default(true),
    startDate: date({ mode: 'string' }),
    endDate: date({ mode: 'string' }),
    /** Who teaches it: a user of role teacher (issue 25); none while the academy has not said. */
    teacherId: integer().references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /** Where it meets; the room's capacity caps its seats. */
    roomId: integer().references((): AnyPgColumn => rooms.id, { onDelete: 'restrict' }),
    ...timestamps,
  },
  (t) => [
    index('sections_course_idx').on(t.courseId),
    index('sections_teacher_idx').on(t.teacherId),
    index('sections_room_idx').on(t.roomId),
    check('sections_max_students_positive', sql`${t.maxStudents} >= 1`),
  ],
);

/** The academy's rooms: a section meets in one, two sections in one room at once are warned, its capacity caps a section's seats. */
export const rooms = pgTable(
  'rooms',
  {
    id: id(),
    name: varchar({ length: 60 }).notNull(),
    capacity: integer().notNull(),
    isActive: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex('rooms_name_key').on(sql`lower(${t.name})`), check('rooms_capacity_positive', sql`${t.capacity} >= 1`)],
);

/** One row per weekly slot of a section (a section can meet several days a week). day_of_week 0 = Sunday. */
export const sectionSchedules = pgTable(
  'section_schedules',
  {
    id: id(),
    sectionId: integer()
      .notNull()
      .references(() => sections.id, { onDelete: 'cascade' }),
    dayOfWeek: smallint().notNull(),
    startTime: time().notNull(),
    endTime: time().notNull(),
    ...timestamps,
  },
  (t) => [
    index('section_schedules_section_idx').on(t.sectionId),
    index('section_schedules_day_time_idx').on(t.dayOfWeek, t.startTime),
    check('section_schedules_day_range', sql`${t.dayOfWeek} between 0 and 6`),
    check('section_schedules_time_order', sql`${t.endTime} > ${t.startTime}`),
  ],
);
