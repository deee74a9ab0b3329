import { NativeSelect, Paper, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LEVELS, LEVEL_GRADES, LEVEL_LABELS, subjectLabel, type Language } from '@academy/shared';
import { useLanguage } from '@/i18n/use-language';
import { useCourseFilters } from '../api/get-course-filters';
import type { CatalogueFilters, FilterName } from '../hooks/use-catalogue-filters';
import { PricingControl } from './pricing-control';
import { SearchField } from './search-field';

interface CatalogueFilterBarProps {
  filters: CatalogueFilters;
  update: (changes: Partial<Record<FilterName, string | undefined>>, options?: { replace?: boolean }) => void;
}

const label = (option: { name_en?: string; name_ar?: string; name: string }, lang: Language) =>
  (lang === 'ar' ? option.name_ar : option.name_en) || option.name;

/**
 * Search, level, school year, subject and pricing type. Year and subject wait for a level; their options
 * come from GET /api/courses/filters (the shared lists stand in until it answers).
 */
export function CatalogueFilterBar({ filters, update }: CatalogueFilterBarProps) {
  const { t } = useTranslation('courses');
  const { lang } = useLanguage();
  const { data } = useCourseFilters();
  const { level } = filters;
  const fromServer = data?.levels.find((l) => l.id === level);

  const levels = LEVELS.map((id) => {
    const server = data?.levels.find((l) => l.id === id);
    return { value: id, label: server ? label(server, lang) : LEVEL_LABELS[id][lang] };
  });
  const grades = level
    ? (fromServer?.grades.map((g) => ({ value: g.id, label: label(g, lang) })) ??
      LEVEL_GRADES[level].map((g) => ({ value: g.id, label: g[lang] })))
    : [];
  const subjects = level ? (data?.subjects[level] ?? []).map((code) => ({ value: code, label: subjectLabel(code, lang) })) : [];
  // A value from a shared link that is not (or no longer) offered still shows as chosen.
  if (filters.grade && !grades.some((g) => g.value === filters.grade)) grades.push({ value: filters.grade, label: filters.grade });
  if (filters.subject && !subjects.some((s) => s.value === filters.subject)) {
    subjects.push({ value: filters.subject, label: subjectLabel(filters.subject, lang) });
  }
  const allOr = (text: string) => ({ value: '', label: level ? text : t('filters.level_first') });

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="form"
      role="search"
      aria-label={t('filters.label')}
      onSubmit={(e) => e.preventDefault()}
    >
      <SearchField value={filters.search ?? ''} onSearch={(search) => update({ search }, { replace: true })} />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" verticalSpacing="sm" mt="sm">
        <NativeSelect
          label={t('filters.level')}
          value={level ?? ''}
          onChange={(e) => update({ level: e.currentTarget.value || undefined })}
          data={[{ value: '', label: t('filters.all_levels') }, ...levels]}
        />
        <NativeSelect
          label={t('filters.grade')}
          value={filters.grade ?? ''}
          disabled={!level}
          onChange={(e) => update({ grade: e.currentTarget.value || undefined })}
          data={[allOr(t('filters.all_grades')), ...grades]}
        />
        <NativeSelect
          label={t('filters.subject')}
          value={filters.subject ?? ''}
          disabled={!level}
          onChange={(e) => update({ subject: e.currentTarget.value || undefined })}
          data={[allOr(t('filters.all_subjects')), ...subjects]}
        />
        <PricingControl value={filters.pricing_type} onChange={(pricing_type) => update({ pricing_type })} />
      </SimpleGrid>
    </Paper>
  );
}
