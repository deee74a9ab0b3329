import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MessageLogEntry } from '@academy/shared';
import { Phone } from '@/components/phone';

/** Who a message went to: the parent's name and the phone (left to right), e-mail address or "push". */
export function MessageAddress({ message }: { message: MessageLogEntry }) {
  const { t } = useTranslation('admin-messaging');
  if (message.channel === 'sms') return <Phone value={message.address} />;
  if (message.channel === 'email') return <bdi dir="ltr">{message.address}</bdi>;
  return <>{t('channels.push')}</>;
}

export function MessageRecipient({ message }: { message: MessageLogEntry }) {
  return (
    <Stack gap={0} style={{ minWidth: 0 }}>
      {message.recipient_name && (
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {message.recipient_name}
        </Text>
      )}
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        <MessageAddress message={message} />
      </Text>
    </Stack>
  );
}
