import { Button, Group, SegmentedControl, VisuallyHidden } from '@mantine/core';
import { IconFilterOff, IconLayoutCards, IconRefresh, IconTable } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudentsView } from '../hooks/use-student-filters';

interface Props {
  hasFilters: boolean;
  onClear: () => void;
  onRefresh: () => void;
  refreshing: boolean;
  view: StudentsView;
  onView: (view: StudentsView) => void;
}

/** Clear All, Refresh Data and the table / cards toggle under the filters. */
export function StudentsToolbar({ hasFilters, onClear, onRefresh, refreshing, view, onView }: Props) {
  const { t } = useTranslation('admin');
  const viewLabel = useId();
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Group gap="xs" wrap="wrap">
        <Button variant="default" size="sm" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={onClear} disabled={!hasFilters}>
          {t('filters.clear_all')}
        </Button>
        <Button variant="default" size="sm" leftSection={<IconRefresh size={16} aria-hidden />} onClick={onRefresh} loading={refreshing}>
          {t('students.refresh')}
        </Button>
      </Group>
      <div role="group" aria-labelledby={viewLabel}>
        <VisuallyHidden id={viewLabel}>{t('students.view_mode.label')}</VisuallyHidden>
        <SegmentedControl
          size="sm"
          value={view}
          onChange={(next) => onView(next as StudentsView)}
          data={[
            {
              value: 'table',
              label: (
                <Group gap={6} wrap="nowrap">
                  <IconTable size={16} aria-hidden />
                  <span>{t('students.view_mode.table')}</span>
                </Group>
              ),
            },
            {
              value: 'cards',
              label: (
                <Group gap={6} wrap="nowrap">
                  <IconLayoutCards size={16} aria-hidden />
                  <span>{t('students.view_mode.cards')}</span>
                </Group>
              ),
            },
          ]}
        />
      </div>
    </Group>
  );
}
