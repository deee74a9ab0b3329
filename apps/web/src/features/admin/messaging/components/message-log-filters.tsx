import { Button, Grid, Group, Select } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_CHANNELS, MESSAGE_EVENTS } from '@academy/shared';
import { SearchInput } from '../../components/search-input';
import type { MessageLogFilters as Filters } from '../api/query-keys';
import { LOG_STATUSES } from '../hooks/use-log-filters';

interface Props {
  filters: Filters;
  hasFilters: boolean;
  onChange: (changes: Partial<Record<keyof Filters, string | undefined>>) => void;
  onClear: () => void;
}

/** The search box (name, phone typed any way, e-mail) and the status, channel and event filters. */
export function MessageLogFilters({ filters, hasFilters, onChange, onClear }: Props) {
  const { t } = useTranslation('admin-messaging');
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <Grid gutter="md" style={{ flex: '1 1 40rem' }}>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <SearchInput
            value={filters.q ?? ''}
            onSearch={(q) => onChange({ q })}
            label={t('log.search_label')}
            placeholder={t('log.search_placeholder')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 4, md: 2 }}>
          <Select
            label={t('log.filters.status')}
            data={[
              { value: '', label: t('log.filters.all_statuses') },
              ...LOG_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) })),
            ]}
            value={filters.status ?? ''}
            onChange={(value) => onChange({ status: value || undefined })}
            allowDeselect={false}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, xs: 4, md: 2 }}>
          <Select
            label={t('log.filters.channel')}
            data={[
              { value: '', label: t('log.filters.all_channels') },
              ...MESSAGE_CHANNELS.map((c) => ({ value: c, label: t(`channels.${c}`) })),
            ]}
            value={filters.channel ?? ''}
            onChange={(value) => onChange({ channel: value || undefined })}
            allowDeselect={false}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, xs: 4, md: 2 }}>
          <Select
            label={t('log.filters.event')}
            data={[
              { value: '', label: t('log.filters.all_events') },
              ...MESSAGE_EVENTS.map((e) => ({ value: e, label: t(`events.${e}`) })),
            ]}
            value={filters.event ?? ''}
            onChange={(value) => onChange({ event: value || undefined })}
            allowDeselect={false}
          />
        </Grid.Col>
      </Grid>
      {hasFilters && (
        <Button variant="subtle" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={onClear}>
          {t('log.filters.clear')}
        </Button>
      )}
    </Group>
  );
}
