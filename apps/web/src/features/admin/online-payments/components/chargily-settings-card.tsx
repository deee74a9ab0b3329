import { Alert, Badge, Button, Card, Code, CopyButton, Group, List, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCheck, IconCopy, IconPlugConnectedX } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { FEES_ALLOCATIONS, type FeesAllocation, type OnlinePaymentSettings } from '@academy/shared';
import { notifySuccess } from '@/lib/api/notify';
import { useSaveOnlinePaymentSettings } from '../api/online-payment-settings';

/**
 * Chargily Pay's connection: connected or not (a secret key set on the server), test or live, the API address, the webhook
 * address to paste into Chargily's dashboard (with a copy button), and who bears the fees. Not connected: how to connect.
 */
export function ChargilySettingsCard({ settings }: { settings: OnlinePaymentSettings }) {
  const { t } = useTranslation('admin-online-payments');
  const save = useSaveOnlinePaymentSettings();
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="chargily-settings-title" data-testid="chargily-settings">
      <Stack gap="sm">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Title order={3} size="h4" id="chargily-settings-title">
            {t('settings.title')}
          </Title>
          <Group gap={6}>
            <Badge
              color={settings.configured ? 'green' : 'gray'}
              variant="light"
              data-testid="chargily-configured"
              data-configured={settings.configured}
            >
              {settings.configured ? t('settings.configured') : t('settings.not_configured')}
            </Badge>
            <Badge color={settings.mode === 'live' ? 'blue' : 'yellow'} variant="outline">
              {settings.mode === 'live' ? t('settings.mode_live') : t('settings.mode_test')}
            </Badge>
          </Group>
        </Group>

        {!settings.configured && (
          <Alert color="orange" variant="light" icon={<IconPlugConnectedX size={20} aria-hidden />} title={t('settings.setup_title')}>
            <Stack gap={6}>
              <Text size="sm">{t('settings.setup_text')}</Text>
              <List type="ordered" size="sm" spacing={4}>
                <List.Item>{t('settings.setup_step1')}</List.Item>
                <List.Item>
                  <Trans t={t} i18nKey="settings.setup_step2" components={{ c: <Code dir="ltr" /> }} />
                </List.Item>
                <List.Item>{t('settings.setup_step3')}</List.Item>
              </List>
              <Text size="xs" c="dimmed">
                <Trans t={t} i18nKey="settings.setup_doc" components={{ c: <Code dir="ltr" /> }} />
              </Text>
            </Stack>
          </Alert>
        )}

        <Group gap="md" align="flex-end" wrap="wrap">
          <TextInput
            label={t('settings.api_url')}
            value={settings.api_url}
            readOnly
            dir="ltr"
            style={{ flex: '1 1 18rem' }}
            styles={{ input: { fontFamily: 'monospace', fontSize: 13 } }}
          />
          <Select
            label={t('settings.fees_allocation')}
            data={FEES_ALLOCATIONS.map((f) => ({ value: f, label: t(`settings.fees_options.${f}`) }))}
            value={save.isPending && save.variables ? save.variables.fees_allocation : settings.fees_allocation}
            onChange={(value) =>
              value &&
              value !== settings.fees_allocation &&
              save.mutate({ fees_allocation: value as FeesAllocation }, { onSuccess: () => notifySuccess(t('settings.saved')) })
            }
            allowDeselect={false}
            disabled={save.isPending}
            style={{ flex: '1 1 16rem' }}
            data-testid="fees-allocation"
          />
        </Group>

        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label={t('settings.webhook_url')}
            description={t('settings.webhook_help')}
            value={settings.webhook_url}
            readOnly
            dir="ltr"
            style={{ flex: 1, minWidth: 0 }}
            styles={{ input: { fontFamily: 'monospace', fontSize: 13 } }}
            data-testid="webhook-url"
          />
          <CopyButton value={settings.webhook_url} timeout={2000}>
            {({ copied, copy }) => (
              <Button
                variant="default"
                color={copied ? 'teal' : undefined}
                onClick={copy}
                leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                style={{ flexShrink: 0 }}
              >
                {copied ? t('settings.copied') : t('settings.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Stack>
    </Card>
  );
}
