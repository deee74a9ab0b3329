import type { AdminCourse } from '@academy/shared';

/** The course form's values, all text as a multipart form sends them. */
export type CourseFormValues = {
  name_en: string;
  name_ar: string;
  name_fr: string;
  description_en: string;
  description_ar: string;
  description_fr: string;
  level: string;
  grade: string;
  subject: string;
  category: string;
  pricing_type: string;
  session_price: string;
  monthly_price: string;
  display_price: string;
  session_duration_hours: string;
  max_students: string;
  is_active: boolean;
};

const text = (v: number | string | null | undefined) => (v === null || v === undefined ? '' : String(v));

export function courseFormValues(course?: AdminCourse): CourseFormValues {
  return {
    name_en: course?.name_en ?? (course && !course.name_ar ? course.name : ''),
    name_ar: course?.name_ar ?? '',
    name_fr: course?.name_fr ?? '',
    description_en: course?.description_en ?? (course && !course.description_ar ? course.description : ''),
    description_ar: course?.description_ar ?? '',
    description_fr: course?.description_fr ?? '',
    level: course?.level ?? '',
    grade: course?.grade ?? '',
    subject: course?.subject ?? '',
    category: course?.category ?? 'academic',
    pricing_type: course?.pricing_info.pricing_type ?? 'session',
    session_price: text(course?.session_price),
    monthly_price: text(course?.monthly_price),
    display_price: course?.pricing_info.display_price ?? '',
    session_duration_hours: text(course?.pricing_info.session_duration_hours ?? 1.5),
    max_students: text(course?.max_students ?? 30),
    is_active: course?.is_active ?? true,
  };
}

/** The multipart body: every field as text (empty ones left out), and the picture when one was chosen. */
export function courseFormData(values: CourseFormValues, image: File | null): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (name === 'monthly_price' && values.pricing_type !== 'monthly') continue;
    if (name === 'session_price' && values.pricing_type === 'monthly') continue;
    const v = typeof value === 'boolean' ? String(value) : value.trim();
    if (v !== '') form.append(name, v);
  }
  if (image) form.append('image', image);
  return form;
}
