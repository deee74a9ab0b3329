import { Badge, Button, Drawer, Group, SimpleGrid, Stack } from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchInput } from '../../components/search-input';
import { StudentsFilterFields, type FilterProps } from './students-filter-fields';

const FIELD_NAMES = ['section_id', 'course_id', 'status', 'payment', 'session'] as const;

/**
 * Search and the five filters; every choice goes to the URL. On a phone the filters wait in a drawer
 * behind a Filters button (with how many are on), so the list starts near the top of the screen.
 */
export function StudentsFilters({ filters, onChange, compact }: FilterProps & { compact: boolean }) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  const search = (
    <SearchInput
      label={t('students.search.label')}
      placeholder={t('students.search.placeholder')}
      value={filters.search ?? ''}
      onSearch={(value) => onChange({ search: value }, { replace: true })}
    />
  );
  if (!compact) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" verticalSpacing="sm">
        {search}
        <StudentsFilterFields filters={filters} onChange={onChange} />
      </SimpleGrid>
    );
  }
  const active = FIELD_NAMES.filter((name) => filters[name] !== undefined).length;
  return (
    <Stack gap="sm">
      {search}
      <Group>
        <Button
          variant="default"
          leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
          rightSection={
            active > 0 ? (
              <Badge size="sm" circle>
                {active}
              </Badge>
            ) : null
          }
          onClick={() => setOpen(true)}
          aria-expanded={open}
        >
          {t('filters.open')}
        </Button>
      </Group>
      <Drawer
        opened={open}
        onClose={() => setOpen(false)}
        title={t('filters.title')}
        position="bottom"
        size="auto"
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Stack gap="sm" pb="md">
          <StudentsFilterFields filters={filters} onChange={onChange} />
          <Button onClick={() => setOpen(false)}>{t('filters.show_results')}</Button>
        </Stack>
      </Drawer>
    </Stack>
  );
}
