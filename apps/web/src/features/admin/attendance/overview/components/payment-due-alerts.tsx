import { Alert, Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconBellRinging } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDA, type AttendanceOverviewResponse } from '@academy/shared';
import { useLanguage } from '@/i18n/use-language';
import { formatDate, formatNumber } from '@/lib/format';
import { paths } from '@/lib/paths';
import { localizedName } from '../../../lib/localized-name';

type Due = AttendanceOverviewResponse['payment_due_students'][number];

/** Shown before "show all". */
const FIRST = 5;

/** Monthly cycles completed and unpaid ('Payment Due: Month Completed') and kindergarten subscriptions due. */
export function PaymentDueAlerts({ dues }: { dues: Due[] }) {
  const { t } = useTranslation('admin-attendance');
  const { lang, locale } = useLanguage();
  const [all, setAll] = useState(false);
  if (dues.length === 0) return null;
  const shown = all ? dues : dues.slice(0, FIRST);
  return (
    <Alert
      color="orange"
      variant="light"
      radius="md"
      icon={<IconBellRinging size={20} aria-hidden />}
      title={
        <Group gap="xs">
          <span>{t('alerts.title')}</span>
          <Badge color="orange" variant="filled" size="sm" aria-label={t('alerts.count', { n: formatNumber(dues.length, locale) })}>
            <bdi>{formatNumber(dues.length, locale)}</bdi>
          </Badge>
        </Group>
      }
      data-testid="payment-due-alerts"
    >
      <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {shown.map((due) => (
          <Group key={`${due.kind}-${due.student_id}-${due.section_id}`} component="li" gap="xs" wrap="wrap" justify="space-between">
            <Group gap="xs" wrap="wrap" style={{ minWidth: 0 }}>
              <Anchor component={Link} to={paths.admin.student(due.student_id)} fw={600} size="sm">
                {due.student_name}
              </Anchor>
              <Text size="sm" c="dimmed">
                {localizedName({ name: due.course_name, name_ar: due.course_name_ar }, lang)}
              </Text>
              <Badge color={due.kind === 'monthly' ? 'orange' : 'pink'} variant="light" size="sm">
                {t(`alerts.kind.${due.kind}`)}
              </Badge>
            </Group>
            <Group gap="xs" wrap="nowrap">
              {due.since && (
                <Text size="xs" c="dimmed">
                  {t('alerts.since', { date: formatDate(due.since, locale) })}
                </Text>
              )}
              <Text size="sm" fw={700}>
                <bdi>{formatDA(due.amount, lang)}</bdi>
              </Text>
            </Group>
          </Group>
        ))}
      </Stack>
      {dues.length > FIRST && (
        <Button variant="subtle" color="orange" size="compact-sm" mt="xs" onClick={() => setAll((v) => !v)} aria-expanded={all}>
          {all ? t('alerts.show_less') : t('alerts.show_all', { n: formatNumber(dues.length, locale) })}
        </Button>
      )}
    </Alert>
  );
}
