import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { attendanceBand } from '@academy/shared';
import { useLanguage } from '@/i18n/use-language';
import { formatNumber } from '@/lib/format';
import { formatPercent } from '../../lib/format-percent';

/** "2 / 3 sessions" and the rate in its colour band (spec 9); no rate before the first marked day. */
export function AttendanceSummary({ attended, total, rate }: { attended: number; total: number; rate: number }) {
  const { t } = useTranslation('admin-kindergarten');
  const { locale } = useLanguage();
  return (
    <Group gap={6} wrap="wrap" component="span">
      <Text span size="sm" fw={500}>
        {t('card.sessions', { count: total, attended: formatNumber(attended, locale), total: formatNumber(total, locale) })}
      </Text>
      {total > 0 && (
        <Badge color={attendanceBand(rate)} variant="light" size="sm" data-testid="attendance-rate">
          <bdi>{formatPercent(rate, locale)}</bdi>
        </Badge>
      )}
    </Group>
  );
}
