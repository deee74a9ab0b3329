import { SegmentedControl, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminRegistrationsResponse } from '@academy/shared';
import { useLanguage } from '@/i18n/use-language';
import { formatNumber } from '@/lib/format';
import { SearchInput } from '../../components/search-input';
import { localizedName } from '@/lib/course-name';
import { REGISTRATION_FILTER_STATUSES } from '../hooks/use-registration-filters';
import type { RegistrationsQuery } from '../api/query-keys';

interface Props {
  status: RegistrationsQuery['status'];
  courseId: number | undefined;
  search: string | undefined;
  counts: AdminRegistrationsResponse['counts'] | undefined;
  courses: AdminRegistrationsResponse['courses'];
  onChange: (
    changes: Partial<Record<'status' | 'course_id' | 'search', string | number | undefined>>,
    options?: { replace?: boolean },
  ) => void;
}

/** Status (with its count), course and a search by name or e-mail. */
export function RegistrationFilters({ status, courseId, search, counts, courses, onChange }: Props) {
  const { t } = useTranslation('admin');
  const { lang, locale } = useLanguage();
  const statusLabel = useId();
  const phone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  const label = (s: (typeof REGISTRATION_FILTER_STATUSES)[number]) => {
    const name = t(`registrations.filters.${s}`);
    if (!counts) return name;
    const n = s === 'all' ? counts.pending + counts.approved + counts.rejected : counts[s];
    return t('registrations.filters.with_count', { label: name, n: formatNumber(n, locale) });
  };
  return (
    <Stack gap="sm">
      <div role="group" aria-labelledby={statusLabel}>
        <Text id={statusLabel} size="sm" fw={500} mb={4}>
          {t('registrations.filters.status')}
        </Text>
        <SegmentedControl
          value={status}
          onChange={(value) => onChange({ status: value })}
          data={REGISTRATION_FILTER_STATUSES.map((s) => ({ value: s, label: label(s) }))}
          orientation={phone ? 'vertical' : 'horizontal'}
          fullWidth={phone}
        />
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label={t('filters.course')}
          placeholder={t('filters.all_courses')}
          data={courses.map((c) => ({ value: String(c.id), label: localizedName(c, lang) }))}
          value={courseId ? String(courseId) : null}
          onChange={(value) => onChange({ course_id: value ?? undefined })}
          searchable
          clearable
          nothingFoundMessage={t('filters.no_courses')}
        />
        <SearchInput
          label={t('registrations.filters.search')}
          placeholder={t('registrations.filters.search_placeholder')}
          value={search ?? ''}
          onSearch={(value) => onChange({ search: value }, { replace: true })}
        />
      </SimpleGrid>
    </Stack>
  );
}
