import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MessageLogEntry } from '@academy/shared';
import { useLanguage } from '@/i18n/use-language';
import { formatDateTime } from '@/lib/format-date-time';
import { AttemptsButton } from './attempts-button';
import { MessageRecipient } from './message-recipient';
import { MessageState } from './message-state';
import { MessageText } from './message-text';
import { ResendButton } from './resend-button';

/** Phones: one card per message, with the same facts as the table's row. */
export function MessageLogCard({ message: m }: { message: MessageLogEntry }) {
  const { t } = useTranslation('admin-messaging');
  const { locale } = useLanguage();
  return (
    <Card withBorder radius="md" padding="sm" component="article" data-testid="message-row" data-message={m.id}>
      <Stack gap={8}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap={6}>
            <Badge variant="outline" color="gray">
              {t(`channels.${m.channel}`)}
            </Badge>
            <Text size="sm">{t(`events.${m.event}`)}</Text>
          </Group>
          <Text size="xs" c="dimmed">
            <bdi>{formatDateTime(m.created_at, locale)}</bdi>
          </Text>
        </Group>
        <MessageRecipient message={m} />
        <MessageText message={m} />
        <MessageState message={m} />
        <Group gap={4}>
          <ResendButton message={m} />
          <AttemptsButton message={m} />
        </Group>
      </Stack>
    </Card>
  );
}
