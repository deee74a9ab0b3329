import { attendanceRecords } from '../schema';
import { COURSES } from './catalogue';
import { addDays, insertAll, localInstant, minutes, weekday, type SeedContext } from './helpers';
import type { Seat } from './enrollments';

type AttendanceStatus = 'present' | 'absent' | 'late' | 'excused';
const ATTENDANCE_DAYS = 42;

export type Mark = { seat: Seat; enrollmentId: number; sectionId: number; date: string; status: AttendanceStatus; markedAt: Date };

/** Phase 4: every seat's sessions over the last six weeks, up to now, marked by the admin. */
export async function insertAttendance(
  { tx, rnd, now, today, nowTime, daysAgo, adminId }: SeedContext,
  enrolled: Seat[],
  sectionId: (ci: number, si: number) => number,
  enrollmentId: Map<string, number>,
) {
  const marks: Mark[] = [];
  const firstDay = daysAgo(ATTENDANCE_DAYS);
  for (const seat of enrolled) {
    const def = COURSES[seat.p.course]!;
    const slots = def.sections[seat.p.section]!;
    const sid = sectionId(seat.p.course, seat.p.section);
    const eid = enrollmentId.get(`${seat.studentId}|${sid}`)!;
    const from = seat.p.enrolledOn > firstDay ? addDays(seat.p.enrolledOn, 1) : firstDay;
    const reliable = rnd.next(); // some students miss more than others
    for (let d = from; d <= today; d = addDays(d, 1)) {
      const slot = slots.find(([day]) => day === weekday(d));
      if (!slot) continue;
      if (d === today && slot[1] > nowTime) continue; // today's later sessions have not happened yet
      const roll = rnd.next();
      const absentRate = reliable < 0.2 ? 0.2 : 0.06;
      const status: AttendanceStatus =
        roll < absentRate ? 'absent' : roll < absentRate + 0.05 ? 'late' : roll < absentRate + 0.07 ? 'excused' : 'present';
      const started = localInstant(d, slot[1]);
      const markedAt = new Date(Math.min(minutes(started, rnd.int(2, 20)).getTime(), now.getTime()));
      marks.push({ seat, enrollmentId: eid, sectionId: sid, date: d, status, markedAt });
    }
    // The demo parent owes the last sessions of Yacine's maths: make sure he attended them.
    if (seat.p.unpaidLast) {
      const own = marks.filter((m) => m.seat === seat);
      for (const m of own.slice(-seat.p.unpaidLast)) m.status = 'present';
    }
  }
  const attendanceRows = await insertAll(marks, (batch) =>
    tx
      .insert(attendanceRecords)
      .values(
        batch.map((m) => ({
          studentId: m.seat.studentId,
          sectionId: m.sectionId,
          enrollmentId: m.enrollmentId,
          attendanceDate: m.date,
          status: m.status,
          notes: m.status === 'excused' ? rnd.pick(['Medical certificate', 'Family event', 'شهادة طبية']) : null,
          markedBy: adminId,
          markedAt: m.markedAt,
          createdAt: m.markedAt,
          updatedAt: m.markedAt,
        })),
      )
      .returning({
        id: attendanceRecords.id,
        studentId: attendanceRecords.studentId,
        sectionId: attendanceRecords.sectionId,
        date: attendanceRecords.attendanceDate,
      }),
  );
  const attendanceId = new Map(attendanceRows.map((a) => [`${a.studentId}|${a.sectionId}|${a.date}`, a.id]));
  return { marks, attendanceId };
}
