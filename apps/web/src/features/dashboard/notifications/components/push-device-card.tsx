import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconBell, IconBellOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api/api-error';
import { notifyError, notifySuccess } from '@/lib/api/notify';
import { useDeviceState, usePushDevice, type DeviceState } from '../api/push-device';

const BADGE: Record<DeviceState, { color: string; key: 'device.on' | 'device.off' | 'device.blocked' | 'device.unsupported' }> = {
  on: { color: 'green', key: 'device.on' },
  off: { color: 'gray', key: 'device.off' },
  blocked: { color: 'red', key: 'device.blocked' },
  unsupported: { color: 'gray', key: 'device.unsupported' },
};

/** "Notifications on this device": the browser's permission and this device's push subscription, on or off. */
export function PushDeviceCard() {
  const { t } = useTranslation('family-app');
  const state = useDeviceState();
  const { on, off } = usePushDevice();
  const current = state.data ?? 'off';
  const busy = on.isPending || off.isPending;

  const turnOn = () =>
    on.mutate(undefined, {
      onSuccess: (next) => next === 'on' && notifySuccess(t('device.turned_on')),
      // Our own words either way: the browser's refusal (a DOMException) or a server's English message would mean little here.
      onError: (error) =>
        notifyError(undefined, isApiError(error) && error.code === 'push_not_configured' ? t('device.not_configured') : t('device.failed')),
    });
  const turnOff = () =>
    off.mutate(undefined, {
      onSuccess: () => notifySuccess(t('device.turned_off')),
      onError: (error) => notifyError(error, t('device.failed')),
    });

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="device-title" data-testid="push-device">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Title order={3} size="h5" id="device-title">
            {t('device.title')}
          </Title>
          {state.data && (current === 'on' || current === 'off') && (
            <Badge color={BADGE[current].color} variant="light" data-testid="device-state" data-state={current} style={{ flexShrink: 0 }}>
              {t(BADGE[current].key)}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {t('device.intro')}
        </Text>
        {(current === 'blocked' || current === 'unsupported') && (
          <Alert color={current === 'blocked' ? 'red' : 'gray'} variant="light" data-testid="device-state" data-state={current}>
            {t(BADGE[current].key)}
          </Alert>
        )}
        {current === 'off' && (
          <Button leftSection={<IconBell size={18} aria-hidden />} mih={44} loading={busy} onClick={turnOn} disabled={!state.data}>
            {t('device.turn_on')}
          </Button>
        )}
        {current === 'on' && (
          <Button variant="default" leftSection={<IconBellOff size={18} aria-hidden />} mih={44} loading={busy} onClick={turnOff}>
            {t('device.turn_off')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
