import { asc, eq } from 'drizzle-orm';
import { DEMO_TEACHER } from './accounts';
import type { Level, Subject } from '@academy/shared';
import type { PasswordHasher } from '../../lib/passwords';
import { searchText } from '../../lib/search-text';
import { courses, rooms, sectionSchedules, sections, teacherProfiles, users } from '../schema';
import { localInstant, type SeedContext } from './helpers';

type TeacherDef = { name: string; phone: string; email?: string; subjects: Subject[]; levels: Level[] };

// Phones on 054x / 068x / 078x: the families' numbers are drawn on 05-07 followed by 5, 6, 7 or 9, so these never clash.
const TEACHERS: TeacherDef[] = [
  {
    name: 'Yacine Boudiaf',
    phone: '0541203040',
    email: DEMO_TEACHER.email,
    subjects: ['mathematics', 'physics'],
    levels: ['middle', 'high', 'bachelor'],
  },
  {
    name: 'أمينة خليفي',
    phone: '0682112233',
    subjects: ['arabic', 'quran', 'islamic_studies', 'reading', 'early_maths'],
    levels: ['preschool', 'primary', 'middle'],
  },
  {
    name: 'Sofiane Hamidi',
    phone: '0781445566',
    subjects: ['physics', 'sciences', 'mathematics', 'coding'],
    levels: ['middle', 'high', 'bachelor'],
  },
  {
    name: 'نسيمة واعلي',
    phone: '0543778899',
    subjects: ['french', 'english', 'philosophy', 'history_geography'],
    levels: ['primary', 'middle', 'high', 'bachelor'],
  },
  {
    name: 'Leila Mansouri',
    phone: '0684901234',
    subjects: ['early_maths', 'mathematics', 'reading', 'quran', 'drawing'],
    levels: ['preschool', 'primary'],
  },
];

const ROOMS = [
  { name: 'Salle 1', capacity: 30 },
  { name: 'Salle 2', capacity: 30 },
  { name: 'Salle 3', capacity: 25 },
  { name: 'Salle 4', capacity: 22 },
  { name: 'Labo', capacity: 18 },
  { name: 'Salle des petits', capacity: 15 },
];

type Slot = { day: number; start: string; end: string };

const overlaps = (a: Slot[], b: Slot[]) => a.some((x) => b.some((y) => x.day === y.day && x.start < y.end && y.start < x.end));
/** No slot of `slots` meets at the time of one already taken. */
const free = (taken: Slot[][], slots: Slot[]) => taken.every((t) => !overlaps(t, slots));

/**
 * Phase 7 (no draw from the PRNG, so the phases before keep their data): the teachers with their profiles,
 * the rooms, and a teacher and a room for every section. A section gets a teacher of its subject and level
 * who is free at its times, and the smallest room seating its maximum that is free then; when none is free
 * it shares (the schedule's warnings then have something to show), but a room never seats fewer than the section.
 */
export async function insertTeachersAndRooms({ tx, daysAgo }: SeedContext, passwords: PasswordHasher) {
  const joined = localInstant(daysAgo(120), '09:00');
  // Every demo teacher signs in with the demo password (the README names the first one).
  const passwordHash = await passwords.hash(DEMO_TEACHER.password);
  const teacherRows = await tx
    .insert(users)
    .values(
      TEACHERS.map((t) => ({
        role: 'teacher' as const,
        fullName: t.name,
        phone: t.phone,
        email: t.email ?? null,
        emailVerified: Boolean(t.email),
        passwordHash,
        searchText: searchText(t.name, t.email, t.phone),
        createdAt: joined,
        updatedAt: joined,
      })),
    )
    .returning({ id: users.id });
  await tx.insert(teacherProfiles).values(
    TEACHERS.map((t, i) => ({
      userId: teacherRows[i]!.id,
      subjects: t.subjects,
      levels: t.levels,
      createdAt: joined,
      updatedAt: joined,
    })),
  );
  const roomRows = await tx
    .insert(rooms)
    .values(ROOMS.map((r) => ({ ...r, createdAt: joined, updatedAt: joined })))
    .returning({ id: rooms.id });

  const sectionRows = await tx
    .select({ id: sections.id, max: sections.maxStudents, subject: courses.subject, level: courses.level })
    .from(sections)
    .innerJoin(courses, eq(courses.id, sections.courseId))
    .orderBy(asc(sections.id));
  const slotRows = await tx.select().from(sectionSchedules);
  const slotsOf = (id: number): Slot[] =>
    slotRows.filter((s) => s.sectionId === id).map((s) => ({ day: s.dayOfWeek, start: s.startTime, end: s.endTime }));

  const teacherOf = assignTeachers(sectionRows.map((section) => ({ ...section, slots: slotsOf(section.id) })));
  const roomBusy: Slot[][][] = ROOMS.map(() => []);
  // Rooms by capacity, smallest first: a small group does not take the big room.
  const roomOrder = ROOMS.map((r, i) => ({ ...r, i })).sort((a, b) => a.capacity - b.capacity || a.i - b.i);
  for (const [k, section] of sectionRows.entries()) {
    const slots = slotsOf(section.id);
    const seats = roomOrder.filter((r) => r.capacity >= section.max);
    const room = seats.find((r) => free(roomBusy[r.i]!, slots)) ?? seats[seats.length - 1];
    if (room) roomBusy[room.i]!.push(slots);
    await tx
      .update(sections)
      .set({ teacherId: teacherRows[teacherOf[k]!]!.id, roomId: room ? roomRows[room.i]!.id : null })
      .where(eq(sections.id, section.id));
  }
}

/**
 * A teacher (index in TEACHERS) for each section: one of its subject and level, never in two sections at once.
 * A small search, the sections with the fewest possible teachers first; should the timetable leave no way,
 * each section takes its least busy teacher (free if one is) and the schedule warns of the clash.
 */
function assignTeachers(list: { subject: string | null; level: Level; slots: Slot[] }[]): number[] {
  const candidates = list.map((section) => {
    const teach = TEACHERS.flatMap((t, i) =>
      t.subjects.includes(section.subject as Subject) && t.levels.includes(section.level) ? [i] : [],
    );
    return teach.length ? teach : TEACHERS.map((_, i) => i);
  });
  const order = list.map((_, k) => k).sort((a, b) => candidates[a]!.length - candidates[b]!.length || a - b);
  const busy: Slot[][][] = TEACHERS.map(() => []);
  const chosen: number[] = [];
  const byLoad = (k: number) => [...candidates[k]!].sort((a, b) => busy[a]!.length - busy[b]!.length || a - b);
  let steps = 0;
  const search = (n: number): boolean => {
    if (n === order.length) return true;
    if (++steps > 100_000) return false;
    const k = order[n]!;
    for (const i of byLoad(k)) {
      if (!free(busy[i]!, list[k]!.slots)) continue;
      busy[i]!.push(list[k]!.slots);
      chosen[k] = i;
      if (search(n + 1)) return true;
      busy[i]!.pop();
    }
    return false;
  };
  if (search(0)) return chosen;
  busy.forEach((b) => (b.length = 0));
  for (const k of order) {
    const i = byLoad(k).find((c) => free(busy[c]!, list[k]!.slots)) ?? byLoad(k)[0]!;
    busy[i]!.push(list[k]!.slots);
    chosen[k] = i;
  }
  return chosen;
}
