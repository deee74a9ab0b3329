import { ActionIcon, Alert, Button, Group, Modal, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconInfoCircle, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SCHEDULE_TIMES, slotsOverlap, sortSlots, type AdminSection, type WeeklySlot } from '@academy/shared';
import { useLanguage } from '@/i18n/use-language';
import { weekdayNames } from '../lib/days';
import { DAY_START, newSlotAt, toMinutes } from '../lib/grid-geometry';
import { courseNameOf, isolated } from '../lib/section-label';
import { ScheduleLabel } from './schedule-label';

const MAX_SLOTS = 14;

interface Row {
  key: number;
  day: string;
  start: string;
  end: string;
}

interface Props {
  section: AdminSection;
  /** Minutes a new meeting gets (the course's session length). */
  length: number;
  busy: boolean;
  onClose: () => void;
  onSubmit: (slots: WeeklySlot[]) => void;
}

let nextKey = 1;
const rowOf = (slot: WeeklySlot): Row => ({
  key: nextKey++,
  day: String(slot.day_of_week),
  start: slot.start_time.slice(0, 5),
  end: slot.end_time.slice(0, 5),
});
const slotOf = (row: Row): WeeklySlot => ({ day_of_week: Number(row.day), start_time: row.start, end_time: row.end });
/** The scheduler's half hours, plus a time already saved off the grid so it still shows. */
const timeChoices = (value: string) => (SCHEDULE_TIMES.includes(value) ? SCHEDULE_TIMES : [...SCHEDULE_TIMES, value].sort());

/**
 * Schedule a section (spec 2): a day, a start and an end per meeting, in half hours from 08:00 to 22:00;
 * meetings can be added (a section may meet several days) and removed (none leaves it TBD).
 */
export function ScheduleDialog({ section, length, busy, onClose, onSubmit }: Props) {
  const { t } = useTranslation('admin-schedule');
  const { lang, locale } = useLanguage();
  const days = weekdayNames(locale).map((label, day) => ({ value: String(day), label }));
  const [rows, setRows] = useState<Row[]>(() =>
    section.slots.length ? sortSlots(section.slots).map(rowOf) : [rowOf(newSlotAt(0, DAY_START, length))],
  );
  const [submitted, setSubmitted] = useState(false);

  const errors = rows.map((row, i) => {
    if (toMinutes(row.end) <= toMinutes(row.start)) return t('dialog.end_after_start');
    if (rows.slice(0, i).some((other) => slotsOverlap(slotOf(other), slotOf(row)))) return t('dialog.overlap');
    return null;
  });
  const change = (key: number, patch: Partial<Row>) => setRows((all) => all.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const add = () => {
    const last = rows.at(-1);
    const day = last ? (Number(last.day) + 1) % 7 : 0;
    const start = last?.start ?? DAY_START;
    setRows((all) => [...all, rowOf(newSlotAt(day, start, last ? toMinutes(last.end) - toMinutes(last.start) : length))]);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (errors.some(Boolean)) return;
    onSubmit(rows.map(slotOf));
  };

  return (
    <Modal
      opened
      onClose={onClose}
      centered
      size="lg"
      title={t('dialog.title', { course: courseNameOf(section, lang), section: section.section_name })}
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
    >
      <form onSubmit={submit} noValidate data-testid="schedule-dialog">
        <Stack gap="sm">
          <Text size="sm">
            {t('dialog.current')} <ScheduleLabel slots={section.slots} />
          </Text>
          <Group gap="md" wrap="wrap" data-testid="schedule-dialog-staff">
            <Text size="sm" c={section.teacher_name ? undefined : 'dimmed'}>
              {section.teacher_name ? t('dialog.teacher', { name: isolated(section.teacher_name) }) : t('dialog.no_teacher')}
            </Text>
            {section.room_name && <Text size="sm">{t('dialog.room', { name: isolated(section.room_name) })}</Text>}
          </Group>
          {rows.map((row, i) => (
            <Paper key={row.key} withBorder radius="sm" p="xs" data-testid="schedule-dialog-row">
              <Group align="flex-end" gap="xs" wrap="nowrap">
                <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs" style={{ flex: 1 }}>
                  <Select
                    label={t('dialog.day')}
                    data={days}
                    value={row.day}
                    onChange={(v) => v && change(row.key, { day: v })}
                    allowDeselect={false}
                  />
                  <Select
                    label={t('dialog.start')}
                    data={timeChoices(row.start).slice(0, -1)}
                    value={row.start}
                    onChange={(v) => v && change(row.key, { start: v })}
                    allowDeselect={false}
                  />
                  <Select
                    label={t('dialog.end')}
                    data={timeChoices(row.end).slice(1)}
                    value={row.end}
                    onChange={(v) => v && change(row.key, { end: v })}
                    allowDeselect={false}
                    error={submitted ? errors[i] : undefined}
                  />
                </SimpleGrid>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  mb={errors[i] && submitted ? 22 : 2}
                  aria-label={t('dialog.remove', { n: i + 1 })}
                  onClick={() => setRows((all) => all.filter((r) => r.key !== row.key))}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            </Paper>
          ))}
          {rows.length === 0 && (
            <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
              {t('dialog.none')}
            </Alert>
          )}
          <Group justify="flex-start">
            <Button variant="subtle" leftSection={<IconPlus size={16} aria-hidden />} onClick={add} disabled={rows.length >= MAX_SLOTS}>
              {t('dialog.add')}
            </Button>
          </Group>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {t('dialog.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('dialog.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
