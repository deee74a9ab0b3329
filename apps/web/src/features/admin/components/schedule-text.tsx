import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminSection } from '@academy/shared';
import { useLanguage } from '@/i18n/use-language';

/** A section's weekly slots in the page's language ("Sunday 17:00–19:00 · Tuesday 14:00–16:00"), or "Not scheduled yet". */
export function ScheduleText({ section }: { section: Pick<AdminSection, 'slots' | 'is_scheduled'> }) {
  const { t } = useTranslation('admin-courses');
  const { locale } = useLanguage();
  if (!section.is_scheduled || section.slots.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('sections.tbd')}
      </Text>
    );
  }
  // 7 January 2024 was a Sunday.
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  return (
    <Text size="sm" data-testid="section-schedule">
      {section.slots.map((slot, i) => (
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
