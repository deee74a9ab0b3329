import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDA, type PaymentHistoryItem, localCourseName } from '@academy/shared';
import { Isolate, Ltr } from '@/components/bidi';
import { paths } from '@/lib/paths';
import { useLanguage } from '@/i18n/use-language';
import { formatDateTime } from '@/lib/format-date-time';
import { ReversedNote } from './reversed-note';

/** One payment: amount, date, what it paid and how, and the link to its printable receipt. */
export function PaymentHistoryRow({ payment }: { payment: PaymentHistoryItem }) {
  const { t } = useTranslation('account');
  const { lang, locale } = useLanguage();
  const number = payment.receipt_number;
  const course = localCourseName(payment, lang) || null;
  return (
    <Paper withBorder p="sm" radius="md" component="li">
      <Group justify="space-between" align="center" gap="sm">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 14rem' }}>
          <Group gap="xs" align="baseline" wrap="wrap">
            <Text fw={700} c={payment.reversed ? 'dimmed' : undefined} td={payment.reversed ? 'line-through' : undefined}>
              <Isolate>{formatDA(payment.amount, lang)}</Isolate>
            </Text>
            <Text size="sm" c="dimmed">
              <Isolate>{formatDateTime(payment.payment_date, locale, 'long')}</Isolate>
            </Text>
            {payment.reversed && (
              <Badge color="gray" variant="light" size="sm" data-testid="payment-reversed">
                {t('payments.history.reversed')}
              </Badge>
            )}
          </Group>
          {payment.reversed && payment.reversed_at && <ReversedNote at={payment.reversed_at} creditNote={payment.credit_note_number} />}
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {course
              ? t('payments.history.for_course', { reason: t(`payments.reason.${payment.reason ?? 'other'}`), course })
              : t(`payments.reason.${payment.reason ?? 'other'}`)}
          </Text>
          <Text size="xs" c="dimmed">
            {t(`payments.method.${payment.payment_method}`)} · <Ltr>{number}</Ltr>
          </Text>
        </Stack>
        <Button
          component={Link}
          to={paths.dashboard.receipt(payment.id)}
          variant="light"
          size="xs"
          leftSection={<IconReceipt size={16} aria-hidden />}
          aria-label={t('payments.history.receipt_label', { number })}
        >
          {t('payments.history.receipt')}
        </Button>
      </Group>
    </Paper>
  );
}
