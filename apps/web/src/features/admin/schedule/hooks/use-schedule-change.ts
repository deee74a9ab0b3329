import { notifications } from '@mantine/notifications';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminSection, WeeklySlot } from '@academy/shared';
import { useLanguage } from '@/i18n/use-language';
import { errorMessage, notifySuccess } from '@/lib/api/notify';
import { useCheckSectionSchedule, useSaveSectionSchedule } from '../api/update-section-schedule';
import { scheduleLabelText } from '../lib/days';
import { sameSlots, selfOverlap } from '../lib/grid-geometry';
import { courseNameOf, sectionLabel } from '../lib/section-label';
import type { PendingChange } from '../components/schedule-warnings';

/**
 * Every schedule change goes the same way, from the grid or the dialog: the server is asked first
 * (dry run); without warnings the change is saved, with warnings they are shown and the admin saves
 * anyway or cancels. A section meeting twice at once is caught here and cannot be saved.
 */
export function useScheduleChange() {
  const { t } = useTranslation('admin-schedule');
  const { lang, locale } = useLanguage();
  const check = useCheckSectionSchedule();
  const save = useSaveSectionSchedule();
  const [pending, setPending] = useState<PendingChange | null>(null);
  const afterSave = useRef<(() => void) | undefined>(undefined);

  const failed = (error: unknown) => notifications.show({ color: 'red', title: t('toasts.update_failed'), message: errorMessage(error) });

  const commit = (section: AdminSection, slots: WeeklySlot[]) =>
    save.mutate(
      { id: section.id, slots },
      {
        onSuccess: (saved) => {
          setPending(null);
          notifySuccess(
            t('toasts.saved', {
              name: sectionLabel(courseNameOf(saved.section, lang), saved.section.section_name),
              schedule: scheduleLabelText(saved.section.slots, locale, t('tbd'), t('separator')),
            }),
          );
          afterSave.current?.();
          afterSave.current = undefined;
        },
        onError: (error) => {
          setPending(null);
          failed(error);
        },
      },
    );

  /** Asks, then saves or shows the warnings. `onSaved` runs once the change is saved (closes the dialog). */
  const propose = (section: AdminSection, slots: WeeklySlot[], onSaved?: () => void) => {
    if (sameSlots(section.slots, slots)) {
      onSaved?.();
      return;
    }
    afterSave.current = onSaved;
    const own = selfOverlap(slots);
    if (own) {
      setPending({ section, slots, warnings: [], selfOverlap: own });
      return;
    }
    check.mutate(
      { id: section.id, slots },
      {
        onSuccess: (result) => {
          if (result.warnings.length) setPending({ section, slots, warnings: result.warnings, selfOverlap: null });
          else commit(section, slots);
        },
        onError: failed,
      },
    );
  };

  const busy = check.isPending || save.isPending;
  return {
    propose,
    pending,
    confirm: () => pending && commit(pending.section, pending.slots),
    cancel: () => {
      setPending(null);
      afterSave.current = undefined;
    },
    busy,
    saving: save.isPending,
    /** The section being checked or saved, so its block and card show it. */
    busyId: busy ? ((save.isPending ? save.variables?.id : check.variables?.id) ?? null) : null,
  };
}
