import { Button, Grid, Group, Select } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { TEACHER_STATUS_FILTERS } from '@academy/shared';
import { useTranslation } from 'react-i18next';
import { SearchInput } from '../../components/search-input';
import type { TeacherFilters } from '../api/query-keys';

interface Props {
  filters: TeacherFilters;
  hasFilters: boolean;
  onChange: (changes: Partial<Record<keyof TeacherFilters, string | undefined>>) => void;
  onClear: () => void;
}

/** Search by name, phone or e-mail; active (the default), inactive or all; clear all. */
export function TeachersFilters({ filters, hasFilters, onChange, onClear }: Props) {
  const { t } = useTranslation('admin-staff');
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <Grid gutter="md" style={{ flex: '1 1 28rem' }}>
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <SearchInput
            value={filters.search ?? ''}
            onSearch={(search) => onChange({ search })}
            label={t('teachers.filters.search')}
            placeholder={t('teachers.filters.search_placeholder')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <Select
            label={t('teachers.filters.status')}
            data={TEACHER_STATUS_FILTERS.map((status) => ({ value: status, label: t(`teachers.filters.${status}`) }))}
            value={filters.status ?? 'active'}
            onChange={(value) => onChange({ status: value === 'active' ? undefined : (value ?? undefined) })}
            allowDeselect={false}
          />
        </Grid.Col>
      </Grid>
      {hasFilters && (
        <Button variant="subtle" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={onClear}>
          {t('teachers.filters.clear')}
        </Button>
      )}
    </Group>
  );
}
