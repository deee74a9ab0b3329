import { ActionIcon, Group, Select } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/i18n/use-language';
import { monthLabel, shiftMonth } from '@/lib/pay-month';

/** How many months back the list offers (the arrows go further). */
const MONTHS_BACK = 24;

/**
 * The month of a pay statement or list: previous / next arrows around a list of months in the reader's
 * language ("November 2026", "نوفمبر 2026"), never past `latest` (the academy's current month).
 */
export function MonthPicker({ value, latest, onChange }: { value: string; latest: string; onChange: (month: string) => void }) {
  const { t } = useTranslation('pay');
  const { locale, dir } = useLanguage();
  const months = Array.from({ length: MONTHS_BACK + 1 }, (_, i) => shiftMonth(latest, -i));
  if (!months.includes(value)) months.push(value);
  const data = months.map((month) => ({ value: month, label: monthLabel(month, locale) }));
  // The arrows point the way the page reads: "earlier" is to the start side.
  const Earlier = dir === 'rtl' ? IconChevronRight : IconChevronLeft;
  const Later = dir === 'rtl' ? IconChevronLeft : IconChevronRight;
  return (
    <Group gap={6} wrap="nowrap" data-testid="month-picker">
      <ActionIcon variant="default" size={42} aria-label={t('month.previous')} onClick={() => onChange(shiftMonth(value, -1))}>
        <Earlier size={18} aria-hidden />
      </ActionIcon>
      <Select
        aria-label={t('month.label')}
        data={data}
        value={value}
        onChange={(month) => month && onChange(month)}
        allowDeselect={false}
        size="md"
        w={190}
        comboboxProps={{ withinPortal: true }}
        data-testid="month-select"
      />
      <ActionIcon
        variant="default"
        size={42}
        aria-label={t('month.next')}
        disabled={value >= latest}
        onClick={() => onChange(shiftMonth(value, 1))}
      >
        <Later size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
