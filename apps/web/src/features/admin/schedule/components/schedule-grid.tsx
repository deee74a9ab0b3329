import { useDroppable } from '@dnd-kit/core';
import { VisuallyHidden } from '@mantine/core';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminSection, WeeklySlot } from '@academy/shared';
import { useLanguage } from '@/i18n/use-language';
import { weekdayNames } from '../lib/days';
import { cellId, type CellData } from '../lib/drag-data';
import { DAYS, ROW_TIMES, dayLanes } from '../lib/grid-geometry';
import { SlotBlock } from './slot-block';
import classes from './schedule-grid.module.css';

export const ROW_HEIGHT = 24;

interface Props {
  sections: AdminSection[];
  conflictIds: ReadonlySet<number>;
  busyId: number | null;
  onEdit: (section: AdminSection) => void;
  onResize: (section: AdminSection, index: number, slot: WeeklySlot) => void;
}

const Cell = memo(function Cell({ day, time }: CellData) {
  const { setNodeRef, isOver } = useDroppable({ id: cellId(day, time), data: { day, time } satisfies CellData });
  return (
    <div
      ref={setNodeRef}
      className={classes.cell}
      style={{ height: ROW_HEIGHT }}
      data-day={day}
      data-time={time}
      data-hour={time.endsWith(':30')}
      data-over={isOver}
    />
  );
});

/**
 * The week: a column per day (Sunday to Saturday, mirrored in Arabic), a half-hour row from 08:00 to
 * 22:00, each meeting of each section a block in its day at its time. Every cell takes drops.
 */
export function ScheduleGrid({ sections, conflictIds, busyId, onEdit, onResize }: Props) {
  const { t } = useTranslation('admin-schedule');
  const { locale, dir } = useLanguage();
  const days = weekdayNames(locale);

  const byDay = useMemo(() => {
    const placed = DAYS.map(() => [] as { section: AdminSection; index: number; slot: WeeklySlot }[]);
    for (const section of sections) section.slots.forEach((slot, index) => placed[slot.day_of_week]?.push({ section, index, slot }));
    return placed.map((items) => {
      const lanes = dayLanes(items.map((i) => i.slot));
      return items.map((item, i) => ({ ...item, lane: lanes[i]! }));
    });
  }, [sections]);

  return (
    <div className={classes.scroller}>
      <div className={classes.grid} dir={dir} role="group" aria-label={t('grid.label')} data-testid="schedule-grid">
        <div className={classes.corner}>
          <VisuallyHidden>{t('grid.time')}</VisuallyHidden>
        </div>
        {DAYS.map((day) => (
          <div key={day} className={classes.dayHead} data-day-head={day}>
            {days[day]}
          </div>
        ))}
        <div className={classes.gutter} style={{ height: ROW_TIMES.length * ROW_HEIGHT }} aria-hidden>
          {ROW_TIMES.filter((time) => time.endsWith(':00')).map((time) => (
            <div key={time} className={classes.timeLabel} style={{ top: ROW_TIMES.indexOf(time) * ROW_HEIGHT + 2 }}>
              <bdi dir="ltr">{time}</bdi>
            </div>
          ))}
        </div>
        {DAYS.map((day) => (
          <div key={day} className={classes.day} data-day-column={day}>
            {ROW_TIMES.map((time) => (
              <Cell key={time} day={day} time={time} />
            ))}
            {byDay[day]!.map(({ section, index, slot, lane }) => (
              <SlotBlock
                key={`${section.id}-${index}`}
                section={section}
                index={index}
                slot={slot}
                lane={lane}
                rowHeight={ROW_HEIGHT}
                conflict={conflictIds.has(section.id)}
                busy={busyId === section.id}
                onEdit={onEdit}
                onResize={onResize}
              />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
