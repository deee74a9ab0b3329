import { Alert, Badge, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageLogEntry } from '@academy/shared';
import { useLanguage } from '@/i18n/use-language';
import { formatDateTime } from '@/lib/format-date-time';
import { useMessageEntry } from '../api/get-message-entry';

function Attempts({ id }: { id: number }) {
  const { t } = useTranslation('admin-messaging');
  const { locale } = useLanguage();
  const entry = useMessageEntry(id);
  if (entry.isPending) return <Loader size="sm" role="img" aria-label={t('log.details')} />;
  if (entry.isError) return <Alert color="red">{t('log.attempts_failed')}</Alert>;
  if (entry.data.attempts.length === 0) return <Text c="dimmed">{t('log.no_attempts')}</Text>;
  return (
    <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
      {entry.data.attempts.map((a, i) => (
        <Group key={i} component="li" gap="sm" wrap="wrap" align="flex-start">
          <Text size="sm">
            <bdi>{formatDateTime(a.at, locale)}</bdi>
          </Text>
          <Badge color={a.ok ? 'green' : 'red'} variant="light">
            {a.ok ? t('log.attempt_ok') : t('log.attempt_failed')}
          </Badge>
          {a.http_status !== null && (
            <Text size="sm" c="dimmed" dir="ltr">
              {t('log.http_status', { status: a.http_status })}
            </Text>
          )}
          {a.error && (
            <Text size="sm" c="dimmed" dir="auto" style={{ overflowWrap: 'anywhere', flexBasis: '100%' }}>
              {a.error}
            </Text>
          )}
        </Group>
      ))}
    </Stack>
  );
}

/** The message's tries (when, accepted or not, the provider's answer), in a dialog. */
export function AttemptsButton({ message }: { message: MessageLogEntry }) {
  const { t } = useTranslation('admin-messaging');
  const [open, setOpen] = useState(false);
  if (message.attempts === 0) return null;
  return (
    <>
      <Button size="xs" variant="subtle" leftSection={<IconListDetails size={14} aria-hidden />} onClick={() => setOpen(true)}>
        {t('log.details')}
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={t('log.details_title', { id: message.id })}
        centered
        closeButtonProps={{ 'aria-label': t('log.close') }}
      >
        {open && <Attempts id={message.id} />}
      </Modal>
    </>
  );
}
