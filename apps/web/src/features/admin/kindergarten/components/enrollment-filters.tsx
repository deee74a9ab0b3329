import { Chip, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { KINDERGARTEN_FILTERS, type KindergartenEnrollmentsResponse } from '@academy/shared';
import { useLanguage } from '@/i18n/use-language';
import { formatNumber } from '@/lib/format';
import { SearchInput } from '../../components/search-input';
import type { KindergartenEnrollmentsQuery } from '../api/query-keys';

interface Props {
  filter: KindergartenEnrollmentsQuery['filter'];
  search: string;
  counts: KindergartenEnrollmentsResponse['counts'] | undefined;
  onFilter: (filter: KindergartenEnrollmentsQuery['filter']) => void;
  onSearch: (search: string | undefined) => void;
}

/** The tabs All / Active / Pending Payment / Expired with their counts, and the search by child or parent. */
export function EnrollmentFilters({ filter, search, counts, onFilter, onSearch }: Props) {
  const { t } = useTranslation('admin-kindergarten');
  const { locale } = useLanguage();
  return (
    <Stack gap="sm">
      <Stack gap={4} role="radiogroup" aria-labelledby="kg-filter-label">
        <Text size="sm" fw={500} id="kg-filter-label">
          {t('enrollments.filter_label')}
        </Text>
        <Chip.Group multiple={false} value={filter} onChange={(value) => onFilter(value as KindergartenEnrollmentsQuery['filter'])}>
          <Group gap="xs" wrap="wrap">
            {KINDERGARTEN_FILTERS.map((f) => (
              <Chip key={f} value={f} type="radio" variant="light" wrapperProps={{ 'data-testid': `kg-filter-${f}` }}>
                {t(`enrollments.filter_${f}`)}
                {counts && (
                  <Text span size="xs" c="dimmed" ms={6}>
                    <bdi>{formatNumber(counts[f], locale)}</bdi>
                  </Text>
                )}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Stack>
      <SearchInput value={search} onSearch={onSearch} label={t('enrollments.search')} placeholder={t('enrollments.search_placeholder')} />
    </Stack>
  );
}
