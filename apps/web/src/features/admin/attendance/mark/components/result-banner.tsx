import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCircleX, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { useLanguage } from '@/i18n/use-language';
import type { Banner, MonthlyState } from '../lib/scan-flow';

const COLOR = { success: 'green', warning: 'yellow', error: 'red', info: 'gray' } as const;
const ICON = { success: IconCircleCheck, warning: IconAlertTriangle, error: IconCircleX, info: IconInfoCircle } as const;

/** The unmistakable signal of the last scan: a big coloured banner with the student's name, and a monthly course's cycle. */
export function ResultBanner({
  banner,
  monthly,
  onPaidReset,
}: {
  banner: Banner | null;
  monthly: MonthlyState | null;
  onPaidReset: () => void;
}) {
  const { t } = useTranslation('admin-scan');
  const { locale } = useLanguage();
  if (!banner) {
    return (
      <Alert color="blue" variant="light" icon={<IconScan />} title={t('banner.ready_title')} data-testid="scan-banner" data-tone="ready">
        {t('banner.ready')}
      </Alert>
    );
  }
  const Icon = ICON[banner.tone];
  return (
    <Alert
      color={COLOR[banner.tone]}
      variant="filled"
      radius="md"
      icon={<Icon size={40} aria-hidden />}
      role="status"
      aria-live="assertive"
      data-testid="scan-banner"
      data-tone={banner.tone}
      styles={{ icon: { width: 40, height: 40 }, title: { fontSize: 'var(--mantine-font-size-xl)' } }}
      title={t(`banner.${banner.message}`)}
    >
      <Stack gap={6}>
        {banner.name && (
          <Text fz={{ base: 22, sm: 28 }} fw={800} lh={1.2} style={{ overflowWrap: 'anywhere' }} data-testid="scan-banner-name">
            {banner.name}
          </Text>
        )}
        {banner.detail && <Text>{banner.detail}</Text>}
        {monthly && (
          <Stack gap={4} data-testid="monthly-progress">
            <Group justify="space-between" gap="xs">
              <Text fw={600}>{t('monthly.progress_label')}</Text>
              <Text fw={800} dir="ltr" data-testid="monthly-count">
                {formatNumber(monthly.sessions, locale)} / {formatNumber(monthly.of, locale)}
              </Text>
            </Group>
            <Progress value={(monthly.sessions / monthly.of) * 100} color="white" bg="rgba(255,255,255,0.3)" aria-hidden />
            {monthly.due && (
              <Group justify="space-between" gap="xs" mt={4}>
                <Text fw={800}>{t('monthly.due')}</Text>
                <Button color="dark" onClick={onPaidReset} data-testid="paid-reset">
                  {t('monthly.paid_reset')}
                </Button>
              </Group>
            )}
          </Stack>
        )}
      </Stack>
    </Alert>
  );
}

function IconScan() {
  return <IconInfoCircle size={22} aria-hidden />;
}
