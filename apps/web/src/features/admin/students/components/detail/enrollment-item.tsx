import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowsExchange, IconEye, IconUserMinus } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { formatDA, type AdminStudentCourse } from '@academy/shared';
import { useLanguage } from '@/i18n/use-language';
import { formatDate } from '@/lib/format';
import { localizedName } from '@/lib/course-name';
import { AttendanceBadge } from '../attendance-badge';
import { PaymentBadge } from '../payment-badge';

export type EnrollmentAction = 'view' | 'change' | 'unenroll';

/** One seat of the student: course, section, teacher and room, since when, attendance and money, and what can be done with it. */
export function EnrollmentItem({ course, onAction }: { course: AdminStudentCourse; onAction: (action: EnrollmentAction) => void }) {
  const { t } = useTranslation('admin');
  const { lang, locale } = useLanguage();
  const name = localizedName(course, lang);
  return (
    <Paper withBorder p="sm" radius="md" component="li" data-testid="enrollment-item">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Text fw={600}>{name}</Text>
            <Text size="sm" c="dimmed">
              {course.class_name} · {t(`enrollments.pricing.${course.pricing_type}`)}
            </Text>
            {(course.teacher_name || course.room_name) && (
              <Group gap="sm" wrap="wrap" data-testid="enrollment-staff">
                {course.teacher_name && (
                  <Text size="sm">
                    <Trans t={t} i18nKey="enrollments.teacher" values={{ name: course.teacher_name }} components={{ v: <bdi /> }} />
                  </Text>
                )}
                {course.room_name && (
                  <Text size="sm" c="dimmed">
                    <Trans t={t} i18nKey="enrollments.room" values={{ name: course.room_name }} components={{ v: <bdi /> }} />
                  </Text>
                )}
              </Group>
            )}
          </div>
          <Badge color={course.enrollment_status === 'approved' ? 'green' : 'yellow'} variant="light">
            {t(`enrollments.status.${course.enrollment_status}`)}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          <Trans
            t={t}
            i18nKey="enrollments.since"
            values={{ date: formatDate(course.enrollment_date, locale) }}
            components={{ v: <bdi /> }}
          />
        </Text>
        <Group gap={6} wrap="wrap">
          <AttendanceBadge rate={course.attendance_rate} records={course.attendance_records} />
          <PaymentBadge status={course.payment_status} />
          {course.unpaid_amount > 0 && (
            <Text size="xs" c="red" fw={600}>
              <Trans t={t} i18nKey="money.owed" values={{ amount: formatDA(course.unpaid_amount, lang) }} components={{ v: <bdi /> }} />
            </Text>
          )}
        </Group>
        <Group gap="xs" wrap="wrap" mt={4}>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconEye size={14} aria-hidden />}
            onClick={() => onAction('view')}
            aria-label={t('enrollments.view_label', { course: name })}
          >
            {t('enrollments.view')}
          </Button>
          <Button
            size="xs"
            variant="light"
            color="indigo"
            leftSection={<IconArrowsExchange size={14} aria-hidden />}
            onClick={() => onAction('change')}
            aria-label={t('enrollments.change_label', { course: name })}
          >
            {t('enrollments.change')}
          </Button>
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconUserMinus size={14} aria-hidden />}
            onClick={() => onAction('unenroll')}
            aria-label={t('enrollments.unenroll_label', { course: name })}
          >
            {t('enrollments.unenroll')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
