import { Alert, Checkbox, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDA, type BroadcastPreview as Preview } from '@academy/shared';
import { useLanguage } from '@/i18n/use-language';
import { formatNumber } from '@/lib/format';

interface Props {
  preview: Preview | undefined;
  loading: boolean;
  failed: boolean;
  sms: boolean;
  onSmsChange: (sms: boolean) => void;
}

/**
 * Before a notification goes: whom it reaches by SMS (segments and cost), push and e-mail, and the SMS budget left; the
 * "also send by SMS" choice. Over the budget, the send would be refused (409 sms_budget_exceeded): said here, with the way out.
 */
export function BroadcastPreview({ preview, loading, failed, sms, onSmsChange }: Props) {
  const { t } = useTranslation('admin-messaging');
  const { t: errors } = useTranslation('errors');
  const { lang, locale } = useLanguage();
  const n = (value: number) => formatNumber(value, locale);
  const overBudget = sms && preview !== undefined && !preview.fits;
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="broadcast-preview-title" data-testid="broadcast-preview">
      <Stack gap="xs">
        <Title order={4} size="h5" id="broadcast-preview-title">
          {t('preview.title')}
        </Title>
        <Checkbox
          label={t('preview.sms_checkbox')}
          description={t('preview.sms_checkbox_hint')}
          checked={sms}
          onChange={(event) => onSmsChange(event.currentTarget.checked)}
        />
        {loading && !preview && (
          <Text size="sm" c="dimmed">
            <Loader size="xs" me="xs" aria-hidden />
            {t('preview.loading')}
          </Text>
        )}
        {failed && !preview && (
          <Text size="sm" c="dimmed">
            {t('preview.unavailable')}
          </Text>
        )}
        {preview && (
          <Text size="sm" aria-live="polite" data-testid="broadcast-reach">
            {sms
              ? t('preview.reach', {
                  sms: n(preview.recipients.sms),
                  segments: n(preview.sms_segments_total),
                  cost: formatDA(preview.cost_da, lang),
                  push: n(preview.recipients.push),
                  email: n(preview.recipients.email),
                })
              : t('preview.reach_without_sms', { push: n(preview.recipients.push), email: n(preview.recipients.email) })}{' '}
            {preview.budget.remaining === null
              ? t('preview.no_budget')
              : t('preview.budget_left', { remaining: n(preview.budget.remaining) })}
          </Text>
        )}
        {overBudget && (
          <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle size={18} aria-hidden />} data-testid="over-budget">
            {errors('sms_budget_exceeded')} {t('preview.over_budget')}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
