import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isSkipReason, type MessageLogEntry } from '@academy/shared';
import { useLanguage } from '@/i18n/use-language';
import { formatDateTime } from '@/lib/format-date-time';
import { formatNumber } from '@/lib/format';
import { MessageStatusBadge } from './message-status-badge';

/** The status badge with what explains it: the reason of a failure or a skip, the tries, when it was sent and delivered. */
export function MessageState({ message }: { message: MessageLogEntry }) {
  const { t } = useTranslation('admin-messaging');
  const { locale } = useLanguage();
  return (
    <Stack gap={4} align="flex-start">
      <MessageStatusBadge message={message} />
      {message.last_error && (message.status === 'failed' || message.status === 'skipped' || message.status === 'queued') && (
        <Text size="xs" c={message.status === 'failed' ? 'red' : 'dimmed'} dir="auto" data-testid="message-reason">
          {t('log.reason', { reason: isSkipReason(message.last_error) ? t(`log.reasons.${message.last_error}`) : message.last_error })}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {t('log.attempts', { count: message.attempts, n: formatNumber(message.attempts, locale) })}
      </Text>
      {message.delivered_at ? (
        <Text size="xs" c="dimmed">
          {t('log.delivered_at', { time: formatDateTime(message.delivered_at, locale) })}
        </Text>
      ) : (
        message.sent_at && (
          <Text size="xs" c="dimmed">
            {t('log.sent_at', { time: formatDateTime(message.sent_at, locale) })}
          </Text>
        )
      )}
    </Stack>
  );
}
