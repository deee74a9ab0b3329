import { Progress, Stack, Text } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { MONTHLY_CYCLE_SESSIONS, type PaymentSummaryItem } from '@academy/shared';

/** Spec 9: the bar changes colour at 75 and 100 percent; a full month still unpaid is due. */
function barColor(percent: number, owed: boolean): string {
  if (percent >= 100) return owed ? 'red' : 'green';
  if (percent >= 75) return 'yellow';
  return 'blue';
}

/** Progress of a monthly course towards its 4-session month (spec 4). */
export function CycleProgress({ item }: { item: PaymentSummaryItem }) {
  const { t } = useTranslation('dashboard');
  const done = Math.min(item.sessions_this_month, MONTHLY_CYCLE_SESSIONS);
  const owed = item.unpaid_amount > 0;
  const complete = item.sessions_this_month >= MONTHLY_CYCLE_SESSIONS;
  return (
    <Stack gap={4}>
      <Text size="sm">
        <Trans t={t} i18nKey="learning.cycle" values={{ done, total: MONTHLY_CYCLE_SESSIONS }} components={{ n: <bdi dir="ltr" /> }} />
      </Text>
      <Progress
        value={item.progress_percentage}
        color={barColor(item.progress_percentage, owed)}
        size="md"
        radius="xl"
        aria-label={t('learning.cycle_label')}
      />
      {complete && owed && (
        <Text size="sm" c="red" fw={600}>
          {t('learning.month_complete')}
        </Text>
      )}
    </Stack>
  );
}
