import { Alert, Badge, Button, Group, Kbd, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttendanceCandidate } from '@academy/shared';
import { useLanguage } from '@/i18n/use-language';
import { formatNumber } from '@/lib/format';
import { localizedName } from '@/lib/course-name';
import { SlotsText } from './slots-text';

const WINDOW_COLOR = { open: 'green', too_early: 'yellow', too_late: 'orange', not_today: 'gray' } as const;

/**
 * Several sections the student may be marked in: number keys 1..9 pick one, the arrows move and Enter
 * picks, Escape cancels. A section already marked today is shown but cannot be picked.
 */
export function ChooseSectionModal({
  candidates,
  outsideWindow,
  onPick,
  onCancel,
}: {
  candidates: AttendanceCandidate[];
  outsideWindow: boolean;
  onPick: (candidate: AttendanceCandidate) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('admin-scan');
  const { lang, locale } = useLanguage();
  const firstOpen = Math.max(
    0,
    candidates.findIndex((c) => !c.already_marked),
  );
  const [active, setActive] = useState(firstOpen);

  const pick = (index: number) => {
    const candidate = candidates[index];
    if (candidate && !candidate.already_marked) onPick(candidate);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (/^[1-9]$/.test(event.key)) {
      event.preventDefault();
      pick(Number(event.key) - 1);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + candidates.length) % candidates.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      pick(active);
    }
  };

  return (
    <Modal opened onClose={onCancel} centered size="lg" title={t('sections.title')} closeButtonProps={{ 'aria-label': t('dialogs.close') }}>
      <Stack gap="sm" onKeyDown={onKeyDown} data-testid="choose-section">
        <Text size="sm" c="dimmed">
          {t('sections.hint')}
        </Text>
        {outsideWindow && (
          <Alert color="yellow" icon={<IconClockExclamation size={20} aria-hidden />}>
            {t('sections.outside_window')}
          </Alert>
        )}
        <Stack
          gap={6}
          role="listbox"
          aria-label={t('sections.title')}
          aria-activedescendant={`section-option-${active}`}
          tabIndex={0}
          data-autofocus
        >
          {candidates.map((c, index) => (
            <UnstyledButton
              key={c.enrollment_id}
              id={`section-option-${index}`}
              role="option"
              aria-selected={index === active}
              aria-disabled={c.already_marked}
              disabled={c.already_marked}
              onClick={() => pick(index)}
              onMouseEnter={() => setActive(index)}
              p="sm"
              style={{
                borderRadius: 'var(--mantine-radius-md)',
                border: `2px solid ${index === active ? 'var(--mantine-color-blue-6)' : 'var(--mantine-color-default-border)'}`,
                opacity: c.already_marked ? 0.55 : 1,
              }}
            >
              <Group gap="sm" wrap="nowrap" align="flex-start">
                {index < 9 && <Kbd>{formatNumber(index + 1, locale)}</Kbd>}
                <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                  <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                    {localizedName({ name: c.course_name, name_ar: c.course_name_ar }, lang)} · {c.section_name}
                  </Text>
                  <SlotsText slots={c.slots} fallback={c.schedule} />
                </Stack>
                <Stack gap={4} align="flex-end">
                  <Badge color={WINDOW_COLOR[c.window]} variant="light">
                    {t(`window.${c.window}`)}
                  </Badge>
                  {c.already_marked && (
                    <Badge color="gray" variant="outline">
                      {t('sections.already_marked')}
                    </Badge>
                  )}
                </Stack>
              </Group>
            </UnstyledButton>
          ))}
        </Stack>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('dialogs.cancel')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
