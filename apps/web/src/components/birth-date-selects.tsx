import { Fieldset, Input, NativeSelect, SimpleGrid } from '@mantine/core';
import { useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { monthNames, formatNumber } from '@/lib/format';
import { recentYears, type BirthDateParts } from '@/lib/birth-date';
import { useLanguage } from '@/i18n/use-language';

interface Props {
  legend: string;
  value: BirthDateParts;
  onChange: (part: keyof BirthDateParts, value: string) => void;
  years: number;
  error?: string;
}

/** Date of birth as three native selects (day, month, year), month names from Intl. */
export function BirthDateSelects({ legend, value, onChange, years, error }: Props) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const errorId = useId();
  const placeholder = (label: string) => ({ value: '', label, disabled: true });
  const days = Array.from({ length: 31 }, (_, i) => ({ value: String(i + 1), label: formatNumber(i + 1, locale) }));
  const months = monthNames(locale).map((name, i) => ({ value: String(i + 1), label: name }));
  const yearOptions = recentYears(years).map((y) => ({ value: String(y), label: String(y) }));
  const common = (part: keyof BirthDateParts) => ({
    value: value[part],
    onChange: (event: ChangeEvent<HTMLSelectElement>) => onChange(part, event.currentTarget.value),
    error: Boolean(error),
    'aria-describedby': error ? errorId : undefined,
  });

  return (
    <Fieldset legend={legend} variant="unstyled">
      <SimpleGrid cols={3} spacing="xs">
        <NativeSelect label={t('date.day')} data={[placeholder('—'), ...days]} {...common('birth_day')} />
        <NativeSelect label={t('date.month')} data={[placeholder('—'), ...months]} {...common('birth_month')} />
        <NativeSelect label={t('date.year')} data={[placeholder('—'), ...yearOptions]} {...common('birth_year')} />
      </SimpleGrid>
      {error && (
        <Input.Error id={errorId} mt={6}>
          {error}
        </Input.Error>
      )}
    </Fieldset>
  );
}
