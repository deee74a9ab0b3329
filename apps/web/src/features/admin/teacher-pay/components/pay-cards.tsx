import { Group, Paper, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { formatDA, type TeacherPayListResponse } from '@academy/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '@/i18n/use-language';
import { formatNumber } from '@/lib/format';
import { paths } from '@/lib/paths';
import { ClosedBadge, teacherName } from './pay-table';

function Line({ label, children, strong }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 500} ta="end">
        {children}
      </Text>
    </Group>
  );
}

/** Phones: a card per teacher (the whole card opens the statement), then the totals. */
export function PayCards({ data }: { data: TeacherPayListResponse }) {
  const { t } = useTranslation('pay');
  const { lang, locale } = useLanguage();
  const da = (v: string) => <bdi>{formatDA(v, lang)}</bdi>;
  return (
    <Stack gap="sm">
      <SimpleGrid cols={1} spacing="sm">
        {data.teachers.map((row) => (
          <UnstyledButton
            key={row.teacher_id}
            component={Link}
            to={paths.admin.teacherStatement(row.teacher_id, data.month)}
            data-testid="pay-row"
          >
            <Paper withBorder radius="md" p="sm">
              <Group justify="space-between" gap="xs" mb={6} wrap="nowrap">
                <Text fw={700} truncate>
                  <bdi>{teacherName(row, t('list.no_name'))}</bdi>
                </Text>
                <ClosedBadge closed={row.closed} />
              </Group>
              <Stack gap={2}>
                <Line label={t('list.columns.sessions')}>{formatNumber(row.sessions_taught, locale)}</Line>
                <Line label={t('list.columns.students')}>{formatNumber(row.students_present, locale)}</Line>
                <Line label={t('list.columns.collected')}>{da(row.collected)}</Line>
                <Line label={t('list.columns.share')}>{da(row.share)}</Line>
                <Line label={t('list.columns.academy_kept')}>{da(row.academy_kept)}</Line>
                <Line label={t('list.columns.payouts')}>{da(row.payouts_total)}</Line>
                <Line label={t('list.columns.balance')} strong>
                  <span data-testid="pay-row-balance">{da(row.balance)}</span>
                </Line>
              </Stack>
            </Paper>
          </UnstyledButton>
        ))}
      </SimpleGrid>
      <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-default-hover)" data-testid="pay-totals">
        <Text fw={700} mb={6}>
          {t('list.totals')}
        </Text>
        <Stack gap={2}>
          <Line label={t('list.columns.collected')}>{da(data.totals.collected)}</Line>
          <Line label={t('list.columns.share')}>{da(data.totals.share)}</Line>
          <Line label={t('list.columns.academy_kept')}>{da(data.totals.academy_kept)}</Line>
          <Line label={t('list.columns.payouts')}>{da(data.totals.payouts_total)}</Line>
          <Line label={t('list.columns.balance')} strong>
            {da(data.totals.balance)}
          </Line>
        </Stack>
      </Paper>
    </Stack>
  );
}
