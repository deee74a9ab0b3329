import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WeeklySlot } from '@academy/shared';
import { useLanguage } from '@/i18n/use-language';

/** A section's weekly slots in the page's language ("Sunday 08:30–11:00 · Tuesday 08:30–11:00"). */
export function SlotsText({ slots, fallback }: { slots: WeeklySlot[]; fallback?: string }) {
  const { t } = useTranslation('admin-scan');
  const { locale } = useLanguage();
  if (slots.length === 0) {
    return (
      <Text span size="sm" c="dimmed">
        {fallback ? <bdi dir="ltr">{fallback}</bdi> : t('sections.not_scheduled')}
      </Text>
    );
  }
  // 7 January 2024 was a Sunday.
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  return (
    <Text span size="sm">
      {slots.map((slot, i) => (
        <span key={`${slot.day_of_week}-${slot.start_time}`}>
          {i > 0 && ' · '}
          {weekday.format(new Date(Date.UTC(2024, 0, 7 + slot.day_of_week)))}{' '}
          <bdi dir="ltr">
            {slot.start_time.slice(0, 5)}–{slot.end_time.slice(0, 5)}
          </bdi>
        </span>
      ))}
    </Text>
  );
}
