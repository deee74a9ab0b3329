import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDA, type FeesAllocation, type OnlinePaymentOption } from '@academy/shared';
import { useLanguage } from '@/i18n/use-language';
import { PayOnlineButton } from './pay-online-button';

/** Two or more children owe: the whole family's balance, paid online in one checkout. */
export function FamilyBalance({ option, feesAllocation }: { option: OnlinePaymentOption; feesAllocation: FeesAllocation }) {
  const { t } = useTranslation('account');
  const { lang } = useLanguage();
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="family-balance-title" data-testid="family-balance">
      <Group justify="space-between" align="center" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 16rem' }}>
          <Title order={3} size="h5" id="family-balance-title">
            {t('payments.online.family.title')}
          </Title>
          <Text size="sm">{t('payments.online.family.text', { amount: formatDA(option.amount, lang) })}</Text>
        </Stack>
        <PayOnlineButton option={option} feesAllocation={feesAllocation} label={t('payments.online.family.button')} />
      </Group>
    </Card>
  );
}
