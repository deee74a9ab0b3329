import { Button, Grid, Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconFilterOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_DEBOUNCE_MS } from '../../components/search-input';
import type { AuditFilters as Filters } from '../api/query-keys';
import { AUDIT_ACTION_GROUPS, AUDIT_ENTITIES } from '../lib/audit-actions';

interface Props {
  filters: Filters;
  hasFilters: boolean;
  onChange: (changes: Partial<Record<keyof Filters, string | undefined>>) => void;
  onClear: () => void;
}

/** Filters by action (grouped by area), by what the entry is about, and by that record's number. */
export function AuditFilters({ filters, hasFilters, onChange, onClear }: Props) {
  const { t } = useTranslation('admin-people');
  const [id, setId] = useState(filters.entity_id ?? '');
  const [urlId, setUrlId] = useState(filters.entity_id ?? '');
  const sendId = useDebouncedCallback(
    (value: string) => onChange({ entity_id: /^[1-9]\d{0,9}$/.test(value) ? value : undefined }),
    SEARCH_DEBOUNCE_MS,
  );
  // The URL changed elsewhere (clear, back button, a row's "history" link): show its number.
  if ((filters.entity_id ?? '') !== urlId) {
    setUrlId(filters.entity_id ?? '');
    setId(filters.entity_id ?? '');
  }

  const actions = [
    { value: '', label: t('audit.filters.all_actions') },
    ...Object.entries(AUDIT_ACTION_GROUPS).map(([group, list]) => ({
      group: t(`audit.groups.${group as keyof typeof AUDIT_ACTION_GROUPS}`),
      items: list.map((action) => ({ value: action, label: t(`audit.actions.${action}`) })),
    })),
  ];
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <Grid gutter="md" style={{ flex: '1 1 36rem' }}>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <Select
            label={t('audit.filters.action')}
            data={actions}
            value={filters.action ?? ''}
            onChange={(value) => onChange({ action: value || undefined })}
            allowDeselect={false}
            searchable
            nothingFoundMessage={t('audit.filters.nothing_found')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 4 }}>
          <Select
            label={t('audit.filters.entity')}
            data={[
              { value: '', label: t('audit.filters.all_entities') },
              ...AUDIT_ENTITIES.map((entity) => ({ value: entity, label: t(`audit.entities.${entity}`) })),
            ]}
            value={filters.entity ?? ''}
            onChange={(value) => onChange({ entity: value || undefined })}
            allowDeselect={false}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 4 }}>
          <TextInput
            label={t('audit.filters.entity_id')}
            inputMode="numeric"
            dir="ltr"
            value={id}
            maxLength={10}
            onChange={(event) => {
              const value = event.currentTarget.value.replace(/\D/g, '');
              setId(value);
              sendId(value);
            }}
          />
        </Grid.Col>
      </Grid>
      {hasFilters && (
        <Button variant="subtle" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={onClear}>
          {t('audit.filters.clear')}
        </Button>
      )}
    </Group>
  );
}
