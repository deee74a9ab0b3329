import type { AdminSection } from '@academy/shared';

/** What a dragged thing is: a placed meeting, the resize handle of one, or a section from the unscheduled list. */
export type DragData =
  | { kind: 'slot'; section: AdminSection; index: number }
  | { kind: 'resize'; section: AdminSection; index: number }
  | { kind: 'section'; section: AdminSection };

/** A cell of the grid a meeting can be dropped on. */
export interface CellData {
  day: number;
  time: string;
}

export const cellId = (day: number, time: string) => `cell-${day}-${time}`;
export const slotId = (sectionId: number, index: number) => `slot-${sectionId}-${index}`;
export const resizeId = (sectionId: number, index: number) => `resize-${sectionId}-${index}`;
export const sectionId = (id: number) => `section-${id}`;
