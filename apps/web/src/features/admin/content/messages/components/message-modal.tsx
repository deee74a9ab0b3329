import { Alert, Button, Divider, Group, Modal, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconLock, IconLockOpen, IconMailOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/i18n/use-language';
import { notifySuccess } from '@/lib/api/notify';
import { formatDateTime } from '@/lib/format-date-time';
import { useMessage, useSetMessageStatus } from '../api/messages';
import { MessageStatusBadge } from './message-status-badge';
import { ReplyComposer } from './reply-composer';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/** The message dialog: sender, e-mail, date, subject, message, the academy's earlier replies and the reply composer. */
export function MessageModal({ id, focusReply, onClose }: { id: number | null; focusReply: boolean; onClose: () => void }) {
  const { t } = useTranslation('admin-content');
  const { locale } = useLanguage();
  const query = useMessage(id);
  const setStatus = useSetMessageStatus();
  const message = query.data;

  const change = (status: 'closed' | 'read' | 'unread') =>
    message &&
    setStatus.mutate(
      { id: message.id, status },
      {
        onSuccess: () => {
          notifySuccess(t(`toasts.status_${status}`));
          if (status === 'unread') onClose();
        },
      },
    );

  return (
    <Modal opened={id !== null} onClose={onClose} size="lg" title={t('view.title')}>
      {query.isPending && id !== null && <Skeleton h={260} />}
      {query.isError && <Alert color="red">{t('view.load_failed')}</Alert>}
      {message && (
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
            <Title order={3} size="h4" dir="auto" style={{ overflowWrap: 'anywhere' }}>
              {message.subject}
            </Title>
            <MessageStatusBadge status={message.status} />
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Field label={t('view.sender')}>
              <bdi>{message.name}</bdi> · {t(`source.${message.source}`)}
            </Field>
            <Field label={t('view.email')}>
              {message.email ? (
                <bdi dir="ltr">{message.email}</bdi>
              ) : (
                <Text span size="sm" c="dimmed">
                  {t('view.no_email')}
                </Text>
              )}
            </Field>
            <Field label={t('view.date')}>{formatDateTime(message.created_at, locale)}</Field>
            <Field label={t('view.subject')}>
              <bdi>{message.subject}</bdi>
            </Field>
          </SimpleGrid>
          <Paper withBorder p="sm" radius="md" bg="var(--mantine-color-gray-0)">
            <Text size="xs" c="dimmed" mb={4}>
              {t('view.message')}
            </Text>
            <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="message-text">
              {message.message}
            </Text>
          </Paper>

          <Divider label={t('view.replies_title')} labelPosition="left" />
          {message.replies.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('view.no_replies')}
            </Text>
          ) : (
            <Stack gap="xs" data-testid="replies">
              {message.replies.map((reply) => (
                <Paper
                  key={reply.id}
                  withBorder
                  p="sm"
                  radius="md"
                  style={{ borderInlineStartWidth: 4, borderInlineStartColor: 'var(--mantine-color-green-6)' }}
                >
                  <Text size="xs" c="dimmed" mb={4}>
                    <bdi>{reply.author_name ?? t('view.academy')}</bdi> · {formatDateTime(reply.created_at, locale)}
                  </Text>
                  <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {reply.body}
                  </Text>
                </Paper>
              ))}
            </Stack>
          )}

          {message.status === 'closed' ? (
            <Alert color="gray" icon={<IconLock size={18} aria-hidden />}>
              {t('view.closed_notice')}
            </Alert>
          ) : (
            <>
              {!message.email && (
                <Alert color="yellow" variant="light" icon={<IconMailOff size={18} aria-hidden />}>
                  {t('view.no_email_notice')}
                </Alert>
              )}
              <ReplyComposer key={message.id} messageId={message.id} hasEmail={Boolean(message.email)} autoFocus={focusReply} />
            </>
          )}

          <Group justify="flex-end" gap="xs" wrap="wrap">
            {message.status !== 'unread' && message.status !== 'closed' && (
              <Button
                variant="subtle"
                onClick={() => change('unread')}
                loading={setStatus.isPending && setStatus.variables?.status === 'unread'}
              >
                {t('view.mark_unread')}
              </Button>
            )}
            {message.status === 'closed' ? (
              <Button
                variant="default"
                leftSection={<IconLockOpen size={16} aria-hidden />}
                onClick={() => change('read')}
                loading={setStatus.isPending}
              >
                {t('view.reopen')}
              </Button>
            ) : (
              <Button
                variant="default"
                leftSection={<IconLock size={16} aria-hidden />}
                onClick={() => change('closed')}
                loading={setStatus.isPending && setStatus.variables?.status === 'closed'}
              >
                {t('view.close_message')}
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
