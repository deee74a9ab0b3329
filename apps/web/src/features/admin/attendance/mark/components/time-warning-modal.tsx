import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { academyClock, type AttendanceCandidate } from '@academy/shared';
import { useLanguage } from '@/i18n/use-language';
import { localizedName } from '@/lib/course-name';
import { SlotsText } from './slots-text';

/** Spec 2 "time restriction warning": the scan is outside the section's window; Mark anyway forces it. */
export function TimeWarningModal({
  candidate,
  currentTime,
  schedule,
  onConfirm,
  onCancel,
}: {
  candidate: AttendanceCandidate | null;
  currentTime: string;
  schedule: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('admin-scan');
  const { lang } = useLanguage();
  const [now] = useState(() => academyClock(new Date()).time);
  const time = /^\d{2}:\d{2}/.test(currentTime) ? currentTime.slice(0, 5) : (/T(\d{2}:\d{2})/.exec(currentTime)?.[1] ?? now);

  return (
    <Modal opened onClose={onCancel} centered title={t('time_warning.title')} closeButtonProps={{ 'aria-label': t('dialogs.close') }}>
      <Stack gap="md" data-testid="time-warning">
        <Alert color="yellow" variant="light" icon={<IconClockExclamation size={22} aria-hidden />}>
          {t('time_warning.text')}
        </Alert>
        {candidate && (
          <Text fw={700}>
            {localizedName({ name: candidate.course_name, name_ar: candidate.course_name_ar }, lang)} · {candidate.section_name}
          </Text>
        )}
        <Stack gap={4}>
          <Text size="sm">
            {t('time_warning.current_time')}: <bdi dir="ltr">{time}</bdi>
          </Text>
          <Text size="sm">
            {t('time_warning.schedule')}:{' '}
            {candidate ? <SlotsText slots={candidate.slots} fallback={schedule || candidate.schedule} /> : <bdi dir="ltr">{schedule}</bdi>}
          </Text>
        </Stack>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('dialogs.cancel')}
          </Button>
          <Button color="yellow" onClick={onConfirm} data-autofocus data-testid="mark-anyway">
            {t('time_warning.mark_anyway')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
