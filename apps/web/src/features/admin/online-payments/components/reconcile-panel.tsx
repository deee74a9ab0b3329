import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconRefreshDot } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Ltr } from '@/components/bidi';
import { useLanguage } from '@/i18n/use-language';
import { formatDateTime } from '@/lib/format-date-time';
import { CHECKOUT_STATUS_COLORS, FINDING_COLORS } from '@/lib/online-payments';
import { useReconcile } from '../api/reconcile';

/**
 * "Reconcile now": asks Chargily about every pending checkout (what the job does on its own), then says what it found:
 * how many were checked and credited, each finding, and those Chargily did not answer for.
 */
export function ReconcilePanel({ enabled, lastRun }: { enabled: boolean; lastRun: string | null }) {
  const { t } = useTranslation('admin-online-payments');
  const { locale } = useLanguage();
  const reconcile = useReconcile();
  const result = reconcile.data;
  const ranAt = result?.ran_at ?? lastRun;
  return (
    <Stack gap="xs">
      <Group gap="sm" wrap="wrap" align="center">
        <Button
          leftSection={<IconRefreshDot size={18} aria-hidden />}
          onClick={() => reconcile.mutate()}
          loading={reconcile.isPending}
          disabled={!enabled}
          data-testid="reconcile"
        >
          {t('reconcile.button')}
        </Button>
        <Text size="sm" c="dimmed">
          {ranAt ? t('reconcile.last_run', { date: formatDateTime(ranAt, locale) }) : t('reconcile.never')}
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        {t('reconcile.help')}
      </Text>
      {result && (
        <Alert
          color={result.unreachable > 0 ? 'yellow' : 'green'}
          variant="light"
          icon={<IconCircleCheck size={20} aria-hidden />}
          title={t('reconcile.done_title')}
          withCloseButton
          closeButtonLabel={t('reconcile.dismiss')}
          onClose={() => reconcile.reset()}
          role="status"
          data-testid="reconcile-result"
        >
          <Stack gap={4}>
            <Text size="sm">
              {result.checked === 0
                ? t('reconcile.nothing')
                : t('reconcile.summary', { checked: result.checked, credited: result.credited })}
            </Text>
            {result.findings.length > 0 && (
              <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {result.findings.map((f) => (
                  <Group key={f.id} component="li" gap={6} wrap="wrap">
                    <Text size="xs" ff="monospace">
                      <Ltr>{f.checkout_id ?? `#${f.id}`}</Ltr>
                    </Text>
                    <Badge variant="light" size="sm" color={f.finding ? FINDING_COLORS[f.finding] : CHECKOUT_STATUS_COLORS[f.status]}>
                      {f.finding ? t(`finding.${f.finding}`) : t(`status.${f.status}`)}
                    </Badge>
                  </Group>
                ))}
              </Stack>
            )}
            {result.unreachable > 0 && <Text size="sm">{t('reconcile.unreachable', { count: result.unreachable })}</Text>}
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
