import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MessageLogEntry } from '@academy/shared';
import { useLanguage } from '@/i18n/use-language';
import { formatDateTime } from '@/lib/format-date-time';

const COLORS: Record<MessageLogEntry['status'] | 'held', string> = {
  queued: 'blue',
  held: 'yellow',
  sending: 'cyan',
  sent: 'teal',
  delivered: 'green',
  failed: 'red',
  skipped: 'gray',
};

/** The message's state; a queued message waiting for its time says until when (academy time). */
export function MessageStatusBadge({ message }: { message: MessageLogEntry }) {
  const { t } = useTranslation('admin-messaging');
  const { locale } = useLanguage();
  if (message.status === 'queued' && message.held_until) {
    return (
      <Badge color={COLORS.held} variant="light" data-testid="message-status" data-status="held">
        {t('held_until', { time: formatDateTime(message.held_until, locale) })}
      </Badge>
    );
  }
  return (
    <Badge color={COLORS[message.status]} variant="light" data-testid="message-status" data-status={message.status}>
      {t(`statuses.${message.status}`)}
    </Badge>
  );
}
