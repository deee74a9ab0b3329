import { Stack, Text } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { sortSlots, weekdayName, type SectionSummary } from '@academy/shared';
import { useLanguage } from '@/i18n/use-language';

/** "08:30" from "08:30" or "08:30:00". */
const clock = (time: string) => time.slice(0, 5);

/** A section's weekly slots, Sunday first: day names from Intl in the page's locale, times kept left to right. */
export function SectionSchedule({ section }: { section: Pick<SectionSummary, 'slots' | 'schedule'> }) {
  const { t } = useTranslation('courses');
  const { locale } = useLanguage();
  if (section.slots.length === 0) {
    const text = section.schedule?.trim();
    return (
      <Text size="sm" c="dimmed">
        {!text || text.toUpperCase() === 'TBD' ? t('sections.tbd') : <bdi>{text}</bdi>}
      </Text>
    );
  }
  return (
    <Stack gap={0}>
      {sortSlots(section.slots).map((slot) => (
        <Text size="sm" key={`${slot.day_of_week}-${slot.start_time}`}>
          <Trans
            t={t}
            i18nKey="sections.slot"
            values={{ day: weekdayName(slot.day_of_week, locale), start: clock(slot.start_time), end: clock(slot.end_time) }}
            components={{ clock: <bdi dir="ltr" /> }}
          />
        </Text>
      ))}
    </Stack>
  );
}
