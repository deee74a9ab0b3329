import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconRepeat } from '@tabler/icons-react';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { formatPhone, type MessageLogEntry } from '@academy/shared';
import { notifyError, notifySuccess } from '@/lib/api/notify';
import { useResendMessage } from '../api/resend-message';

/** Statuses a resend may repeat (the server refuses the others with 409 message_not_resendable). */
const RESENDABLE = new Set<MessageLogEntry['status']>(['failed', 'skipped', 'sent', 'delivered']);

/** A phone grouped for reading, the e-mail address, or the parent's name for push (sent to every device of theirs). */
const addressText = (m: MessageLogEntry) =>
  m.channel === 'sms' ? formatPhone(m.address) : m.channel === 'email' ? m.address : (m.recipient_name ?? '');

/** Resend, after a confirmation naming the address and the channel; only for a message that is done. */
export function ResendButton({ message }: { message: MessageLogEntry }) {
  const { t } = useTranslation('admin-messaging');
  const [open, setOpen] = useState(false);
  const resend = useResendMessage();
  if (!RESENDABLE.has(message.status)) return null;
  const confirm = () =>
    resend.mutate(message.id, {
      onSuccess: () => {
        notifySuccess(t('log.resent'));
        setOpen(false);
      },
      onError: (error) => notifyError(error, t('log.resend_failed')),
    });
  return (
    <>
      <Button size="xs" variant="light" leftSection={<IconRepeat size={14} aria-hidden />} onClick={() => setOpen(true)}>
        {t('log.resend')}
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={t('log.resend_title')}
        centered
        closeButtonProps={{ 'aria-label': t('log.close') }}
      >
        <Stack gap="md">
          <Text size="sm">
            <Trans
              t={t}
              i18nKey="log.resend_text"
              values={{ address: addressText(message), channel: t(`channels.${message.channel}`) }}
              components={{ addr: <bdi dir="ltr" /> }}
            />
          </Text>
          <Text size="sm" c="dimmed" dir="auto" lang={message.language} style={{ whiteSpace: 'pre-line' }}>
            {message.body}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setOpen(false)}>
              {t('log.cancel')}
            </Button>
            <Button onClick={confirm} loading={resend.isPending} leftSection={<IconRepeat size={16} aria-hidden />}>
              {t('log.resend_confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
