import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDA, type DebtInfo } from '@academy/shared';
import { Isolate } from '@/components/bidi';
import { useLanguage } from '@/i18n/use-language';
import { formatDate, formatNumber } from '@/lib/format';

/**
 * Spec 2 "debt warning and debt clearance check": the student owes money. Debts Cleared opens the
 * clear-debt dialog and then marks; Not Yet Cleared marks anyway; Cancel marks nothing.
 */
export function DebtCheckModal({
  name,
  debt,
  onAnswer,
}: {
  name: string | null;
  debt: DebtInfo;
  onAnswer: (answer: 'cleared' | 'not_yet' | 'cancel') => void;
}) {
  const { t } = useTranslation('admin-scan');
  const { lang, locale } = useLanguage();
  return (
    <Modal
      opened
      onClose={() => onAnswer('cancel')}
      centered
      title={t('debt_check.title')}
      closeButtonProps={{ 'aria-label': t('dialogs.close') }}
    >
      <Stack gap="md" data-testid="debt-check">
        <Alert color="red" variant="light" icon={<IconCash size={22} aria-hidden />}>
          {name ? t('debt_check.text_named', { name }) : t('debt_check.text')}
        </Alert>
        <Stack gap={4}>
          <Text fz="xl" fw={800} c="red" data-testid="debt-total">
            {formatDA(debt.total_debt, lang)}
          </Text>
          {debt.unpaid_sessions > 0 && (
            <Text size="sm">
              {t('debt_check.unpaid_sessions', { count: debt.unpaid_sessions, n: formatNumber(debt.unpaid_sessions, locale) })}
            </Text>
          )}
          {debt.oldest_debt_date && (
            <Text size="sm">
              {t('debt_check.oldest')}: <Isolate>{formatDate(debt.oldest_debt_date, locale)}</Isolate>
            </Text>
          )}
        </Stack>
        <Text size="sm" fw={600}>
          {t('debt_check.question')}
        </Text>
        <Group justify="flex-end" gap="sm" wrap="wrap">
          <Button variant="default" onClick={() => onAnswer('cancel')}>
            {t('dialogs.cancel')}
          </Button>
          <Button variant="light" color="orange" onClick={() => onAnswer('not_yet')} data-autofocus>
            {t('debt_check.not_yet')}
          </Button>
          <Button color="green" onClick={() => onAnswer('cleared')}>
            {t('debt_check.cleared')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
