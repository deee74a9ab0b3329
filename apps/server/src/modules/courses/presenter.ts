import type { CourseSummary, MyEnrollment, MyRegistration, SectionSummary, WeeklySlot } from '@academy/shared';
import { scheduleText } from '@academy/shared';
import type { courses, enrollments, registrations, sections } from '../../db/schema';

type CourseRow = typeof courses.$inferSelect;
const amount = (value: string | null) => (value === null ? null : Number(value));
const iso = (d: Date) => d.toISOString();

/** A course as the catalogue shows it; `freeSeats` is in its sections when it has any, else in the course. */
export function presentCourse(c: CourseRow, seats: { sectionsCount: number; freeSeats: number }): CourseSummary {
  const sessionPrice = amount(c.sessionPrice);
  const monthlyPrice = amount(c.monthlyPrice);
  const available = Math.max(0, seats.freeSeats);
  return {
    id: c.id,
    name: c.name,
    name_en: c.nameEn,
    name_ar: c.nameAr,
    name_fr: c.nameFr,
    description: c.description,
    description_en: c.descriptionEn,
    description_ar: c.descriptionAr,
    description_fr: c.descriptionFr,
    level: c.level,
    grade: c.grade,
    subject: c.subject,
    category: c.category,
    price: c.pricingType === 'monthly' ? monthlyPrice : sessionPrice,
    session_price: sessionPrice,
    monthly_price: monthlyPrice,
    image_url: c.imageUrl,
    max_students: c.maxStudents,
    available_seats: available,
    is_full: available === 0,
    sections_count: seats.sectionsCount,
    is_active: c.isActive,
    pricing_info: {
      pricing_type: c.pricingType,
      display_price: c.displayPrice,
      session_duration_hours: Number(c.sessionDurationHours),
    },
  };
}

/** The schedule text of a section: its weekly slots, else the note kept from the form ('TBD'). */
export function sectionSchedule(slots: WeeklySlot[] | undefined, note: string): string {
  return slots?.length ? scheduleText(slots) : note;
}

/** A section with its seats; `courseFree` (the course's free seats, courseFreeSeats) caps what it offers. */
export function presentSection(s: typeof sections.$inferSelect, taken: number, slots: WeeklySlot[], courseFree = Infinity): SectionSummary {
  const available = Math.max(0, Math.min(s.maxStudents - taken, courseFree));
  return {
    id: s.id,
    course_id: s.courseId,
    name: s.name,
    section_name: s.name,
    schedule: sectionSchedule(slots, s.scheduleNote),
    slots,
    max_students: s.maxStudents,
    current_students: taken,
    available_seats: available,
    is_full: available === 0,
    start_date: s.startDate,
    end_date: s.endDate,
  };
}

export function presentRegistration(
  r: typeof registrations.$inferSelect,
  course: Pick<CourseRow, 'name' | 'nameAr' | 'nameFr'>,
  student: { id: number; name: string },
  sectionName: string | null,
): MyRegistration {
  return {
    id: r.id,
    status: r.status,
    created_at: iso(r.createdAt),
    registration_date: iso(r.createdAt),
    course_id: r.courseId,
    course_name: course.name,
    course_name_ar: course.nameAr,
    course_name_fr: course.nameFr,
    student_id: student.id,
    student: { id: student.id, name: student.name },
    section_id: r.sectionId,
    section_name: sectionName,
    rejection_reason: r.rejectionReason,
  };
}

export function presentEnrollment(
  e: typeof enrollments.$inferSelect,
  course: Pick<CourseRow, 'id' | 'name' | 'nameAr' | 'nameFr' | 'pricingType' | 'category'>,
  section: Pick<typeof sections.$inferSelect, 'id' | 'name'> & { schedule: string },
  student: { id: number; name: string },
): MyEnrollment {
  return {
    id: e.id,
    enrollment_id: e.id,
    enrollment_status: e.status,
    enrollment_date: iso(e.enrolledAt),
    is_active: e.isActive,
    course_id: course.id,
    course_name: course.name,
    course_name_ar: course.nameAr,
    course_name_fr: course.nameFr,
    section_id: section.id,
    class_id: section.id,
    section_name: section.name,
    class_name: section.name,
    schedule: section.schedule,
    student_id: student.id,
    student_name: student.name,
    pricing_type: course.pricingType,
    payment_type: course.pricingType,
    is_kindergarten: course.category === 'kindergarten',
  };
}
