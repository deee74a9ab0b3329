import { Group, Select, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/i18n/use-language';
import { localizedName } from '@/lib/course-name';
import type { CourseWithSections } from '../hooks/use-section-catalogue';
import { useAcademyClock } from '../hooks/use-academy-clock';
import { sectionMark, type SectionMark } from '../lib/section-mark';
import { SectionMarkBadge } from './section-mark-badge';

interface Props {
  catalogue: CourseWithSections[];
  /** The course filter, when chosen: only its sections are offered. */
  courseId: number | undefined;
  value: number | undefined;
  onChange: (sectionId: number | undefined) => void;
  loading: boolean;
}

/** The Section filter: sections grouped by course, marked LIVE or SOON on the academy's clock. */
export function SectionFilter({ catalogue, courseId, value, onChange, loading }: Props) {
  const { t } = useTranslation('admin');
  const { lang } = useLanguage();
  const clock = useAcademyClock();

  const { data, marks, names } = useMemo(() => {
    const marks = new Map<string, SectionMark>();
    const names = new Map<string, string>();
    const data = catalogue
      .filter(({ course }) => !courseId || course.id === courseId)
      .map(({ course, sections }) => {
        const courseName = localizedName(course, lang);
        return {
          group: courseName,
          items: sections.map((section) => {
            const id = String(section.id);
            const mark = sectionMark(section.slots, clock);
            if (mark) marks.set(id, mark);
            names.set(id, section.section_name || section.name);
            return { value: id, label: `${courseName} — ${section.section_name || section.name}` };
          }),
        };
      })
      .filter((group) => group.items.length > 0);
    return { data, marks, names };
  }, [catalogue, courseId, lang, clock]);

  return (
    <Select
      label={t('filters.section')}
      placeholder={loading ? t('filters.loading') : t('filters.all_sections')}
      data={data}
      value={value ? String(value) : null}
      onChange={(next) => onChange(next ? Number(next) : undefined)}
      searchable
      clearable
      nothingFoundMessage={t('filters.no_sections')}
      comboboxProps={{ width: 'target', position: 'bottom-start' }}
      renderOption={({ option }) => {
        const mark = marks.get(option.value);
        return (
          <Group gap="xs" wrap="nowrap" justify="space-between" w="100%">
            <Text size="sm">{names.get(option.value) ?? option.label}</Text>
            {mark && <SectionMarkBadge mark={mark} />}
          </Group>
        );
      }}
    />
  );
}
