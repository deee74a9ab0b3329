/**
 * A large academy for load tests: thousands of families, 120 courses, 300 sections (at 1x), a year of attendance
 * with its charges and payments. People and the catalogue go in as multi-row batches from JavaScript;
 * attendance and the ledger are generated inside the database (INSERT ... SELECT generate_series).
 *
 * BENCH_SCALE=1|3|10 (default 1) sets the size (SCALES). The ledger goes in through its triggers, a slice
 * per statement, and the seed ends by checking that every trigger-kept total agrees with the raw rows.
 *
 * Standalone: `node --import tsx bench/seed-large.ts` seeds a fresh PGlite in a temp directory (or the
 * empty PostgreSQL database of BENCH_DATABASE_URL, which then stays seeded for `BENCH_SEEDED=1 npm run bench`)
 * and prints the row counts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { academyClock, LEVEL_GRADES, LEVELS, SUBJECTS, type Level, type Subject } from '@academy/shared';
import { migrateDatabase, openPglite, openPostgres, type Database } from '../apps/server/src/db/client';
import { ensureAdmin } from '../apps/server/src/db/seed';
import { loadConfig, type Config } from '../apps/server/src/config';
import { createPasswordHasher, type PasswordHasher } from '../apps/server/src/lib/passwords';
import { searchText } from '../apps/server/src/lib/search-text';
import { courseSearchText } from '../apps/server/src/modules/courses/search-text';
import {
  courses,
  enrollments,
  parents,
  registrations,
  sectionSchedules,
  sections,
  students,
  teacherProfiles,
  users,
} from '../apps/server/src/db/schema';

export const BENCH_PARENT = { email: 'bench@academy.dz', phone: '0500000001', password: 'bench123' };
/** The busiest teacher (twice the sections of the others): the bench reads their month's statement. */
export const BENCH_TEACHER = { email: 'teacher1@bench.academy.dz', password: 'bench123' };

/**
 * The academy's size by BENCH_SCALE (1, 3 or 10; default 1): families, students, enrollments, attendance
 * and the ledger grow with the scale; the catalogue grows slower (an academy ten times as large opens four
 * times as many sections, each fuller: 22, 33 and 55 seats taken on average). 1 is the academy every earlier
 * figure was measured on, row for row. `accounts`: parents with a user account (the bench parent is the
 * first); every other parent holds two students (3,300, 9,900 and 33,000 students).
 */
export const SCALES = {
  1: { accounts: 400, parents: 2200, courses: 120, sections: 300, maxStudents: 30 },
  3: { accounts: 1200, parents: 6600, courses: 240, sections: 600, maxStudents: 40 },
  10: { accounts: 4000, parents: 22000, courses: 480, sections: 1200, maxStudents: 60 },
} as const;
export type BenchScale = keyof typeof SCALES;

export function benchScale(value = process.env.BENCH_SCALE): BenchScale {
  const scale = Number(value ?? 1);
  if (!(scale in SCALES)) throw new Error(`BENCH_SCALE must be one of ${Object.keys(SCALES).join(', ')} (got ${value})`);
  return scale as BenchScale;
}

const scaleOf = (scale: BenchScale) => ({
  ...SCALES[scale],
  enrollmentsPerStudent: 2,
  attendanceDays: 365,
});

export type SeedReport = { scale: BenchScale; ms: number; counts: Record<string, number>; steps: Record<string, number> };

const TABLES = [
  'users',
  'parents',
  'students',
  'courses',
  'sections',
  'section_schedules',
  'registrations',
  'enrollments',
  'kindergarten_subscriptions',
  'attendance_records',
  'ledger_entries',
  'teacher_pay_rules',
  'teacher_payouts',
] as const;

