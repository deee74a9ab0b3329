import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ADMIN_PAYMENT_FILTERS, ADMIN_SESSION_FILTERS, ADMIN_STUDENT_STATUSES } from '@academy/shared';
import { useLanguage } from '@/i18n/use-language';
import { localizedName } from '@/lib/course-name';
import type { StudentFilterName, StudentFilters } from '../hooks/use-student-filters';
import { useSectionCatalogue } from '../hooks/use-section-catalogue';
import { SectionFilter } from './section-filter';

export interface FilterProps {
  filters: StudentFilters;
  onChange: (changes: Partial<Record<StudentFilterName, string | number | undefined>>, options?: { replace?: boolean }) => void;
}

const ALL = 'all';

/** The five filters of spec 2 (section, course, status, payment, active sessions), each with a visible label. */
export function StudentsFilterFields({ filters, onChange }: FilterProps) {
  const { t } = useTranslation('admin');
  const { lang } = useLanguage();
  const { courses, catalogue, isPending } = useSectionCatalogue();

  const all = { value: ALL, label: t('filters.all') };
  const pick = (name: 'status' | 'payment' | 'session') => ({
    value: filters[name] ?? ALL,
    onChange: (next: string | null) => onChange({ [name]: next && next !== ALL ? next : undefined }),
    allowDeselect: false,
    comboboxProps: { position: 'bottom-start' as const },
  });

  return (
    <>
      <SectionFilter
        catalogue={catalogue}
        courseId={filters.course_id}
        value={filters.section_id}
        onChange={(section_id) => onChange({ section_id })}
        loading={isPending}
      />
      <Select
        label={t('filters.course')}
        placeholder={t('filters.all_courses')}
        data={courses.map((course) => ({ value: String(course.id), label: localizedName(course, lang) }))}
        value={filters.course_id ? String(filters.course_id) : null}
        // Another course: its sections only, so the section chosen for the old one goes.
        onChange={(next) => onChange({ course_id: next ?? undefined, section_id: undefined })}
        searchable
        clearable
        nothingFoundMessage={t('filters.no_courses')}
        comboboxProps={{ position: 'bottom-start' }}
      />
      <Select
        label={t('filters.status')}
        data={[all, ...ADMIN_STUDENT_STATUSES.map((v) => ({ value: v, label: t(`filters.status_option.${v}`) }))]}
        {...pick('status')}
      />
      <Select
        label={t('filters.payment')}
        data={[all, ...ADMIN_PAYMENT_FILTERS.map((v) => ({ value: v, label: t(`filters.payment_option.${v}`) }))]}
        {...pick('payment')}
      />
      <Select
        label={t('filters.session')}
        data={[all, ...ADMIN_SESSION_FILTERS.map((v) => ({ value: v, label: t(`filters.session_option.${v}`) }))]}
        {...pick('session')}
      />
    </>
  );
}
