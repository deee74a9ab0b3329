import { Card, List, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MessagingSettingsResponse } from '@academy/shared';
import { useLanguage } from '@/i18n/use-language';
import { formatNumber } from '@/lib/format';

/** Which channels are set up (with how to set up SMS when it is not) and this month's SMS against the budget. */
export function MessagingStatus({ data }: { data: MessagingSettingsResponse }) {
  const { t } = useTranslation('admin-messaging');
  const { locale } = useLanguage();
  const n = (value: number) => formatNumber(value, locale);
  const budget = data.settings.sms_monthly_segments;
  const used = data.sms_month.segments_used;
  const ok = <IconCircleCheck size={18} color="var(--mantine-color-green-6)" aria-hidden />;
  const missing = <IconAlertTriangle size={18} color="var(--mantine-color-orange-6)" aria-hidden />;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="messaging-channels">
        <Stack gap="sm">
          <Title order={3} size="h4" id="messaging-channels">
            {t('settings.channels.title')}
          </Title>
          <List spacing="xs" size="sm" center>
            <List.Item icon={data.available.sms ? ok : missing} data-testid="channel-sms" data-ready={data.available.sms}>
              {data.available.sms ? t('settings.channels.sms_ready') : t('settings.channels.sms_missing')}
            </List.Item>
            <List.Item icon={data.available.push ? ok : missing}>{t('settings.channels.push_ready')}</List.Item>
            <List.Item icon={data.available.email ? ok : missing}>{t('settings.channels.email_ready')}</List.Item>
          </List>
        </Stack>
      </Card>
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="messaging-usage">
        <Stack gap="sm">
          <Title order={3} size="h4" id="messaging-usage">
            {t('settings.usage.title')}
          </Title>
          <Text size="sm" data-testid="sms-usage">
            {t('settings.usage.used', { segments: n(used), messages: n(data.sms_month.messages) })}
          </Text>
          {budget === null ? (
            <Text size="sm" c="dimmed">
              {t('settings.usage.no_budget')}
            </Text>
          ) : (
            <>
              <Progress
                value={budget === 0 ? 100 : Math.min(100, (used / budget) * 100)}
                color={used >= budget ? 'red' : used / Math.max(budget, 1) > 0.8 ? 'orange' : 'teal'}
                aria-label={t('settings.usage.of_budget', { used: n(used), budget: n(budget) })}
              />
              <Text size="sm" c="dimmed">
                {t('settings.usage.of_budget', { used: n(used), budget: n(budget) })}
              </Text>
            </>
          )}
        </Stack>
      </Card>
    </SimpleGrid>
  );
}
