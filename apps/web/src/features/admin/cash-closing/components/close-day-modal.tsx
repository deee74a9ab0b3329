import { Alert, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { CashTotals } from '@academy/shared';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/i18n/use-language';
import { notifyError, notifySuccess } from '@/lib/api/notify';
import { useCloseCashDay } from '../api/close-cash-day';
import { cashAmount } from '../lib/cash-format';
import { RangeText } from './document-numbers';

/**
 * Confirms closing a day, stating the totals that will be kept: what came in, what went out, the net, the cash the
 * drawer should hold and the receipt numbers. A closed day is never reopened.
 */
export function CloseDayModal({
  date,
  dayText,
  totals,
  onClose,
}: {
  date: string;
  dayText: string;
  totals: CashTotals;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin-cash');
  const { lang } = useLanguage();
  const close = useCloseCashDay();
  // A double click sends one closing: the mutation's pending state is not rendered yet when the second click lands.
  const sent = useRef(false);
  const da = (v: number) => <bdi>{cashAmount(v, lang)}</bdi>;
  const confirm = () => {
    if (sent.current) return;
    sent.current = true;
    close.mutate(date, {
      onSuccess: () => {
        notifySuccess(t('close.done', { date: dayText }));
        onClose();
      },
      onError: (error) => {
        notifyError(error, t('close.failed'));
        onClose();
      },
    });
  };
  const lines: Array<[string, ReactNode, boolean?]> = [
    [
      t('figures.received'),
      <>
        {da(totals.payments.amount)} · {t('figures.payments', { count: totals.payments.count })}
      </>,
    ],
    [t('figures.reversals'), da(totals.reversals.amount)],
    [t('figures.payouts'), da(totals.payouts.amount)],
    [t('figures.net'), da(totals.net)],
    [t('figures.cash_expected'), da(totals.cash_expected), true],
    [t('numbers.receipts'), <RangeText key="r" range={totals.receipts} />],
    [t('numbers.credit_notes'), <RangeText key="c" range={totals.credit_notes} />],
  ];
  return (
    <Modal
      opened
      onClose={() => !close.isPending && onClose()}
      centered
      title={t('close.title')}
      closeButtonProps={{ 'aria-label': t('close.cancel') }}
    >
      <Stack gap="md" data-testid="close-day-dialog">
        <Text fw={600}>{t('close.confirm', { date: dayText })}</Text>
        <Table verticalSpacing={4} data-testid="close-day-totals">
          <Table.Tbody>
            {lines.map(([label, value, strong]) => (
              <Table.Tr key={label}>
                <Table.Td c="dimmed">{label}</Table.Td>
                <Table.Td ta="end" fw={strong ? 700 : 500}>
                  {value}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Alert color="orange" variant="light" icon={<IconLock size={20} aria-hidden />}>
          {t('close.explain')}
        </Alert>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={close.isPending}>
            {t('close.cancel')}
          </Button>
          <Button color="orange" loading={close.isPending} onClick={confirm} data-testid="close-day-confirm">
            {t('close.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
