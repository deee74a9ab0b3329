import { Badge, Group, RingProgress, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { attendanceBand, formatDA, type MyAttendanceResponse } from '@academy/shared';
import { Isolate, Ltr } from '@/components/bidi';
import { formatNumber } from '@/lib/format';
import { useLanguage } from '@/i18n/use-language';
import { formatPercent } from '../lib/format-day';
import { SectionCard } from './section-card';

function Figure({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="lg" component="div" data-testid={testId}>
        {children}
      </Text>
    </Stack>
  );
}

/** Spec 2 and 9: attendance rate in its colour band, payment rate, total sessions, outstanding balance in DA. */
export function AttendanceSummary({ summary }: { summary: MyAttendanceResponse['summary'] }) {
  const { t } = useTranslation('dashboard');
  const { lang, locale } = useLanguage();
  const band = attendanceBand(summary.attendance_rate);
  const rate = formatPercent(summary.attendance_rate, locale);
  return (
    <SectionCard title={t('attendance.summary.title')}>
      <Group gap="lg" align="center" wrap="wrap">
        <RingProgress
          size={120}
          thickness={12}
          roundCaps
          sections={[{ value: summary.attendance_rate, color: band }]}
          label={
            <Text ta="center" fw={700} fz="lg">
              <Isolate>{rate}</Isolate>
            </Text>
          }
          aria-hidden
        />
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" style={{ flex: '1 1 16rem' }}>
          <Figure label={t('attendance.summary.attendance_rate')} testId="attendance-rate">
            <Stack gap={4} align="flex-start">
              <Isolate>{rate}</Isolate>
              <Badge color={band} variant="light" data-band={band}>
                {t(`attendance.band.${band}`)}
              </Badge>
            </Stack>
          </Figure>
          <Figure label={t('attendance.summary.payment_rate')}>
            <Isolate>{formatPercent(summary.payment_rate, locale)}</Isolate>
          </Figure>
          <Figure label={t('attendance.summary.total_sessions')}>
            <Ltr>{formatNumber(summary.total_sessions, locale)}</Ltr>
          </Figure>
          <Figure label={t('attendance.summary.outstanding')} testId="outstanding-balance">
            <Text span inherit c={summary.outstanding_balance > 0 ? 'red' : 'green'} data-amount={summary.outstanding_balance}>
              <Isolate>{formatDA(summary.outstanding_balance, lang)}</Isolate>
            </Text>
          </Figure>
        </SimpleGrid>
      </Group>
    </SectionCard>
  );
}