const SURNAMES = [
  'Benali',
  'Bouzid',
  'Haddad',
  'Mansouri',
  'Belkacem',
  'Kaci',
  'Saadi',
  'Cherif',
  'Boudiaf',
  'Rahmani',
  'Zerrouki',
  'Amrani',
  'Djebbar',
  'Hamidi',
  'Touati',
  'Meziane',
  'Ferhat',
  'Khelifi',
  'Brahimi',
  'Slimani',
  'بوزيد',
  'حداد',
  'منصوري',
  'بلقاسم',
  'سعدي',
  'شريف',
  'رحماني',
  'فرحات',
];
const PARENT_NAMES = ['Mohamed', 'Ahmed', 'Rachid', 'Nabil', 'Farid', 'Samir', 'Fatima', 'Nadia', 'Samira', 'Amel', 'Leila', 'Khadidja'];
const PARENT_NAMES_AR = ['محمد', 'أحمد', 'رشيد', 'نبيل', 'فاطمة', 'نادية', 'سميرة', 'خديجة'];
const CHILD_NAMES = [
  'Adam',
  'Anis',
  'Ayoub',
  'Rayan',
  'Ilyes',
  'Wassim',
  'Mehdi',
  'Lina',
  'Maria',
  'Sara',
  'Ines',
  'Yasmine',
  'Nour',
  'Aya',
  'Malak',
  'Hiba',
];
const CHILD_NAMES_AR = ['آدم', 'أنيس', 'أيوب', 'ريان', 'إلياس', 'لينا', 'سارة', 'إيناس', 'ياسمين', 'آية'];
const COURSE_SUBJECTS: Subject[] = ['mathematics', 'physics', 'sciences', 'arabic', 'french', 'english', 'philosophy', 'coding', 'quran'];
const GRADES = Object.fromEntries(LEVELS.map((l) => [l, LEVEL_GRADES[l].map((g) => g.id)])) as Record<Level, string[]>;
const DAYS = [0, 1, 2, 3, 4, 6];

const BATCH = 2000;
async function inBatches<T, R>(rows: T[], insert: (batch: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < rows.length; i += BATCH) out.push(...(await insert(rows.slice(i, i + BATCH))));
  return out;
}
const pad = (n: number, width: number) => String(n).padStart(width, '0');
const hhmm = (minutes: number) => `${pad(Math.floor(minutes / 60), 2)}:${pad(minutes % 60, 2)}:00`;

