import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PricingType } from '@academy/shared';

/** Pricing type filter: all, per session, monthly. */
export function PricingControl({
  value,
  onChange,
}: {
  value: PricingType | undefined;
  onChange: (value: PricingType | undefined) => void;
}) {
  const { t } = useTranslation('courses');
  const labelId = useId();
  return (
    <Stack gap={4}>
      <Text component="span" id={labelId} size="sm" fw={500}>
        {t('filters.pricing_type')}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        fullWidth
        value={value ?? 'all'}
        onChange={(next) => onChange(next === 'all' ? undefined : (next as PricingType))}
        data={[
          { value: 'all', label: t('filters.pricing.all') },
          { value: 'session', label: t('filters.pricing.session') },
          { value: 'monthly', label: t('filters.pricing.monthly') },
        ]}
      />
    </Stack>
  );
}
