import { Button, Grid, Group, Select } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { USER_STATUS_FILTERS } from '@academy/shared';
import { useTranslation } from 'react-i18next';
import { SearchInput } from '../../components/search-input';
import { USER_ROLE_FILTERS, type UserFilters } from '../api/query-keys';

interface Props {
  filters: UserFilters;
  hasFilters: boolean;
  onChange: (changes: Partial<Record<keyof UserFilters, string | undefined>>) => void;
  onClear: () => void;
}

/** Search by name, e-mail or phone; role and status filters; clear all. */
export function UsersFilters({ filters, hasFilters, onChange, onClear }: Props) {
  const { t } = useTranslation('admin-people');
  const all = { value: '', label: t('users.filters.all') };
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <Grid gutter="md" style={{ flex: '1 1 32rem' }}>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <SearchInput
            value={filters.search ?? ''}
            onSearch={(search) => onChange({ search })}
            label={t('users.filters.search')}
            placeholder={t('users.filters.search_placeholder')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 4 }}>
          <Select
            label={t('users.filters.role')}
            data={[all, ...USER_ROLE_FILTERS.map((role) => ({ value: role, label: t(`users.roles.${role}`) }))]}
            value={filters.role ?? ''}
            onChange={(value) => onChange({ role: value || undefined })}
            allowDeselect={false}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 4 }}>
          <Select
            label={t('users.filters.status')}
            data={[all, ...USER_STATUS_FILTERS.map((status) => ({ value: status, label: t(`users.status.${status}`) }))]}
            value={filters.status ?? ''}
            onChange={(value) => onChange({ status: value || undefined })}
            allowDeselect={false}
          />
        </Grid.Col>
      </Grid>
      {hasFilters && (
        <Button variant="subtle" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={onClear}>
          {t('users.filters.clear')}
        </Button>
      )}
    </Group>
  );
}