/** Seeds an empty, migrated database. The admin is created too (ADMIN_EMAIL / ADMIN_PASSWORD). */
export async function seedLarge(
  database: Database,
  opts: { config: Config; passwords: PasswordHasher; now?: Date; log?: (line: string) => void; scale?: BenchScale },
): Promise<SeedReport> {
  const { db } = database;
  const scale = opts.scale ?? 1;
  const SCALE = scaleOf(scale);
  const log = opts.log ?? (() => {});
  const now = opts.now ?? new Date();
  const today = academyClock(now).date;
  const started = performance.now();
  const steps: Record<string, number> = {};
  let mark = started;
  const step = (name: string) => {
    const t = performance.now();
    steps[name] = Math.round(t - mark);
    mark = t;
    log(`  ${name.padEnd(28)} ${steps[name]} ms`);
  };

  await ensureAdmin({ db, config: opts.config, passwords: opts.passwords });
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).orderBy(asc(users.id)).limit(1);
  const adminId = admin!.id;
  // One hash for every bench account: hashing thousands of passwords would measure argon2, not the seed.
  const passwordHash = await opts.passwords.hash(BENCH_PARENT.password);
  step('admin + hash');

  // ----- Families --------------------------------------------------------------------------------------
  const family = (i: number) => {
    const arabic = i % 5 === 4;
    const surname = SURNAMES[i % SURNAMES.length]!;
    const first = arabic ? PARENT_NAMES_AR[i % PARENT_NAMES_AR.length]! : PARENT_NAMES[i % PARENT_NAMES.length]!;
    return { arabic, surname, fullName: `${first} ${surname}` };
  };
  const accountPhone = (i: number) => (i === 0 ? BENCH_PARENT.phone : `06${pad(10_000_000 + i, 8)}`);
  const parentPhone = (i: number) => (i < SCALE.accounts ? accountPhone(i) : `07${pad(20_000_000 + i, 8)}`);
  const accountEmail = (i: number) => (i === 0 ? BENCH_PARENT.email : `parent${i}@bench.academy.dz`);

  const userRows = await inBatches(
    Array.from({ length: SCALE.accounts }, (_, i) => i),
    (batch) =>
      db
        .insert(users)
        .values(
          batch.map((i) => {
            const { fullName } = family(i);
            return {
              role: 'client' as const,
              fullName,
              email: accountEmail(i),
              phone: accountPhone(i),
              passwordHash,
              emailVerified: true,
              searchText: searchText(fullName, accountEmail(i), accountPhone(i)),
            };
          }),
        )
        .returning({ id: users.id, phone: users.phone }),
  );
  const userByPhone = new Map(userRows.map((u) => [u.phone!, u.id]));

  const parentRows = await inBatches(
    Array.from({ length: SCALE.parents }, (_, i) => i),
    (batch) =>
      db
        .insert(parents)
        .values(
          batch.map((i) => {
            const { fullName } = family(i);
            return {
              userId: i < SCALE.accounts ? userByPhone.get(accountPhone(i))! : null,
              fullName,
              email: i < SCALE.accounts ? accountEmail(i) : null,
              phone: parentPhone(i),
              searchText: searchText(fullName, parentPhone(i)),
            };
          }),
        )
        .returning({ id: parents.id, phone: parents.phone }),
  );
  const parentByPhone = new Map(parentRows.map((p) => [p.phone!, p.id]));

  type Kid = { family: number; n: number; barcode: string };
  const kids: Kid[] = [];
  for (let i = 0; i < SCALE.parents; i++)
    for (let k = 0; k < (i % 2 === 0 ? 2 : 1); k++)
      kids.push({ family: i, n: kids.length, barcode: `ST${pad(40_000_000 + kids.length, 8)}` });
  const birthYear = Number(today.slice(0, 4));
  const studentRows = await inBatches(kids, (batch) =>
    db
      .insert(students)
      .values(
        batch.map((kid) => {
          const f = family(kid.family);
          const names = f.arabic ? CHILD_NAMES_AR : CHILD_NAMES;
          const name = `${names[kid.n % names.length]} ${f.surname}`;
          return {
            parentId: parentByPhone.get(parentPhone(kid.family))!,
            name,
            gender: kid.n % 2 === 0 ? ('male' as const) : ('female' as const),
            dateOfBirth: `${birthYear - 5 - (kid.n % 13)}-${pad(1 + (kid.n % 12), 2)}-${pad(1 + (kid.n % 28), 2)}`,
            barcode: kid.barcode,
            searchText: searchText(name, f.fullName, parentPhone(kid.family)),
          };
        }),
      )
      .returning({ id: students.id, barcode: students.barcode }),
  );
  const studentByBarcode = new Map(studentRows.map((s) => [s.barcode, s.id]));
  step('users, parents, students');

  // ----- Catalogue -------------------------------------------------------------------------------------
  const courseDefs = Array.from({ length: SCALE.courses }, (_, i) => {
    const level = LEVELS[i % LEVELS.length]!;
    const grades = GRADES[level];
    const grade = grades[Math.floor(i / LEVELS.length) % grades.length]!;
    const code = COURSE_SUBJECTS[i % COURSE_SUBJECTS.length]!;
    const { en: subject, ar: subjectAr } = SUBJECTS[code];
    const kindergarten = level === 'preschool';
    const monthly = kindergarten || i % 3 === 0;
    const price = monthly ? [3000, 4000, 6000, 8000][i % 4]! : [400, 500, 600, 800][i % 4]!;
    const group = Math.floor(i / (LEVELS.length * COURSE_SUBJECTS.length)) + 1;
    const en = kindergarten
      ? `Little Stars — ${subject} ${group}`
      : `${level === 'bachelor' ? 'BAC ' : ''}${subject} ${grade} — Group ${group}`;
    const ar = kindergarten
      ? `النجوم الصغيرة — ${subjectAr} ${group}`
      : `${subjectAr} ${level === 'bachelor' ? 'بكالوريا' : grade} — الفوج ${group}`;
    return {
      name: en,
      nameEn: en,
      nameAr: ar,
      description: `${subject} for ${grade} students: lessons, exercises and exam practice.`,
      descriptionEn: `${subject} for ${grade} students: lessons, exercises and exam practice.`,
      descriptionAr: `${subjectAr} لتلاميذ ${grade}: دروس وتمارين وتحضير للامتحانات.`,
      level,
      grade,
      subject: code,
      category: kindergarten
        ? ('kindergarten' as const)
        : code === 'coding'
          ? ('skills' as const)
          : ['french', 'english'].includes(code)
            ? ('languages' as const)
            : ('academic' as const),
      pricingType: monthly ? ('monthly' as const) : ('session' as const),
      sessionPrice: monthly ? null : price.toFixed(2),
      monthlyPrice: monthly ? price.toFixed(2) : null,
      sessionDurationHours: i % 2 ? '2.00' : '1.50',
      maxStudents: SCALE.maxStudents,
      searchText: courseSearchText({ name: en, nameAr: ar, description: `${subject} for ${grade} students`, level, grade, subject: code }),
    };
  });
  const courseRows = await db.insert(courses).values(courseDefs).returning({ id: courses.id, hours: courses.sessionDurationHours });

  // Two sections per course, a third for the first courses of even rank (300 sections at 1x).
  const sectionDefs = courseRows.flatMap((c, i) => {
    const count = 2 + (i % 2 === 0 && i / 2 < SCALE.sections - 2 * SCALE.courses ? 1 : 0);
    return Array.from({ length: count }, (_, s) => ({
      courseId: c.id,
      hours: Number(c.hours),
      name: `Section ${String.fromCharCode(65 + s)}`,
      seq: 0,
    }));
  });
  sectionDefs.forEach((s, i) => (s.seq = i));
  const sectionRows = await db
    .insert(sections)
    .values(
      sectionDefs.map((s) => ({
        courseId: s.courseId,
        name: s.name,
        scheduleNote: 'Weekly',
        maxStudents: SCALE.maxStudents,
        startDate: `${today.slice(0, 4)}-01-01`,
      })),
    )
    .returning({ id: sections.id, courseId: sections.courseId, name: sections.name });
  const sectionId = new Map(sectionRows.map((s) => [`${s.courseId}|${s.name}`, s.id]));
  const sectionIds = sectionDefs.map((s) => sectionId.get(`${s.courseId}|${s.name}`)!);
  await db.insert(sectionSchedules).values(
    sectionDefs.flatMap((s, i) => {
      const start = 8 * 60 + 30 * (i % 24); // 08:00 .. 19:30, so a 2 h slot still ends by 22:00
      const first = DAYS[i % DAYS.length]!;
      const second = DAYS[(i + 3) % DAYS.length]!;
      return [first, second].map((day) => ({
        sectionId: sectionIds[i]!,
        dayOfWeek: day,
        startTime: hhmm(start),
        endTime: hhmm(start + s.hours * 60),
      }));
    }),
  );
  step('courses, sections, slots');

  // ----- Teachers (issue 25): one per ten sections, the first (BENCH_TEACHER) with twice as many; a pay rule per
  // section from the year's start (a third each of percent, per session, per student), a raise for every fifth
  // section six months ago, and a payout to every teacher on the 5th of each month.
  const teacherCount = Math.max(2, Math.floor(sectionIds.length / 10));
  const teacherRows = await db
    .insert(users)
    .values(
      Array.from({ length: teacherCount }, (_, i) => {
        const fullName = `${PARENT_NAMES[i % PARENT_NAMES.length]} ${SURNAMES[(i * 7) % SURNAMES.length]}`;
        const email = `teacher${i + 1}@bench.academy.dz`;
        const phone = `05${pad(50_000_000 + i, 8)}`;
        return {
          role: 'teacher' as const,
          fullName,
          email,
          phone,
          passwordHash,
          emailVerified: true,
          searchText: searchText(fullName, email, phone),
        };
      }),
    )
    .returning({ id: users.id });
  await db
    .insert(teacherProfiles)
    .values(teacherRows.map((t, i) => ({ userId: t.id, subjects: [COURSE_SUBJECTS[i % COURSE_SUBJECTS.length]!] })));
  const sectionsOf = new Map<number, number[]>();
  sectionIds.forEach((id, i) => {
    const teacher = teacherRows[i % teacherCount === 1 ? 0 : i % teacherCount]!.id;
    sectionsOf.set(teacher, [...(sectionsOf.get(teacher) ?? []), id]);
  });
  for (const [teacherId, ids] of sectionsOf) await db.update(sections).set({ teacherId }).where(inArray(sections.id, ids));
  const yearStart = `${today.slice(0, 4)}-01-01`;
  await db.execute(sql`
    insert into teacher_pay_rules (section_id, teacher_id, kind, rate, effective_from, set_by)
    select s.id, s.teacher_id, k.kind, k.rate, ${yearStart}::date, ${adminId}
    from sections s
    cross join lateral (select case s.id % 3 when 0 then 'percent' when 1 then 'per_session' else 'per_student' end as kind) r
    cross join lateral (select r.kind, case r.kind when 'percent' then 40 + s.id % 3 * 5 when 'per_session' then 1500 else 200 end as rate) k
    where s.teacher_id is not null`);
  await db.execute(sql`
    insert into teacher_pay_rules (section_id, teacher_id, kind, rate, effective_from, set_by)
    select r.section_id, r.teacher_id, r.kind, r.rate * 1.1, (${today}::date - 182), ${adminId}
    from teacher_pay_rules r where r.section_id % 5 = 0`);
  await db.execute(sql`
    insert into teacher_payouts (teacher_id, amount, method, note, paid_by, paid_at)
    select t.id, 20000, 'cash', 'Monthly pay', ${adminId}, (m.day + time '17:00') at time zone 'Africa/Algiers'
    from users t
    cross join lateral generate_series(date_trunc('month', ${yearStart}::date), ${today}::date, interval '1 month') g
    cross join lateral (select (g::date + 4) as day) m
    where t.role = 'teacher' and m.day < ${today}::date`);
  step('teachers, pay rules, payouts');

  // ----- Registrations and enrollments ----------------------------------------------------------------
  const courseOfSection = new Map(sectionRows.map((s) => [s.id, s.courseId]));
  type Seat = { studentId: number; sectionId: number; family: number; enrolledDaysAgo: number };
  const seats: Seat[] = [];
  kids.forEach((kid, s) => {
    for (let k = 0; k < SCALE.enrollmentsPerStudent; k++) {
      seats.push({
        studentId: studentByBarcode.get(kid.barcode)!,
        sectionId: sectionIds[(s * 2 + k * 151) % sectionIds.length]!,
        family: kid.family,
        // Students joined all through the year: the earliest have a full year of attendance.
        enrolledDaysAgo: 20 + ((s * 37) % (SCALE.attendanceDays - 5)),
      });
    }
  });
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * 86_400_000);
  const requested = seats.filter((s) => s.family < SCALE.accounts);
  const registrationRows = await inBatches(requested, (batch) =>
    db
      .insert(registrations)
      .values(
        batch.map((s) => ({
          userId: userByPhone.get(accountPhone(s.family))!,
          studentId: s.studentId,
          courseId: courseOfSection.get(s.sectionId)!,
          sectionId: s.sectionId,
          status: 'approved' as const,
          decidedBy: adminId,
          decidedAt: at(s.enrolledDaysAgo),
          createdAt: at(s.enrolledDaysAgo + 2),
          updatedAt: at(s.enrolledDaysAgo),
        })),
      )
      .returning({ id: registrations.id, studentId: registrations.studentId, courseId: registrations.courseId }),
  );
  const registrationId = new Map(registrationRows.map((r) => [`${r.studentId}|${r.courseId}`, r.id]));
  // Waiting and refused requests for a third course.
  const extra = requested.filter((_, i) => i % 4 === 0);
  await inBatches(extra, (batch) =>
    db
      .insert(registrations)
      .values(
        batch.map((s, i) => ({
          userId: userByPhone.get(accountPhone(s.family))!,
          studentId: s.studentId,
          courseId: courseRows[(i * 7) % courseRows.length]!.id,
          status: i % 3 === 0 ? ('rejected' as const) : ('pending' as const),
          rejectionReason: i % 3 === 0 ? 'The section is full.' : null,
          decidedBy: i % 3 === 0 ? adminId : null,
          decidedAt: i % 3 === 0 ? at(1) : null,
          createdAt: at(i % 10),
        })),
      )
      .returning({ id: registrations.id }),
  );
  await inBatches(seats, (batch) =>
    db
      .insert(enrollments)
      .values(
        batch.map((s) => ({
          studentId: s.studentId,
          sectionId: s.sectionId,
          registrationId: registrationId.get(`${s.studentId}|${courseOfSection.get(s.sectionId)}`) ?? null,
          status: 'approved' as const,
          enrolledAt: at(s.enrolledDaysAgo),
          createdAt: at(s.enrolledDaysAgo),
        })),
      )
      .returning({ id: enrollments.id }),
  );
  step('registrations, enrollments');

  // ----- A year of attendance, generated in SQL, one slice of enrollments at a time -------------------
  const { lo, hi } = rowsOf<{ lo: number; hi: number }>(
    await db.execute(sql`select min(id)::int as lo, max(id)::int as hi from enrollments`),
  )[0]!;
  const firstDay = sql`(${today}::date - ${SCALE.attendanceDays}::int)`;
  const slice = 1000;
  for (let from = lo; from <= hi; from += slice) {
    await db.execute(sql`
      insert into attendance_records (student_id, section_id, enrollment_id, attendance_date, status, marked_by, marked_at, created_at, updated_at)
      select e.student_id, e.section_id, e.id, d.day,
             case when h.v < 82 then 'present' when h.v < 88 then 'late' when h.v < 97 then 'absent' else 'excused' end,
             ${adminId}, m.at, m.at, m.at
      from enrollments e
      join section_schedules ss on ss.section_id = e.section_id
      cross join lateral (select greatest(${firstDay}, (e.enrolled_at at time zone 'Africa/Algiers')::date + 1) as start) w
      cross join lateral generate_series(0, 53) k
      cross join lateral (select w.start + ((ss.day_of_week - extract(dow from w.start)::int + 7) % 7) + 7 * k as day) d
      cross join lateral (select abs(hashtext(e.id::text || ':' || d.day::text)) % 100 as v) h
      cross join lateral (select (d.day + ss.start_time + interval '7 minutes') at time zone 'Africa/Algiers' as at) m
      where e.id between ${from} and ${from + slice - 1} and d.day < ${today}::date
      on conflict do nothing`);
  }
  // Statistics before the ledger's statements join these tables (autovacuum may be off): planned on a table
  // never analyzed, a slice's charges at 10x once ran for minutes instead of seconds.
  await db.execute(sql`analyze`);
  step('attendance (SQL)');

  // ----- Ledger: session charges, month charges every 4th attended session, kindergarten subscriptions --
  const [attRange] = rowsOf<{ lo: number; hi: number }>(
    await db.execute(sql`select min(id)::int as lo, max(id)::int as hi from attendance_records`),
  );
  const attSlice = 50_000;
  for (let from = attRange!.lo; from <= attRange!.hi; from += attSlice) {
    await db.execute(sql`
      insert into ledger_entries (kind, reason, amount, student_id, enrollment_id, attendance_record_id, recorded_by, occurred_at, created_at)
      select 'charge', 'session', c.session_price, a.student_id, a.enrollment_id, a.id, ${adminId}, a.marked_at, a.marked_at
      from attendance_records a join sections s on s.id = a.section_id join courses c on c.id = s.course_id
      where a.id between ${from} and ${from + attSlice - 1} and c.pricing_type = 'session' and c.category <> 'kindergarten'
        and a.status in ('present', 'late')`);
  }
  await db.execute(sql`
    insert into ledger_entries (kind, reason, amount, student_id, enrollment_id, recorded_by, occurred_at, created_at)
    select 'charge', 'month', x.monthly_price, x.student_id, x.enrollment_id, ${adminId}, x.marked_at, x.marked_at
    from (
      select a.student_id, a.enrollment_id, a.marked_at, c.monthly_price,
             row_number() over (partition by a.enrollment_id order by a.attendance_date) as n
      from attendance_records a join sections s on s.id = a.section_id join courses c on c.id = s.course_id
      where c.pricing_type = 'monthly' and c.category <> 'kindergarten' and a.status in ('present', 'late')
    ) x
    where x.n % 4 = 0`);
  await db.execute(sql`
    insert into kindergarten_subscriptions (enrollment_id, status, amount, next_payment_date)
    select e.id, 'active', c.monthly_price, ${today}::date + (e.id % 30) - 5
    from enrollments e join sections s on s.id = e.section_id join courses c on c.id = s.course_id
    where c.category = 'kindergarten'`);
  await db.execute(sql`
    insert into ledger_entries (kind, reason, amount, student_id, enrollment_id, recorded_by, occurred_at, created_at)
    select 'charge', 'subscription', k.amount, e.student_id, e.id, ${adminId}, p.at, p.at
    from kindergarten_subscriptions k join enrollments e on e.id = k.enrollment_id
    cross join lateral generate_series(1, 12) m
    cross join lateral (select ((k.next_payment_date - make_interval(months => m)) + time '09:00') at time zone 'Africa/Algiers' as at) p
    where p.at >= e.enrolled_at and p.at < ${now}`);
  step('charges (SQL)');

  // Nine charges in ten are paid (cash mostly), a minute after the charge; the rest is debt.
  const [ledgerRange] = rowsOf<{ lo: number; hi: number }>(
    await db.execute(sql`select min(id)::int as lo, max(id)::int as hi from ledger_entries`),
  );
  for (let from = ledgerRange!.lo; from <= ledgerRange!.hi; from += attSlice) {
    await db.execute(sql`
      insert into ledger_entries (kind, amount, student_id, enrollment_id, attendance_record_id, applies_to_entry_id, method, recorded_by, occurred_at, created_at)
      select 'payment', l.amount, l.student_id, l.enrollment_id, l.attendance_record_id, l.id,
             case when l.id % 10 = 0 then 'card' when l.id % 25 = 1 then 'bank_transfer' else 'cash' end,
             ${adminId}, least(l.occurred_at + interval '1 minute', ${now}::timestamptz), least(l.occurred_at + interval '1 minute', ${now}::timestamptz)
      from ledger_entries l
      where l.id between ${from} and ${from + attSlice - 1} and l.kind = 'charge' and abs(hashtext('pay:' || l.id::text)) % 10 <> 0`);
  }
  step('payments (SQL)');

  // The seed wrote through the triggers (one statement per slice): what they keep must agree with the rows.
  const disagreements = await checkKeptTotals(database);
  if (Object.values(disagreements).some((n) => n > 0)) throw new Error(`trigger-kept totals disagree: ${JSON.stringify(disagreements)}`);
  step('check kept totals');

  // The state autovacuum keeps a live database in (this bench's PostgreSQL may run without it): the bulk
  // inserts' visibility map set, so index-only scans skip the table, and the rows the ledger's triggers
  // replaced (unpaid charges settled by the payments above) gone.
  await db.execute(sql`vacuum (analyze)`);
  step('vacuum, analyze');

  const counts = await seededCounts(database);
  return { scale, ms: Math.round(performance.now() - started), counts, steps };
}

