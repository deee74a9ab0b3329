import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  pointerWithin,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { Card, Stack } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { weekdayName, type AdminSection, type WeeklySlot } from '@academy/shared';
import { useLanguage } from '@/i18n/use-language';
import type { CellData, DragData } from '../lib/drag-data';
import { moveSlot, newSlotAt, replaceSlot, resizeSlot, rowsOfDrag } from '../lib/grid-geometry';
import { courseNameOf, sectionLabel } from '../lib/section-label';
import { BlockContent } from './slot-block';
import { ROW_HEIGHT, ScheduleGrid } from './schedule-grid';
import { UnscheduledFace, UnscheduledList } from './unscheduled-list';
import classes from './schedule-grid.module.css';

interface Props {
  sections: AdminSection[];
  conflictIds: ReadonlySet<number>;
  busyId: number | null;
  /** Minutes a section dragged from the unscheduled list gets (its course's session length). */
  lengthOf: (section: AdminSection) => number;
  onChange: (section: AdminSection, slots: WeeklySlot[]) => void;
  onEdit: (section: AdminSection) => void;
}

/**
 * A placed meeting lands where its top is (so grabbing it by the middle does not shift it); a card from
 * the unscheduled list lands where the pointer is. The resize handle lands nowhere: its drop is a length.
 */
const collisionDetection: CollisionDetection = (args) => {
  const data = args.active.data.current as DragData | undefined;
  if (data?.kind === 'resize') return [];
  const rect = args.collisionRect;
  const top = { x: rect.left + rect.width / 2, y: rect.top + ROW_HEIGHT / 2 };
  const point = data?.kind === 'slot' || !args.pointerCoordinates ? top : args.pointerCoordinates;
  return pointerWithin({ ...args, pointerCoordinates: point });
};

export function ScheduleBoard({ sections, conflictIds, busyId, lengthOf, onChange, onEdit }: Props) {
  const { t } = useTranslation('admin-schedule');
  const { lang, locale } = useLanguage();
  const [dragging, setDragging] = useState<DragData | null>(null);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor),
  );
  const scheduled = useMemo(() => sections.filter((s) => s.slots.length > 0), [sections]);
  const unscheduled = useMemo(() => sections.filter((s) => s.slots.length === 0), [sections]);

  const nameOf = (data: DragData | undefined) => (data ? sectionLabel(courseNameOf(data.section, lang), data.section.section_name) : '');
  const cellName = (cell: CellData | undefined) => (cell ? `${weekdayName(cell.day, locale)} \u2066${cell.time}\u2069` : '');
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('a11y.picked', { name: nameOf(active.data.current as DragData) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('a11y.over', { name: nameOf(active.data.current as DragData), cell: cellName(over.data.current as CellData) })
        : t('a11y.outside', { name: nameOf(active.data.current as DragData) }),
    onDragEnd: ({ active, over }) =>
      over
        ? t('a11y.dropped', { name: nameOf(active.data.current as DragData), cell: cellName(over.data.current as CellData) })
        : t('a11y.cancelled', { name: nameOf(active.data.current as DragData) }),
    onDragCancel: ({ active }) => t('a11y.cancelled', { name: nameOf(active.data.current as DragData) }),
  };

  const onDragStart = ({ active }: DragStartEvent) => setDragging((active.data.current as DragData) ?? null);
  const onDragEnd = ({ active, over, delta }: DragEndEvent) => {
    setDragging(null);
    const data = active.data.current as DragData | undefined;
    if (!data) return;
    const { section } = data;
    if (data.kind === 'resize') {
      const slot = section.slots[data.index];
      const rows = rowsOfDrag(delta.y, ROW_HEIGHT);
      if (slot && rows) onChange(section, replaceSlot(section.slots, data.index, resizeSlot(slot, rows)));
      return;
    }
    const cell = over?.data.current as CellData | undefined;
    if (!cell) return;
    if (data.kind === 'slot') {
      const slot = section.slots[data.index];
      if (slot) onChange(section, replaceSlot(section.slots, data.index, moveSlot(slot, cell.day, cell.time)));
    } else {
      onChange(section, [newSlotAt(cell.day, cell.time, lengthOf(section))]);
    }
  };

  const onResize = (section: AdminSection, index: number, slot: WeeklySlot) => onChange(section, replaceSlot(section.slots, index, slot));

  const overlay =
    dragging?.kind === 'slot' && dragging.section.slots[dragging.index] ? (
      <div className={`${classes.block} ${classes.overlay}`} aria-hidden>
        <BlockContent section={dragging.section} slot={dragging.section.slots[dragging.index]!} />
      </div>
    ) : dragging?.kind === 'section' ? (
      <Card withBorder radius="sm" padding="xs" shadow="md" className={classes.overlay} aria-hidden>
        <UnscheduledFace section={dragging.section} />
      </Card>
    ) : null;

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragging(null)}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('a11y.instructions') } }}
    >
      <Stack gap="md">
        <UnscheduledList sections={unscheduled} busyId={busyId} onSchedule={onEdit} />
        <ScheduleGrid sections={scheduled} conflictIds={conflictIds} busyId={busyId} onEdit={onEdit} onResize={onResize} />
      </Stack>
      <DragOverlay dropAnimation={null}>{overlay}</DragOverlay>
    </DndContext>
  );
}
