import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { scheduleText, sortSlots, weekdayName, type WeeklySlot } from '@academy/shared';
import { useLanguage } from '@/i18n/use-language';
import { slotTimes } from '../lib/days';

/**
 * A schedule as the spec writes it ('Tue 16:00-17:30, Thu 16:00-17:30'), the day in the page's language
 * and the times kept left to right; 'TBD' (translated) when the section has no meeting.
 */
export function ScheduleLabel({ slots }: { slots: readonly WeeklySlot[] }) {
  const { t } = useTranslation('admin-schedule');
  const { locale } = useLanguage();
  if (!slots.length) return <span data-schedule="TBD">{t('tbd')}</span>;
  return (
    <span data-schedule={scheduleText(slots)} data-testid="schedule-label">
      {sortSlots(slots).map((slot, i) => (
        <Fragment key={`${slot.day_of_week}-${slot.start_time}`}>
          {i > 0 && t('separator')}
          {weekdayName(slot.day_of_week, locale, 'short')} <bdi dir="ltr">{slotTimes(slot)}</bdi>
        </Fragment>
      ))}
    </span>
  );
}
