import { Button } from '@mantine/core';
import { IconFilterOff, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';

/** No student at all ('No Students Found'), or none matching ('No Matching Students' with Clear All Filters). */
export function StudentsEmpty({ filtered, onClear, onAdd }: { filtered: boolean; onClear: () => void; onAdd: () => void }) {
  const { t } = useTranslation('admin');
  if (filtered) {
    return (
      <EmptyState
        icon={<IconFilterOff size={40} />}
        title={t('students.empty.no_match_title')}
        text={t('students.empty.no_match_text')}
        action={
          <Button variant="light" onClick={onClear} leftSection={<IconFilterOff size={16} aria-hidden />}>
            {t('filters.clear_all_filters')}
          </Button>
        }
      />
    );
  }
  return (
    <EmptyState
      icon={<IconUsers size={40} />}
      title={t('students.empty.none_title')}
      text={t('students.empty.none_text')}
      action={
        <Button onClick={onAdd} leftSection={<IconUserPlus size={16} aria-hidden />}>
          {t('students.add')}
        </Button>
      }
    />
  );
}
