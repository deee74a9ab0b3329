import { useDraggable } from '@dnd-kit/core';
import { VisuallyHidden } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { weekdayName, type AdminSection, type WeeklySlot } from '@academy/shared';
import { useLanguage } from '@/i18n/use-language';
import { isolatedTimes, slotTimes } from '../lib/days';
import { resizeId, slotId, type DragData } from '../lib/drag-data';
import { resizeSlot, rowsOfDrag, slotPlacement, type Lane } from '../lib/grid-geometry';
import { courseNameOf } from '../lib/section-label';
import classes from './schedule-grid.module.css';

interface Props {
  section: AdminSection;
  index: number;
  slot: WeeklySlot;
  lane: Lane;
  rowHeight: number;
  conflict: boolean;
  busy: boolean;
  onEdit: (section: AdminSection) => void;
  onResize: (section: AdminSection, index: number, slot: WeeklySlot) => void;
}

/** The text of a block: course, section, times (isolated left to right, also in Arabic), teacher and room. */
export function BlockContent({ section, slot }: { section: AdminSection; slot: WeeklySlot }) {
  const { lang } = useLanguage();
  return (
    <>
      {/* Each line takes the direction of its own text, so a Latin name in Arabic is cut at its end. */}
      <div className={classes.blockTitle} dir="auto">
        {courseNameOf(section, lang)}
      </div>
      <div className={classes.blockLine} dir="auto">
        {section.section_name}
      </div>
      <div className={classes.blockLine} dir="ltr">
        <bdi dir="ltr">{slotTimes(slot)}</bdi>
      </div>
      {section.teacher_name && (
        <div className={classes.blockLine} dir="auto" data-testid="schedule-block-teacher">
          {section.teacher_name}
        </div>
      )}
      {section.room_name && (
        <div className={classes.blockLine} dir="auto">
          {section.room_name}
        </div>
      )}
    </>
  );
}

/**
 * One meeting of a section on the grid: drag it to another cell to move it (keeping its length), drag
 * the bar at its bottom (or focus it and press the up / down arrows) to change its end in half hours,
 * click it to open the schedule dialog.
 */
export function SlotBlock({ section, index, slot, lane, rowHeight, conflict, busy, onEdit, onResize }: Props) {
  const { t } = useTranslation('admin-schedule');
  const { lang, locale } = useLanguage();
  const { setNodeRef, attributes, listeners, isDragging } = useDraggable({
    id: slotId(section.id, index),
    data: { kind: 'slot', section, index } satisfies DragData,
    attributes: { roleDescription: t('a11y.block_role') },
    disabled: busy,
  });
  const {
    setNodeRef: setHandleRef,
    listeners: handleListeners,
    isDragging: resizing,
    transform: resizeBy,
  } = useDraggable({
    id: resizeId(section.id, index),
    data: { kind: 'resize', section, index } satisfies DragData,
    disabled: busy,
  });

  // While the handle is dragged, the block already shows the end it will get.
  const shown = resizing && resizeBy ? resizeSlot(slot, rowsOfDrag(resizeBy.y, rowHeight)) : slot;
  const place = slotPlacement(shown);
  const label = t('block.label', {
    course: courseNameOf(section, lang),
    section: section.section_name,
    day: weekdayName(slot.day_of_week, locale),
    times: isolatedTimes(slot),
  });

  const onHandleKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    // The block's own keys (space / enter pick it up) stay with the block.
    event.stopPropagation();
    const rows = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (!rows) return;
    event.preventDefault();
    const next = resizeSlot(slot, rows);
    if (next.end_time !== slot.end_time) onResize(section, index, next);
  };

  // The block and its resize bar are siblings in one placed box: a button inside the block's own
  // role="button" would be a nested control (axe: nested-interactive).
  return (
    <div
      className={classes.slot}
      style={{
        top: place.top * rowHeight + 1,
        height: place.span * rowHeight - 2,
        insetInlineStart: `calc(${(lane.lane / lane.lanes) * 100}% + 2px)`,
        width: `calc(${100 / lane.lanes}% - 4px)`,
      }}
    >
      <div
        ref={setNodeRef}
        {...attributes}
        {...listeners}
        title={label}
        className={classes.block}
        data-testid="schedule-block"
        data-section-id={section.id}
        data-day={slot.day_of_week}
        data-start={slot.start_time.slice(0, 5)}
        data-end={slot.end_time.slice(0, 5)}
        data-inactive={!section.is_active || !section.course_is_active}
        data-conflict={conflict}
        data-dragging={isDragging}
        data-busy={busy}
        onClick={() => onEdit(section)}
      >
        <BlockContent section={section} slot={shown} />
        {/* Named by its visible lines plus this (an aria-label would not hold the visible words in order). */}
        <VisuallyHidden>{t('block.hint', { day: weekdayName(slot.day_of_week, locale) })}</VisuallyHidden>
      </div>
      <button
        type="button"
        ref={setHandleRef}
        className={classes.handle}
        aria-label={t('block.resize', { section: section.section_name })}
        {...handleListeners}
        onKeyDown={onHandleKey}
        onClick={(event) => event.stopPropagation()}
        disabled={busy}
      />
    </div>
  );
}
