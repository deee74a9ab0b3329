import { Badge, Button, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconCalendarEvent } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AdminSection } from '@academy/shared';
import { useLanguage } from '@/i18n/use-language';
import { formatNumber } from '@/lib/format';
import { courseNameOf } from '../lib/section-label';
import { ScheduleLabel } from './schedule-label';

interface Props {
  sections: AdminSection[];
  conflictIds: ReadonlySet<number>;
  busyId: number | null;
  onEdit: (section: AdminSection) => void;
}

/** The list view: every section with its course, schedule and seats, and Edit schedule. */
export function ScheduleTable({ sections, conflictIds, busyId, onEdit }: Props) {
  const { t } = useTranslation('admin-schedule');
  const { lang, locale } = useLanguage();
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped highlightOnHover verticalSpacing="xs" data-testid="schedule-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('list.course')}</Table.Th>
            <Table.Th>{t('list.section')}</Table.Th>
            <Table.Th>{t('list.schedule')}</Table.Th>
            <Table.Th>{t('list.staff')}</Table.Th>
            <Table.Th>{t('list.seats_head')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('list.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sections.map((section) => (
            <Table.Tr key={section.id} data-testid="schedule-row" data-section-id={section.id}>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {courseNameOf(section, lang)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Group gap={6}>
                  <Text size="sm">{section.section_name}</Text>
                  {(!section.is_active || !section.course_is_active) && (
                    <Badge size="xs" variant="light" color="gray">
                      {t('status.inactive')}
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td data-testid="schedule-cell">
                <Group gap={6} wrap="nowrap">
                  <Text size="sm" c={section.slots.length ? undefined : 'dimmed'}>
                    <ScheduleLabel slots={section.slots} />
                  </Text>
                  {conflictIds.has(section.id) && (
                    <IconAlertTriangle size={16} color="var(--mantine-color-red-filled)" aria-label={t('conflicts.badge')} role="img" />
                  )}
                </Group>
              </Table.Td>
              <Table.Td data-testid="schedule-staff">
                <Text size="sm" c={section.teacher_name ? undefined : 'dimmed'}>
                  {section.teacher_name ?? t('list.no_teacher')}
                </Text>
                {section.room_name && (
                  <Text size="xs" c="dimmed">
                    {section.room_name}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  {t('list.seats', {
                    taken: formatNumber(section.current_students, locale),
                    max: formatNumber(section.max_students, locale),
                  })}
                </Text>
              </Table.Td>
              <Table.Td>
                <Button
                  size="compact-sm"
                  variant="light"
                  leftSection={<IconCalendarEvent size={14} aria-hidden />}
                  onClick={() => onEdit(section)}
                  loading={busyId === section.id}
                >
                  {t('actions.edit')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
