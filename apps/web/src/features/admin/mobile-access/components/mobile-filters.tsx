import { Button, Group, Select, SimpleGrid } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { MOBILE_HOLDER_TYPES } from '@academy/shared';
import { useTranslation } from 'react-i18next';
import { SearchInput } from '../../components/search-input';
import type { MobileFilters as Filters } from '../api/query-keys';

interface Props {
  filters: Filters;
  hasFilters: boolean;
  onChange: (changes: Partial<Record<keyof Filters, string | undefined>>) => void;
  onClear: () => void;
}

/** Parents, students or both; search by name, e-mail, phone or username. */
export function MobileFilters({ filters, hasFilters, onChange, onClear }: Props) {
  const { t } = useTranslation('admin-people');
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" style={{ flex: '1 1 28rem' }}>
        <SearchInput
          value={filters.search ?? ''}
          onSearch={(search) => onChange({ search })}
          label={t('mobile.filters.search')}
          placeholder={t('mobile.filters.search_placeholder')}
        />
        <Select
          label={t('mobile.filters.type')}
          data={[
            { value: '', label: t('mobile.filters.all') },
            ...MOBILE_HOLDER_TYPES.map((type) => ({ value: type, label: t(`mobile.filters.types.${type}`) })),
          ]}
          value={filters.type ?? ''}
          onChange={(value) => onChange({ type: value || undefined })}
          allowDeselect={false}
        />
      </SimpleGrid>
      {hasFilters && (
        <Button variant="subtle" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={onClear}>
          {t('mobile.filters.clear')}
        </Button>
      )}
    </Group>
  );
}
