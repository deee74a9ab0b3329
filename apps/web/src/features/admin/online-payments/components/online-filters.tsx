import { Button, Grid, Group, Select } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CHECKOUT_STATUSES, RECONCILIATION_FINDINGS } from '@academy/shared';
import { SearchInput } from '../../components/search-input';
import type { OnlinePaymentsFilters } from '../api/query-keys';

interface Props {
  filters: OnlinePaymentsFilters;
  hasFilters: boolean;
  onChange: (changes: Partial<Record<keyof OnlinePaymentsFilters, string | undefined>>) => void;
  onClear: () => void;
}

/** The search box (parent's name, phone, Chargily's checkout id) and the status and finding filters. */
export function OnlineFilters({ filters, hasFilters, onChange, onClear }: Props) {
  const { t } = useTranslation('admin-online-payments');
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <Grid gutter="md" style={{ flex: '1 1 36rem' }}>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <SearchInput
            value={filters.search ?? ''}
            onSearch={(search) => onChange({ search })}
            label={t('filters.search')}
            placeholder={t('filters.search_placeholder')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 3 }}>
          <Select
            label={t('filters.status')}
            data={[
              { value: '', label: t('filters.all_statuses') },
              ...CHECKOUT_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
            ]}
            value={filters.status ?? ''}
            onChange={(value) => onChange({ status: value || undefined })}
            allowDeselect={false}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 3 }}>
          <Select
            label={t('filters.finding')}
            data={[
              { value: '', label: t('filters.all_findings') },
              ...RECONCILIATION_FINDINGS.map((f) => ({ value: f, label: t(`finding.${f}`) })),
            ]}
            value={filters.finding ?? ''}
            onChange={(value) => onChange({ finding: value || undefined })}
            allowDeselect={false}
          />
        </Grid.Col>
      </Grid>
      {hasFilters && (
        <Button variant="subtle" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={onClear}>
          {t('filters.clear')}
        </Button>
      )}
    </Group>
  );
}
