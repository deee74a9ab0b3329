import { Badge, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle, IconXboxX } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { notificationText, type FamilyNotification } from '@academy/shared';
import { Isolate } from '@/components/bidi';
import { formatDate } from '@/lib/format';
import { useLanguage } from '@/i18n/use-language';

const LOOK = {
  info: { color: 'blue', Icon: IconInfoCircle },
  success: { color: 'green', Icon: IconCircleCheck },
  warning: { color: 'orange', Icon: IconAlertTriangle },
  error: { color: 'red', Icon: IconXboxX },
} as const;

interface NotificationItemProps {
  notification: FamilyNotification;
  onMarkRead: (id: number) => void;
  busy: boolean;
}

/** One notification in the page's language (the other one when the academy wrote only that), read or new. */
export function NotificationItem({ notification, onMarkRead, busy }: NotificationItemProps) {
  const { t } = useTranslation('dashboard');
  const { lang, locale } = useLanguage();
  const titleId = useId();
  const { title, message } = notificationText(notification, lang);
  const { color, Icon } = LOOK[notification.type];
  const unread = !notification.read;
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="article"
      aria-labelledby={titleId}
      bg={unread ? 'var(--mantine-color-blue-light)' : undefined}
      data-testid="notification"
      data-read={notification.read}
    >
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <ThemeIcon color={color} variant="light" size="lg" radius="xl" aria-hidden>
          <Icon size={20} />
        </ThemeIcon>
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
            <Title order={3} size="h5" id={titleId} dir="auto" style={{ overflowWrap: 'anywhere' }}>
              {title}
            </Title>
            {unread && (
              <Badge color="red" variant="filled" size="sm" style={{ flexShrink: 0 }}>
                {t('notifications.new')}
              </Badge>
            )}
          </Group>
          <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {message}
          </Text>
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text size="xs" c="dimmed">
              <Isolate>{formatDate(notification.created_at, locale)}</Isolate>
            </Text>
            {unread && (
              <Button
                size="compact-sm"
                variant="subtle"
                loading={busy}
                onClick={() => onMarkRead(notification.id)}
                aria-label={t('notifications.mark_read_label', { title })}
              >
                {t('notifications.mark_read')}
              </Button>
            )}
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
