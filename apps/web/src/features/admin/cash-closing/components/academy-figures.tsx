import { SimpleGrid, Stack, Title } from '@mantine/core';
import type { CashTotals } from '@academy/shared';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/i18n/use-language';
import { cashAmount } from '../lib/cash-format';
import { Figure } from './figure';

/** The academy's day: what came in (by method, in all), what went out (reversals, payouts), the net, the cash the drawer should hold. */
export function AcademyFigures({ totals }: { totals: CashTotals }) {
  const { t } = useTranslation('admin-cash');
  const { lang } = useLanguage();
  const da = (v: number) => cashAmount(v, lang);
  const payments = (count: number) => t('figures.payments', { count });
  const m = totals.by_method;
  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        {t('figures.title')}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
        <Figure id="cash" label={t('figures.cash')} value={da(m.cash.amount)} hint={payments(m.cash.count)} />
        <Figure id="card" label={t('figures.card')} value={da(m.card.amount)} hint={payments(m.card.count)} />
        <Figure
          id="bank_transfer"
          label={t('figures.bank_transfer')}
          value={da(m.bank_transfer.amount)}
          hint={payments(m.bank_transfer.count)}
        />
        <Figure id="online" label={t('figures.online')} value={da(m.online.amount)} hint={payments(m.online.count)} />
        <Figure id="received" label={t('figures.received')} value={da(totals.payments.amount)} hint={payments(totals.payments.count)} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Figure
          id="reversals"
          label={t('figures.reversals')}
          value={da(totals.reversals.amount)}
          hint={t('figures.reversals', { count: totals.reversals.count })}
        />
        <Figure
          id="payouts"
          label={t('figures.payouts')}
          value={da(totals.payouts.amount)}
          hint={t('figures.payouts', { count: totals.payouts.count })}
        />
        <Figure id="net" label={t('figures.net')} value={da(totals.net)} />
        <Figure id="cash_expected" label={t('figures.cash_expected')} value={da(totals.cash_expected)} strong />
      </SimpleGrid>
    </Stack>
  );
}