/** The row counts of the seeded tables. */
export async function seededCounts(database: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const [row] = rowsOf<{ n: number }>(await database.db.execute(sql.raw(`select count(*)::int as n from ${table}`)));
    counts[table] = row!.n;
  }
  return counts;
}

/**
 * How many rows of each trigger-kept table disagree with the raw rows they are kept from (0 everywhere
 * when the triggers did their work): student_balances and enrollment_balances against the ledger,
 * unpaid_charges against charges and their allocations, enrollment_attendance and attendance_day_counts
 * against attendance_records, payment_day_totals against the payments, enrollment_balances' month dues against
 * the unpaid month charges, monthly_seat_dues against the seats, courses, balances and attendance it is kept from.
 */
export async function checkKeptTotals(database: Database): Promise<Record<string, number>> {
  const { db } = database;
  const count = async (query: string) =>
    rowsOf<{ n: number }>(await db.execute(sql.raw(`select count(*)::int as n from (${query}) x`)))[0]!.n;
  return {
    student_balances: await count(`
      select * from (
        select student_id, sum(case when kind = 'payment' then -amount else amount end) as balance,
               coalesce(sum(amount) filter (where kind <> 'payment'), 0) as charged,
               coalesce(sum(amount) filter (where kind = 'payment'), 0) as paid, count(*) filter (where kind = 'payment')::int as payments
        from ledger_entries group by student_id) l
      full join student_balances b using (student_id)
      where b.student_id is null or l.student_id is null or (l.balance, l.charged, l.paid, l.payments) is distinct from (b.balance, b.charged, b.paid, b.payments)`),
    enrollment_balances: await count(`
      select * from (
        select l.enrollment_id, coalesce(sum(l.amount) filter (where l.kind <> 'payment'), 0) as charged,
               coalesce(sum(l.amount) filter (where l.kind = 'payment'), 0) + coalesce(max(o.paid), 0) as paid,
               max(l.occurred_at) filter (where l.kind = 'charge' and l.reason = 'month') as last_month_charge_at
        from ledger_entries l
        left join (select a.enrollment_id, sum(a.amount) as paid from payment_allocations a join ledger_entries p on p.id = a.payment_id
                   where p.enrollment_id is null group by a.enrollment_id) o on o.enrollment_id = l.enrollment_id
        where l.enrollment_id is not null group by l.enrollment_id) l
      full join enrollment_balances b using (enrollment_id)
      where b.enrollment_id is null or l.enrollment_id is null
         or (l.charged, l.paid, l.last_month_charge_at) is distinct from (b.charged, b.paid, b.last_month_charge_at)`),
    unpaid_charges: await count(`
      select * from (
        select ch.id as charge_id, ch.amount - coalesce(sum(a.amount), 0) as outstanding,
               coalesce(min(ar.attendance_date), ((ch.occurred_at at time zone 'UTC') + interval '1 hour')::date) as day
        from ledger_entries ch left join payment_allocations a on a.charge_id = ch.id
        left join attendance_records ar on ar.id = ch.attendance_record_id
        where ch.kind = 'charge' group by ch.id having ch.amount - coalesce(sum(a.amount), 0) > 0) l
      full join unpaid_charges u using (charge_id)
      where u.charge_id is null or l.charge_id is null or l.outstanding <> u.outstanding or l.day <> u.day`),
    enrollment_month_dues: await count(`
      select * from (
        select enrollment_id, sum(outstanding) as outstanding, min(((occurred_at at time zone 'UTC') + interval '1 hour')::date) as since
        from unpaid_charges where reason = 'month' and enrollment_id is not null group by enrollment_id) u
      full join (select * from enrollment_balances where month_outstanding <> 0 or month_since is not null) b using (enrollment_id)
      where b.enrollment_id is null or u.enrollment_id is null or (u.outstanding, u.since) is distinct from (b.month_outstanding, b.month_since)`),
    monthly_seat_dues: await count(`
      select * from (
        select e.id as enrollment_id, e.student_id, e.section_id, e.cycle_started_on, ea.fourth_last_attended_on,
               coalesce(b.charged > b.paid, false) as owes, coalesce(b.month_outstanding, 0) as month_outstanding, b.month_since,
               ((b.last_month_charge_at at time zone 'UTC') + interval '1 hour')::date as last_month_charge_on
        from enrollments e join sections s on s.id = e.section_id join courses c on c.id = s.course_id
        left join enrollment_balances b on b.enrollment_id = e.id left join enrollment_attendance ea on ea.enrollment_id = e.id
        where e.status = 'approved' and e.is_active and c.pricing_type = 'monthly' and c.category <> 'kindergarten') r
      full join monthly_seat_dues d using (enrollment_id)
      where d.enrollment_id is null or r.enrollment_id is null
         or (r.student_id, r.section_id, r.cycle_started_on, r.fourth_last_attended_on, r.owes, r.month_outstanding, r.month_since,
             r.last_month_charge_on)
            is distinct from (d.student_id, d.section_id, d.cycle_started_on, d.fourth_last_attended_on, d.owes, d.month_outstanding,
             d.month_since, d.last_month_charge_on)`),
    enrollment_attendance: await count(`
      select * from (
        select enrollment_id, count(*)::int as total, (count(*) filter (where status = 'present'))::int as present,
               (count(*) filter (where status = 'absent'))::int as absent, (count(*) filter (where status = 'late'))::int as late
        from attendance_records where enrollment_id is not null group by enrollment_id) a
      full join (select * from enrollment_attendance where total > 0) e using (enrollment_id)
      where e.enrollment_id is null or a.enrollment_id is null or (a.total, a.present, a.absent, a.late) <> (e.total, e.present, e.absent, e.late)`),
    attendance_day_counts: await count(`
      select * from (select attendance_date, status, count(*)::int as n from attendance_records group by 1, 2) a
      full join (select * from attendance_day_counts where n <> 0) d using (attendance_date, status)
      where d.n is distinct from a.n`),
    payment_day_totals: await count(`
      select * from (
        select (occurred_at at time zone 'Africa/Algiers')::date as day, method, sum(amount) as amount, count(*)::int as payments
        from ledger_entries where kind = 'payment' group by 1, 2) l
      full join payment_day_totals d using (day, method)
      where d.day is null or l.day is null or (l.amount, l.payments) is distinct from (d.amount, d.payments)`),
  };
}

