import { Anchor, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowBack, IconCash, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadError } from '@/components/load-error';
import { MonthPicker } from '@/components/pay/month-picker';
import { StatementPdfButtons } from '@/components/pay/statement-pdf-buttons';
import { StatementView } from '@/components/pay/statement-view';
import { adminApiPaths } from '@/features/admin/api-paths';
import { useMonthParam } from '@/hooks/use-month-param';
import { usePageTitle } from '@/hooks/use-page-title';
import { useLanguage } from '@/i18n/use-language';
import { monthLabel } from '@/lib/pay-month';
import { paths } from '@/lib/paths';
import { useStatement } from './api/get-statement';
import { CloseMonthModal } from './components/close-month-modal';
import { PayoutModal } from './components/payout-modal';

/**
 * `/admin/people/teachers/{id}/pay?month=` (issue 25 item 3): one teacher's statement for a month, with
 * Record payout (the balance owed today, from the current month's statement), Close month (an ended, open
 * month only) and the PDF in English or Arabic.
 */
export function StatementPage() {
  const { t } = useTranslation('pay');
  const { locale } = useLanguage();
  const teacherId = Number(useParams().id);
  const valid = Number.isInteger(teacherId) && teacherId > 0;
  const { month, latest, setMonth } = useMonthParam();
  const statement = useStatement(valid ? teacherId : 0, month);
  // Payouts are written today: the amount owed today is the current month's closing balance.
  const today = useStatement(valid ? teacherId : 0, latest);
  const [dialog, setDialog] = useState<'payout' | 'close' | null>(null);
  const name = statement.data?.teacher.full_name || t('list.no_name');
  const monthText = monthLabel(month, locale);
  usePageTitle(statement.data ? t('statement.page_title', { name, month: monthText }) : t('statement.title'));

  const back = (
    <Anchor component={Link} to={`${paths.admin.teacherPay}${month === latest ? '' : `?month=${month}`}`} size="sm">
      <Group gap={4} component="span" wrap="nowrap">
        <IconArrowBack size={16} aria-hidden />
        {t('statement.back')}
      </Group>
    </Anchor>
  );

  if (!valid || (statement.isError && !statement.data)) {
    return (
      <Stack gap="md">
        {back}
        <LoadError
          title={t('statement.load_failed')}
          error={statement.error ?? undefined}
          onRetry={() => void statement.refetch()}
          retrying={statement.isFetching}
        />
      </Stack>
    );
  }
  if (statement.isPending) {
    return (
      <Stack gap="md">
        {back}
        <Skeleton h={36} w={280} />
        <Skeleton h={160} radius="md" />
        <Skeleton h={120} radius="md" />
      </Stack>
    );
  }

  const s = statement.data;
  const closeBlocked = s.closed !== null || !s.can_close;
  const closeHint = s.closed ? t('close.already') : !s.can_close ? t('close.not_ended') : null;
  const balanceToday = today.data?.closing_balance;
  return (
    <Stack gap="md">
      {back}
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <div>
          <Title order={2} size="h3" data-testid="statement-teacher">
            <bdi>{name}</bdi>
          </Title>
          <Text c="dimmed" size="sm">
            {t('statement.subtitle', { month: monthText })}
          </Text>
        </div>
        <MonthPicker value={month} latest={latest} onChange={setMonth} />
      </Group>
      <Group gap="sm" wrap="wrap">
        <Button
          leftSection={<IconCash size={16} aria-hidden />}
          color="green"
          onClick={() => setDialog('payout')}
          disabled={balanceToday === undefined}
          data-testid="record-payout"
        >
          {t('payout.open')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconLock size={16} aria-hidden />}
          disabled={closeBlocked}
          onClick={() => setDialog('close')}
          data-testid="close-month"
        >
          {t('close.open')}
        </Button>
        <StatementPdfButtons
          url={(lang) => adminApiPaths.teachers.statementPdf(teacherId, month, lang)}
          fileName={(lang) => `statement-teacher-${teacherId}-${month}-${lang}.pdf`}
        />
      </Group>
      {closeHint && (
        <Text size="sm" c="dimmed" data-testid="close-hint">
          {closeHint}
        </Text>
      )}
      <div aria-busy={statement.isFetching} style={{ opacity: statement.isPlaceholderData ? 0.6 : 1 }}>
        <StatementView statement={s} />
      </div>
      {dialog === 'payout' && balanceToday !== undefined && (
        <PayoutModal teacherId={teacherId} teacherName={name} balance={balanceToday} onClose={() => setDialog(null)} />
      )}
      {dialog === 'close' && (
        <CloseMonthModal teacherId={teacherId} teacherName={name} month={month} monthText={monthText} onClose={() => setDialog(null)} />
      )}
    </Stack>
  );
}
