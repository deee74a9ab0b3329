import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { notificationText, type AdminNotification } from '@academy/shared';
import { Trans, useTranslation } from 'react-i18next';
import { useLanguage } from '@/i18n/use-language';
import { formatNumber } from '@/lib/format';
import { formatDateTime } from '@/lib/format-date-time';

const TYPE_COLORS: Record<AdminNotification['type'], string> = { info: 'blue', success: 'green', warning: 'yellow', error: 'red' };

/** One sent notification: type, title and message in the reader's language, audience, how many it reached, when and by whom. */
export function NotificationItem({ notification }: { notification: AdminNotification }) {
  const { t } = useTranslation('admin-people');
  const { lang, locale } = useLanguage();
  const text = notificationText(notification, lang);
  const languages = notification.title_en && notification.title_ar ? 'both' : notification.title_ar ? 'ar' : 'en';
  const textLang = lang === 'ar' ? (notification.title_ar ? 'ar' : 'en') : notification.title_en ? 'en' : 'ar';
  return (
    <Paper withBorder radius="md" p="md" component="article" data-testid="recent-notification">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <Text fw={700} lang={textLang} dir="auto" style={{ flex: '1 1 12rem', minWidth: 0, overflowWrap: 'anywhere' }}>
            {text.title}
          </Text>
          <Group gap={4}>
            <Badge color={TYPE_COLORS[notification.type]} variant="light">
              {t(`notifications.types.${notification.type}`)}
            </Badge>
            <Badge color="gray" variant="outline">
              {t(`notifications.languages.${languages}`)}
            </Badge>
          </Group>
        </Group>
        <Text size="sm" lang={textLang} dir="auto" lineClamp={3} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {text.message}
        </Text>
        <Group gap="xs" wrap="wrap">
          <Badge color="indigo" variant="light">
            {t(`notifications.audiences.${notification.target_users}`)}
          </Badge>
          <Text size="xs" c="dimmed">
            <Trans
              t={t}
              i18nKey="notifications.reached"
              count={notification.sent_count}
              values={{ n: formatNumber(notification.sent_count, locale) }}
              components={{ b: <bdi /> }}
            />
          </Text>
          <Text size="xs" c="dimmed">
            <bdi>{formatDateTime(notification.created_at, locale)}</bdi>
          </Text>
          {notification.sent_by?.name && (
            <Text size="xs" c="dimmed">
              <Trans t={t} i18nKey="notifications.sent_by" values={{ name: notification.sent_by.name }} components={{ b: <bdi /> }} />
            </Text>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
