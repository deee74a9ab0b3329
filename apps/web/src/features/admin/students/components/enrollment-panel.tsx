import { Group, Stack, Text } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { formatDA, LIMITS, type AdminStudentCourse } from '@academy/shared';
import { useLanguage } from '@/i18n/use-language';
import { localizedName } from '@/lib/course-name';
import { AttendanceBadge } from './attendance-badge';
import { PaymentBadge } from './payment-badge';

/** Per enrollment: attendance rate in its colour band and the payment state with what is owed (with the section on cards). */
export function EnrollmentPanel({ courses, withSection = false }: { courses: AdminStudentCourse[]; withSection?: boolean }) {
  const { t } = useTranslation('admin');
  const { lang } = useLanguage();
  if (courses.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  }
  const shown = courses.slice(0, LIMITS.studentRowCourses);
  const more = courses.length - shown.length;
  return (
    <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {shown.map((course) => (
        <li key={course.enrollment_id}>
          {withSection ? (
            <Text size="sm" fw={500} lineClamp={1}>
              {localizedName(course, lang)}
              <Text span size="xs" c="dimmed" fw={400}>
                {` · ${course.class_name}`}
              </Text>
            </Text>
          ) : (
            <Text size="xs" c="dimmed" lineClamp={1}>
              {localizedName(course, lang)}
            </Text>
          )}
          <Group gap={6} wrap="wrap">
            <AttendanceBadge rate={course.attendance_rate} records={course.attendance_records} />
            <PaymentBadge status={course.payment_status} />
            {course.unpaid_amount > 0 && (
              <Text size="xs" c="red" fw={600}>
                <Trans t={t} i18nKey="money.owed" values={{ amount: formatDA(course.unpaid_amount, lang) }} components={{ v: <bdi /> }} />
              </Text>
            )}
          </Group>
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
