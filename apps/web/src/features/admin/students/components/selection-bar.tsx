import { Button, Checkbox, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/i18n/use-language';
import { formatNumber } from '@/lib/format';
import type { Selection } from '../hooks/use-selection';

/** Select-all of the page (the card view has no header row) and, once some are chosen, Clear Selection. */
export function SelectionBar({ ids, selection, withSelectAll }: { ids: number[]; selection: Selection; withSelectAll: boolean }) {
  const { t } = useTranslation('admin');
  const { locale } = useLanguage();
  const chosen = ids.filter((id) => selection.has(id)).length;
  if (!withSelectAll && selection.size === 0) return null;
  return (
    <Group gap="md" wrap="wrap" mih={36}>
      {withSelectAll && ids.length > 0 && (
        <Checkbox
          label={t('students.select_all')}
          checked={chosen > 0 && chosen === ids.length}
          indeterminate={chosen > 0 && chosen < ids.length}
          onChange={(event) => selection.setMany(ids, event.currentTarget.checked)}
        />
      )}
      {selection.size > 0 && (
        <>
          <Text size="sm" fw={600} aria-live="polite">
            {t('students.selected', { count: selection.size, n: formatNumber(selection.size, locale) })}
          </Text>
          <Button size="xs" variant="subtle" onClick={selection.clear}>
            {t('students.clear_selection')}
          </Button>
        </>
      )}
    </Group>
  );
}
