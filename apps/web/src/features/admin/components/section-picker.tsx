import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import type { SectionSummary } from '@academy/shared';
import { SectionSchedule } from '@/components/section-schedule';

interface Props {
  sections: SectionSummary[];
  onChoose: (section: SectionSummary) => void;
  /** The section being saved: its button spins, the others wait. */
  busyId: number | null;
  /** Sections that cannot be chosen, with the reason shown on the button (e.g. the current one). */
  unavailable?: Map<number, string>;
  emptyText: string;
}

const isFull = (s: SectionSummary) => s.is_full || s.available_seats <= 0;

/** Sections with their week and free seats, each with a Choose button; a full one cannot be chosen. */
export function SectionPicker({ sections, onChoose, busyId, unavailable, emptyText }: Props) {
  const { t } = useTranslation('admin');
  if (sections.length === 0) {
    return (
      <Alert color="yellow" data-testid="no-sections">
        {emptyText}
      </Alert>
    );
  }
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('sections.list_label')}>
      {sections.map((section) => {
        const name = section.section_name || section.name;
        const reason = unavailable?.get(section.id) ?? (isFull(section) ? t('sections.full') : undefined);
        return (
          <Paper key={section.id} withBorder p="sm" radius="md" component="li" data-testid="section-option">
            <Group justify="space-between" align="center" gap="sm">
              <Stack gap={4} miw={0} style={{ flex: '1 1 14rem' }}>
                <Text fw={600}>{name}</Text>
                <SectionSchedule section={section} />
                <Text size="sm" c={isFull(section) ? 'red' : 'dimmed'}>
                  <Trans
                    t={t}
                    i18nKey="sections.seats_left"
                    count={Math.max(0, section.available_seats)}
                    components={{ n: <bdi dir="ltr" /> }}
                  />
                </Text>
              </Stack>
              <Button
                onClick={() => onChoose(section)}
                disabled={Boolean(reason) || (busyId !== null && busyId !== section.id)}
                loading={busyId === section.id}
                variant={reason ? 'default' : 'filled'}
                aria-label={reason ? `${name}: ${reason}` : t('sections.choose_label', { section: name })}
              >
                {reason ?? t('sections.choose')}
              </Button>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
