import { Button, Group, Select, SimpleGrid, Stack } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ADMIN_COURSE_STATUSES, LEVEL_GRADES, LEVEL_LABELS, LEVELS, subjectLabel, type Level } from '@academy/shared';
import { useLanguage } from '@/i18n/use-language';
import { SearchInput } from '../../components/search-input';
import type { CourseFilterName } from '../hooks/use-course-filters';

interface Props {
  search?: string;
  level?: Level;
  grade?: string;
  subject?: string;
  /** The subjects each level teaches (from the server); the subject list shows only the chosen level's. */
  subjectsByLevel: Partial<Record<Level, string[]>> | undefined;
  status: string;
  filtered: boolean;
  onChange: (changes: Partial<Record<CourseFilterName, string | undefined>>) => void;
  onClear: () => void;
}

/** Search in both languages, level, school year and subject (both need a level first), status, and Clear filters. */
export function CourseFilters({ search, level, grade, subject, subjectsByLevel, status, filtered, onChange, onClear }: Props) {
  const { t } = useTranslation('admin-courses');
  const { lang } = useLanguage();
  return (
    <Stack gap="sm">
      <SearchInput
        value={search ?? ''}
        onSearch={(value) => onChange({ search: value })}
        label={t('filters.search')}
        placeholder={t('filters.search_placeholder')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <Select
          label={t('filters.level')}
          placeholder={t('filters.all_levels')}
          data={LEVELS.map((l) => ({ value: l, label: LEVEL_LABELS[l][lang] }))}
          value={level ?? null}
          onChange={(value) => onChange({ level: value ?? undefined })}
          clearable
        />
        <Select
          label={t('filters.grade')}
          placeholder={level ? t('filters.all_grades') : t('filters.level_first')}
          data={level ? LEVEL_GRADES[level].map((g) => ({ value: g.id, label: g[lang] })) : []}
          value={grade ?? null}
          onChange={(value) => onChange({ grade: value ?? undefined })}
          disabled={!level}
          clearable
        />
        <Select
          label={t('filters.subject')}
          placeholder={level ? t('filters.all_subjects') : t('filters.level_first')}
          data={level ? (subjectsByLevel?.[level] ?? []).map((code) => ({ value: code, label: subjectLabel(code, lang) })) : []}
          value={subject ?? null}
          onChange={(value) => onChange({ subject: value ?? undefined })}
          disabled={!level}
          searchable
          clearable
        />
        <Select
          label={t('filters.status')}
          data={ADMIN_COURSE_STATUSES.map((s) => ({ value: s, label: t(`filters.status_${s}`) }))}
          value={status}
          onChange={(value) => onChange({ status: value ?? 'all' })}
          allowDeselect={false}
        />
      </SimpleGrid>
      <Group justify="flex-end">
        <Button variant="subtle" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={onClear} disabled={!filtered}>
          {t('filters.clear')}
        </Button>
      </Group>
    </Stack>
  );
}
