import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MessageLogEntry } from '@academy/shared';
import { useLanguage } from '@/i18n/use-language';
import { formatNumber } from '@/lib/format';

/** The text as sent (its own direction), with its SMS count and the message it repeats. */
export function MessageText({ message }: { message: MessageLogEntry }) {
  const { t } = useTranslation('admin-messaging');
  const { locale } = useLanguage();
  return (
    <Stack gap={2}>
      {message.subject && (
        <Text size="sm" fw={600} dir="auto" lang={message.language}>
          {message.subject}
        </Text>
      )}
      <Text size="sm" dir="auto" lang={message.language} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} lineClamp={4}>
        {message.body}
      </Text>
      {message.channel === 'sms' && (
        <Text size="xs" c="dimmed">
          {t('log.segments', { count: message.segments, n: formatNumber(message.segments, locale) })}
        </Text>
      )}
      {message.resend_of !== null && (
        <Text size="xs" c="dimmed">
          {t('log.resend_of', { id: message.resend_of })}
        </Text>
      )}
    </Stack>
  );
}
