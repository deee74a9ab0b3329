import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { weekdayName, type AdminSection, type ScheduleConflict, type WeeklySlot } from '@academy/shared';
import { useLanguage } from '@/i18n/use-language';
import { formatNumber } from '@/lib/format';
import { isolatedTimes } from '../lib/days';
import { courseNameOf, isolated, sectionLabel } from '../lib/section-label';
import { ScheduleLabel } from './schedule-label';

export interface PendingChange {
  section: AdminSection;
  slots: WeeklySlot[];
  /** Sections sharing students, the teacher or the room that would meet at the same time (the server's dry run). */
  warnings: ScheduleConflict[];
  /** Two meetings of the section itself at once: the server refuses that, so it cannot be saved. */
  selfOverlap: [WeeklySlot, WeeklySlot] | null;
}

interface Props {
  pending: PendingChange;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Before saving a schedule that overlaps: what overlaps, then Save anyway or Cancel. */
export function ScheduleWarnings({ pending, busy, onConfirm, onCancel }: Props) {
  const { t } = useTranslation('admin-schedule');
  const { lang, locale } = useLanguage();
  const when = (slot: WeeklySlot) => `${weekdayName(slot.day_of_week, locale)} ${isolatedTimes(slot)}`;
  return (
    <Modal opened onClose={onCancel} centered size="lg" title={t('warnings.title')} closeButtonProps={{ 'aria-label': t('dialog.close') }}>
      <Stack gap="md" data-testid="schedule-warnings">
        <Text size="sm">
          {t('warnings.change', { course: courseNameOf(pending.section, lang), section: pending.section.section_name })}{' '}
          <ScheduleLabel slots={pending.slots} />
        </Text>
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />} title={t('warnings.alert_title')}>
          <List size="sm" spacing={4}>
            {pending.selfOverlap && (
              <List.Item>{t('warnings.self', { first: when(pending.selfOverlap[0]), second: when(pending.selfOverlap[1]) })}</List.Item>
            )}
            {pending.warnings.map((w) => (
              <List.Item key={`${w.kind}-${w.other_section_id}-${w.slot.day_of_week}-${w.slot.start_time}-${w.other_slot.start_time}`}>
                {w.kind === 'teacher'
                  ? t('warnings.teacher', {
                      teacher: isolated(w.teacher_name ?? ''),
                      other: sectionLabel(w.other_course_name, w.other_section_name),
                      when: when(w.other_slot),
                    })
                  : w.kind === 'room'
                    ? t('warnings.room', {
                        room: isolated(w.room_name ?? ''),
                        other: sectionLabel(w.other_course_name, w.other_section_name),
                        when: when(w.other_slot),
                      })
                    : t('warnings.shared', {
                        other: sectionLabel(w.other_course_name, w.other_section_name),
                        when: when(w.other_slot),
                        count: w.shared_students,
                        n: formatNumber(w.shared_students, locale),
                      })}
              </List.Item>
            ))}
          </List>
        </Alert>
        {pending.selfOverlap && (
          <Text size="sm" c="dimmed">
            {t('warnings.self_hint')}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {t('dialog.cancel')}
          </Button>
          {!pending.selfOverlap && (
            <Button color="yellow" onClick={onConfirm} loading={busy}>
              {t('warnings.save_anyway')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
