import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { PageLoader } from '@/components/page-loader';
import { MonthPicker } from '@/components/pay/month-picker';
import { StatementPdfButtons } from '@/components/pay/statement-pdf-buttons';
import { StatementView } from '@/components/pay/statement-view';
import { useMonthParam } from '@/hooks/use-month-param';
import { usePageTitle } from '@/hooks/use-page-title';
import { useLanguage } from '@/i18n/use-language';
import { monthLabel } from '@/lib/pay-month';
import { apiPaths } from '@/lib/paths';
import { useMyPay } from './api/get-my-pay';

/**
 * `/teacher/pay` (issue 25 item 3): the teacher's own statement for a month, read-only: what they earned under
 * each section's rule, what they were paid, what the academy owes them; the month in the URL; the PDF in English
 * or Arabic. One column, made for a phone.
 */
export function PayPage() {
  const { t } = useTranslation('pay');
  const { locale } = useLanguage();
  usePageTitle(t('mine.title'));
  const { month, latest, setMonth } = useMonthParam();
  const pay = useMyPay(month);
  return (
    <Stack gap="md">
      <div>
        <Title order={2} size="h4">
          {t('mine.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('statement.subtitle', { month: monthLabel(month, locale) })}
        </Text>
      </div>
      <MonthPicker value={month} latest={latest} onChange={setMonth} />
      {pay.isPending ? (
        <PageLoader />
      ) : pay.isError && !pay.data ? (
        <LoadError title={t('statement.load_failed')} error={pay.error} onRetry={() => void pay.refetch()} retrying={pay.isFetching} />
      ) : (
        <div aria-busy={pay.isFetching} style={{ opacity: pay.isPlaceholderData ? 0.6 : 1 }}>
          <StatementView statement={pay.data} />
        </div>
      )}
      <StatementPdfButtons url={(lang) => apiPaths.teacher.payPdf(month, lang)} fileName={(lang) => `my-pay-${month}-${lang}.pdf`} />
    </Stack>
  );
}
