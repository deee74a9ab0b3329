import { Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MessageLogEntry } from '@academy/shared';
import { useLanguage } from '@/i18n/use-language';
import { formatDateTime } from '@/lib/format-date-time';
import { AttemptsButton } from './attempts-button';
import { MessageRecipient } from './message-recipient';
import { MessageState } from './message-state';
import { MessageText } from './message-text';
import { ResendButton } from './resend-button';

/** Wide screens: when, to whom, event and channel, state, text, and the actions; scrolled sideways when narrow. */
export function MessageLogTable({ messages }: { messages: MessageLogEntry[] }) {
  const { t } = useTranslation('admin-messaging');
  const { locale } = useLanguage();
  return (
    <Table.ScrollContainer minWidth={1000} type="native">
      <Table verticalSpacing="sm" striped="even" highlightOnHover aria-label={t('log.table_label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={150}>{t('log.columns.when')}</Table.Th>
            <Table.Th w={190}>{t('log.columns.to')}</Table.Th>
            <Table.Th w={150}>{t('log.columns.event')}</Table.Th>
            <Table.Th w={190}>{t('log.columns.status')}</Table.Th>
            <Table.Th>{t('log.columns.text')}</Table.Th>
            <Table.Th w={130}>{t('log.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {messages.map((m) => (
            <Table.Tr key={m.id} data-testid="message-row" data-message={m.id} style={{ verticalAlign: 'top' }}>
              <Table.Td>
                <Text size="sm">
                  <bdi>{formatDateTime(m.created_at, locale)}</bdi>
                </Text>
              </Table.Td>
              <Table.Td>
                <MessageRecipient message={m} />
              </Table.Td>
              <Table.Td>
                <Stack gap={2}>
                  <Text size="sm">{t(`events.${m.event}`)}</Text>
                  <Text size="xs" c="dimmed">
                    {t(`channels.${m.channel}`)}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td>
                <MessageState message={m} />
              </Table.Td>
              <Table.Td>
                <MessageText message={m} />
              </Table.Td>
              <Table.Td>
                <Group gap={4}>
                  <ResendButton message={m} />
                  <AttemptsButton message={m} />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