/** node-postgres and PGlite both answer `execute` with `{ rows }`. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * A database for a bench run: PostgreSQL from BENCH_DATABASE_URL (must be empty) or PGlite under `dir`.
 * With `seeded` (BENCH_SEEDED=1), the PostgreSQL database already holds the large academy of this scale
 * (seeded by `bench/seed-large.ts` or an earlier run): it is measured as it is.
 */
export async function openBenchDatabase(dir: string, opts: { scale?: BenchScale; seeded?: boolean } = {}): Promise<Database> {
  const url = process.env.BENCH_DATABASE_URL;
  if (opts.seeded && !url)
    throw new Error('BENCH_SEEDED needs BENCH_DATABASE_URL (a PGlite bench database lives only as long as its run).');
  const database = url ? await openPostgres(url) : await openPglite({ dataDir: path.join(dir, 'pglite') });
  await migrateDatabase(database);
  const [row] = rowsOf<{ courses: number; students: number }>(
    await database.db.execute(sql`select (select count(*) from courses)::int as courses, (select count(*) from students)::int as students`),
  );
  const expected = (SCALES[opts.scale ?? 1].parents * 3) / 2;
  if (opts.seeded ? row!.students !== expected : row!.courses > 0) {
    await database.close();
    throw new Error(
      opts.seeded
        ? `BENCH_SEEDED: the database holds ${row!.students} students, not the ${expected} of BENCH_SCALE=${opts.scale ?? 1}.`
        : 'BENCH_DATABASE_URL must point to an empty database (the bench fills it with thousands of rows).',
    );
  }
  return database;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-bench-seed-'));
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', DATA_DIR: dir });
  const database = await openBenchDatabase(dir, { scale: benchScale() });
  try {
    console.log(`Seeding a large academy (${benchScale()}x) into ${database.kind === 'pglite' ? `PGlite (${dir})` : 'PostgreSQL'}...`);
    const report = await seedLarge(database, {
      scale: benchScale(),
      config,
      passwords: createPasswordHasher({ memoryCost: config.ARGON2_MEMORY_KIB, timeCost: config.ARGON2_TIME_COST }),
      log: console.log,
    });
    console.log(`Seeded in ${(report.ms / 1000).toFixed(1)} s`);
    console.table(report.counts);
  } finally {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
