import { Button, Grid, Group, Select } from '@mantine/core';
import { DatePickerInput, type DatePickerInputProps } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { IconCalendar, IconFilterOff } from '@tabler/icons-react';
import { dayjsLocale } from '@/lib/dayjs-locale';
import { useTranslation } from 'react-i18next';
import { ATTENDANCE_STATUSES } from '@academy/shared';
import { useLanguage } from '@/i18n/use-language';
import { SearchInput } from '../../../components/search-input';
import { dateLimits, type OverviewFilters as Filters } from '../lib/overview-params';
import { shortDate } from '../lib/short-date';

interface Props {
  filters: Filters;
  hasFilters: boolean;
  /** The range the server used when none is chosen (shown as the date fields' placeholders). */
  range: { start_date: string; end_date: string } | undefined;
  /** Today on the academy's clock: no later day can be picked. */
  today: string;
  onChange: (changes: Partial<Record<keyof Filters, string | undefined>>) => void;
  onClear: () => void;
}

/** From / to dates (calendar in the page's language), status, a search sent 300 ms after the last key, Clear. */
export function OverviewFilters({ filters, hasFilters, range, today, onChange, onClear }: Props) {
  const { t } = useTranslation('admin-attendance');
  const { lang, locale } = useLanguage();
  const limits = dateLimits(filters, today);
  const dateProps: Partial<DatePickerInputProps> = {
    locale: dayjsLocale(lang),
    valueFormat: 'D MMM YYYY',
    clearable: true,
    // The academy's week runs Sunday to Saturday (spec 9); the Algerian weekend is Friday and Saturday.
    firstDayOfWeek: 0,
    weekendDays: [5, 6],
    leftSection: <IconCalendar size={16} aria-hidden />,
    popoverProps: { withinPortal: true },
  };
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <Grid gutter="md" style={{ flex: '1 1 40rem' }}>
        <Grid.Col span={{ base: 6, md: 3 }}>
          <DatePickerInput
            {...dateProps}
            label={t('filters.start_date')}
            placeholder={range ? shortDate(range.start_date, locale, true) : t('filters.pick_date')}
            value={filters.start_date ?? null}
            minDate={limits.start.min}
            maxDate={limits.start.max}
            onChange={(value) => onChange({ start_date: value ?? undefined })}
            clearButtonProps={{ 'aria-label': t('filters.clear_date') }}
            data-testid="filter-start-date"
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 3 }}>
          <DatePickerInput
            {...dateProps}
            label={t('filters.end_date')}
            placeholder={range ? shortDate(range.end_date, locale, true) : t('filters.pick_date')}
            value={filters.end_date ?? null}
            minDate={limits.end.min}
            maxDate={limits.end.max}
            onChange={(value) => onChange({ end_date: value ?? undefined })}
            clearButtonProps={{ 'aria-label': t('filters.clear_date') }}
            data-testid="filter-end-date"
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 5, md: 2 }}>
          <Select
            label={t('filters.status')}
            data={[
              { value: '', label: t('filters.all_statuses') },
              ...ATTENDANCE_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })),
            ]}
            value={filters.status ?? ''}
            onChange={(value) => onChange({ status: value || undefined })}
            allowDeselect={false}
            data-testid="filter-status"
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 7, md: 4 }}>
          <SearchInput
            value={filters.search ?? ''}
            onSearch={(search) => onChange({ search })}
            label={t('filters.search')}
            placeholder={t('filters.search_placeholder')}
          />
        </Grid.Col>
      </Grid>
      {hasFilters && (
        <Button variant="subtle" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={onClear}>
          {t('filters.clear')}
        </Button>
      )}
    </Group>
  );
}
