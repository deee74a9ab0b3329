import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LIMITS, type AdminStudentCourse } from '@academy/shared';
import { useLanguage } from '@/i18n/use-language';
import { localizedName } from '@/lib/course-name';

/** Courses and sections of a row: the first 3, then '+N more' (spec 9). */
export function StudentCourses({ courses }: { courses: AdminStudentCourse[] }) {
  const { t } = useTranslation('admin');
  const { lang } = useLanguage();
  if (courses.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('students.no_courses')}
      </Text>
    );
  }
  const shown = courses.slice(0, LIMITS.studentRowCourses);
  const more = courses.length - shown.length;
  return (
    <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {shown.map((course) => (
        <li key={course.enrollment_id}>
          <Text size="sm" fw={500} lineClamp={1}>
            {localizedName(course, lang)}
          </Text>
          <Text size="xs" c="dimmed">
            {course.class_name}
            {course.enrollment_status === 'pending' && ` · ${t('students.seat_pending')}`}
          </Text>
        </li>
      ))}
      {more > 0 && (
        <Text component="li" size="xs" c="blue" fw={600}>
          {t('students.more', { count: more })}
        </Text>
      )}
    </Stack>
  );
}
