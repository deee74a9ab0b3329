import { Badge, Card, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMessageReply } from '@tabler/icons-react';
import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { AccountMessage } from '@academy/shared';
import { Isolate } from '@/components/bidi';
import { formatDate } from '@/lib/format';
import { useLanguage } from '@/i18n/use-language';

const STATUS_COLORS = { unread: 'blue', read: 'gray', responded: 'green', closed: 'gray' } as const;

/** One message the parent sent, and the academy's replies under it. */
export function MessageCard({ message }: { message: AccountMessage }) {
  const { t } = useTranslation('dashboard');
  const { locale } = useLanguage();
  const titleId = useId();
  return (
    <Card withBorder padding="md" radius="md" component="article" aria-labelledby={titleId} data-testid="my-message">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Title order={4} size="h5" id={titleId} dir="auto" style={{ overflowWrap: 'anywhere' }}>
              {message.subject}
            </Title>
            <Text size="xs" c="dimmed">
              <Trans
                t={t}
                i18nKey="contact.sent_on"
                values={{ date: formatDate(message.created_at, locale) }}
                components={{ v: <bdi /> }}
              />
            </Text>
          </Stack>
          <Badge color={STATUS_COLORS[message.status]} variant="light" style={{ flexShrink: 0 }}>
            {t(`contact.status.${message.status}`)}
          </Badge>
        </Group>
        <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {message.message}
        </Text>
        {message.replies.length === 0 ? (
          <Text size="xs" c="dimmed">
            {t('contact.no_reply')}
          </Text>
        ) : (
          message.replies.map((reply) => (
            <Paper key={reply.id} bg="var(--mantine-color-blue-light)" p="sm" radius="md" ms={{ base: 0, sm: 'lg' }}>
              <Group gap={6} mb={4} wrap="wrap">
                <IconMessageReply size={16} aria-hidden />
                <Text size="sm" fw={600}>
                  {t('contact.reply_from')}
                </Text>
                <Text size="xs" c="dimmed">
                  <Isolate>{formatDate(reply.created_at, locale)}</Isolate>
                </Text>
              </Group>
              <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {reply.body}
              </Text>
            </Paper>
          ))
        )}
      </Stack>
    </Card>
  );
}
