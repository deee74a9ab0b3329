import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MessageLogEntry } from '@academy/shared';
import { ACADEMY_TIME_ZONE } from '@academy/shared';
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

/** When a held message goes, on the academy's clock: "08:00" today, "29 Nov, 08:00" another day (short enough for a badge). */
function heldUntil(iso: string, locale: string): string {
  const at = new Date(iso);
  const day = (d: Date) => d.toLocaleDateString('en-CA', { timeZone: ACADEMY_TIME_ZONE });
  const today = day(at) === day(new Date());
  const format: Intl.DateTimeFormatOptions = today
    ? { hour: '2-digit', minute: '2-digit', timeZone: ACADEMY_TIME_ZONE }
    : { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone: ACADEMY_TIME_ZONE };
  return new Intl.DateTimeFormat(locale, format).format(at);
}

/** The message's state; a queued message waiting for its time says until when (academy time). */
export function MessageStatusBadge({ message }: { message: MessageLogEntry }) {
  const { t } = useTranslation('admin-messaging');
  const { locale } = useLanguage();
  if (message.status === 'queued' && message.held_until) {
    return (
      <Badge
        color={COLORS.held}
        variant="light"
        data-testid="message-status"
        data-status="held"
        title={formatDateTime(message.held_until, locale)}
      >
        {t('held_until', { time: heldUntil(message.held_until, locale) })}
      </Badge>
    );
  }
  return (
    <Badge color={COLORS[message.status]} variant="light" data-testid="message-status" data-status={message.status}>
      {t(`statuses.${message.status}`)}
    </Badge>
  );
}
