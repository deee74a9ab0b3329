import { localCourseName } from '@academy/shared';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Isolate } from '@/components/bidi';
import { formatDate } from '@/lib/format';
import { useLanguage } from '@/i18n/use-language';
import type { ProfileEnrollment } from '../api/get-profile-students';

const STATUS_COLORS = { approved: 'green', pending: 'yellow', rejected: 'red' } as const;

/** One seat in a section: course, section, how it is paid, its state and since when. */
export function EnrollmentItem({ enrollment }: { enrollment: ProfileEnrollment }) {
  const { t } = useTranslation('account');
  const { lang, locale } = useLanguage();
  const ended = enrollment.enrollment_status === 'approved' && !enrollment.is_active;
  return (
    <Paper withBorder p="sm" radius="md" component="li">
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {localCourseName(enrollment, lang)}
          </Text>
          <Text size="sm" c="dimmed">
            {enrollment.section_name} · {t(`profile.enrollments.pricing.${enrollment.pricing_type}`)}
          </Text>
          <Text size="xs" c="dimmed">
            {t('profile.enrollments.since')} <Isolate>{formatDate(enrollment.enrollment_date, locale)}</Isolate>
          </Text>
        </Stack>
        <Badge variant="light" color={ended ? 'gray' : STATUS_COLORS[enrollment.enrollment_status]} style={{ flexShrink: 0 }}>
          {ended ? t('profile.enrollments.status.ended') : t(`profile.enrollments.status.${enrollment.enrollment_status}`)}
        </Badge>
      </Group>
    </Paper>
  );
}
