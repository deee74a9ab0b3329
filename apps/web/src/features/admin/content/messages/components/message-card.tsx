import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconCornerUpLeft, IconEye, IconMessageCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AdminContactMessage } from '@academy/shared';
import { useLanguage } from '@/i18n/use-language';
import { formatNumber } from '@/lib/format';
import { formatDateTime } from '@/lib/format-date-time';
import { MessageStatusBadge } from './message-status-badge';

/** One message of the inbox: sender, e-mail, source, state, date, subject, the start of the text, and View / Reply. */
export function MessageCard({ message, onView, onReply }: { message: AdminContactMessage; onView: () => void; onReply: () => void }) {
  const { t } = useTranslation('admin-content');
  const { locale } = useLanguage();
  const unread = message.status === 'unread';
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      data-testid="message-card"
      data-message-id={message.id}
      style={unread ? { borderInlineStartWidth: 4, borderInlineStartColor: 'var(--mantine-color-blue-6)' } : undefined}
    >
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={unread ? 700 : 600} dir="auto" style={{ overflowWrap: 'anywhere' }}>
              {message.name}
            </Text>
            {message.email && (
              <Text size="sm" c="dimmed" dir="ltr" ta="start" style={{ overflowWrap: 'anywhere' }}>
                {message.email}
              </Text>
            )}
          </Stack>
          <Group gap={6} wrap="wrap">
            <Badge variant="outline" color={message.source === 'parent' ? 'grape' : 'gray'}>
              {t(`source.${message.source}`)}
            </Badge>
            <MessageStatusBadge status={message.status} />
          </Group>
        </Group>
        <Text fw={unread ? 700 : 500} dir="auto" style={{ overflowWrap: 'anywhere' }}>
          {message.subject}
        </Text>
        <Text size="sm" c="dimmed" lineClamp={2} dir="auto" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {message.message}
        </Text>
        <Group justify="space-between" gap="xs" wrap="wrap" mt={4}>
          <Group gap="md" wrap="wrap">
            <Text size="xs" c="dimmed">
              {formatDateTime(message.created_at, locale)}
            </Text>
            {message.replies_count > 0 && (
              <Group gap={4} wrap="nowrap">
                <IconMessageCircle size={14} aria-hidden />
                <Text size="xs" c="dimmed">
                  {t('card.replies', { count: message.replies_count, n: formatNumber(message.replies_count, locale) })}
                </Text>
              </Group>
            )}
          </Group>
          <Group gap="xs">
            <Button
              size="xs"
              variant="default"
              leftSection={<IconEye size={14} aria-hidden />}
              onClick={onView}
              aria-label={t('card.view_label', { subject: message.subject })}
            >
              {t('card.view')}
            </Button>
            <Button
              size="xs"
              leftSection={<IconCornerUpLeft size={14} aria-hidden />}
              onClick={onReply}
              aria-label={t('card.reply_label', { subject: message.subject })}
            >
              {t('card.reply')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}
