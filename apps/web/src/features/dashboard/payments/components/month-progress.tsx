import { Alert, Group, Progress, Stack, Text } from '@mantine/core';
import { IconCalendarCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MONTHLY_CYCLE_SESSIONS } from '@academy/shared';
import { Ltr } from '@/components/bidi';

/** Spec 9: the bar changes colour at 75 and 100 percent. */
function barColor(percent: number): string {
  if (percent >= 100) return 'red';
  if (percent >= 75) return 'yellow';
  return 'blue';
}

/** Progress towards the 4-session month; at 4/4 the month's fee is due. */
export function MonthProgress({ sessions, percent }: { sessions: number; percent: number }) {
  const { t } = useTranslation('account');
  const done = Math.min(sessions, MONTHLY_CYCLE_SESSIONS);
  const complete = sessions >= MONTHLY_CYCLE_SESSIONS;
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          {t('payments.month.progress_label')}
        </Text>
        <Text size="sm" fw={600}>
          <Ltr>
            {done}/{MONTHLY_CYCLE_SESSIONS}
          </Ltr>
        </Text>
      </Group>
      <Progress
        value={percent}
        color={barColor(percent)}
        size="lg"
        radius="xl"
        aria-label={t('payments.month.progress_aria', { done, total: MONTHLY_CYCLE_SESSIONS })}
      />
      {complete && (
        <Alert color="red" variant="light" icon={<IconCalendarCheck size={20} />} title={t('payments.month.complete_title')}>
          {t('payments.month.complete_text', { total: MONTHLY_CYCLE_SESSIONS })}
        </Alert>
      )}
    </Stack>
  );
}
