import { useDraggable } from '@dnd-kit/core';
import { Badge, Button, Card, Group, Paper, ScrollArea, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconCalendarPlus, IconGripVertical } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AdminSection } from '@academy/shared';
import { useLanguage } from '@/i18n/use-language';
import { formatNumber } from '@/lib/format';
import { sectionId, type DragData } from '../lib/drag-data';
import { courseNameOf } from '../lib/section-label';
import classes from './schedule-grid.module.css';

/** The face of an unscheduled section: course, section and seats (also drawn under the pointer while dragged). */
export function UnscheduledFace({ section }: { section: AdminSection }) {
  const { t } = useTranslation('admin-schedule');
  const { lang, locale } = useLanguage();
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <IconGripVertical size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2, color: 'var(--mantine-color-dimmed)' }} />
      <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
        <Text size="sm" fw={700} truncate>
          {courseNameOf(section, lang)}
        </Text>
        <Text size="sm" truncate>
          {section.section_name}
        </Text>
        <Text size="xs" c="dimmed">
          {t('list.seats', { taken: formatNumber(section.current_students, locale), max: formatNumber(section.max_students, locale) })}
        </Text>
      </Stack>
    </Group>
  );
}

function UnscheduledCard({
  section,
  busy,
  onSchedule,
}: {
  section: AdminSection;
  busy: boolean;
  onSchedule: (section: AdminSection) => void;
}) {
  const { t } = useTranslation('admin-schedule');
  const { setNodeRef, attributes, listeners, isDragging } = useDraggable({
    id: sectionId(section.id),
    data: { kind: 'section', section } satisfies DragData,
    attributes: { roleDescription: t('a11y.card_role') },
    disabled: busy,
  });
  return (
    <Card
      withBorder
      radius="sm"
      padding="xs"
      data-testid="unscheduled-section"
      data-section-id={section.id}
      data-dragging={isDragging}
      className={classes.card}
    >
      <div ref={setNodeRef} {...attributes} {...listeners} data-testid="unscheduled-handle">
        {/* Named by what it shows plus the hidden hint (an aria-label would not hold all the visible words). */}
        <UnscheduledFace section={section} />
        <VisuallyHidden>{t('unscheduled.drag_label')}</VisuallyHidden>
      </div>
      <Group justify="space-between" gap="xs" mt={6}>
        {!section.is_active || !section.course_is_active ? (
          <Badge size="xs" variant="light" color="gray">
            {t('status.inactive')}
          </Badge>
        ) : (
          <span />
        )}
        <Button
          size="compact-xs"
          variant="light"
          leftSection={<IconCalendarPlus size={14} aria-hidden />}
          onClick={() => onSchedule(section)}
          loading={busy}
        >
          {t('actions.schedule')}
        </Button>
      </Group>
    </Card>
  );
}

/** Sections without any meeting: drag one onto the grid, or schedule it with the dialog. */
export function UnscheduledList({
  sections,
  busyId,
  onSchedule,
}: {
  sections: AdminSection[];
  busyId: number | null;
  onSchedule: (section: AdminSection) => void;
}) {
  const { t } = useTranslation('admin-schedule');
  const { locale } = useLanguage();
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="unscheduled-title" data-testid="unscheduled-list">
      <Group justify="space-between" gap="xs" mb="xs">
        <Title order={3} size="h5" id="unscheduled-title">
          {t('unscheduled.title')}
        </Title>
        <Badge variant="light">{formatNumber(sections.length, locale)}</Badge>
      </Group>
      {sections.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('unscheduled.empty')}
        </Text>
      ) : (
        <>
          <Text size="xs" c="dimmed" mb="xs">
            {t('unscheduled.hint')}
          </Text>
          <ScrollArea.Autosize mah={250} type="auto" scrollbars="y" offsetScrollbars>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 5 }} spacing="xs">
              {sections.map((section) => (
                <UnscheduledCard key={section.id} section={section} busy={busyId === section.id} onSchedule={onSchedule} />
              ))}
            </SimpleGrid>
          </ScrollArea.Autosize>
        </>
      )}
    </Paper>
  );
}
