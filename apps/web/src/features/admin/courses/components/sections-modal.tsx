import { Alert, Badge, Button, Card, Divider, Group, Loader, Modal, Progress, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCoins, IconEdit, IconNotes, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { AdminCourse, AdminSection, ScheduleConflict } from '@academy/shared';
import { useLanguage } from '@/i18n/use-language';
import { notifyError, notifySuccess } from '@/lib/api/notify';
import { formatNumber } from '@/lib/format';
import { LoadError } from '@/components/load-error';
import { useCreateSection } from '../api/create-section';
import { useDeleteSection } from '../api/delete-section';
import { useCourseSections } from '@/features/admin/api/courses/get-course-sections';
import { useUpdateSection } from '../api/update-section';
import { ScheduleText } from '@/features/admin/components/schedule-text';
import { SectionForm } from './section-form';
import { SectionPayRule } from './section-pay-rule';
import { SectionNotes } from './section-notes';

interface Props {
  courseId: number;
  /** The course when it is on the current page of the list (for its name). */
  course?: AdminCourse;
  onClose: () => void;
}

/** Manage the sections of a course: add one (defaults Section A, TBD, 30, active), edit, delete with confirmation. */
export function SectionsModal({ courseId, course, onClose }: Props) {
  const { t } = useTranslation('admin-courses');
  const { lang, locale } = useLanguage();
  const list = useCourseSections(courseId);
  const create = useCreateSection();
  const update = useUpdateSection();
  const remove = useDeleteSection();
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<AdminSection | null>(null);
  const [payRuleOf, setPayRuleOf] = useState<number | null>(null);
  const [notesOf, setNotesOf] = useState<number | null>(null);
  const { t: pay } = useTranslation('pay');
  const [warnings, setWarnings] = useState<ScheduleConflict[]>([]);
  const sections = list.data?.sections ?? [];
  // Names isolated (U+2068..U+2069) so a Latin name keeps its order in an Arabic sentence.
  const warningText = (w: ScheduleConflict) => {
    const other = `\u2068${w.other_course_name} — ${w.other_section_name}\u2069`;
    if (w.kind === 'teacher') return t('sections.warning_teacher', { teacher: `\u2068${w.teacher_name ?? ''}\u2069`, other });
    if (w.kind === 'room') return t('sections.warning_room', { room: `\u2068${w.room_name ?? ''}\u2069`, other });
    return t('sections.warning', { other, count: w.shared_students });
  };
  const first = sections[0]?.course;
  const courseName = course
    ? (lang === 'ar' && course.name_ar) || course.name
    : first
      ? (lang === 'ar' && first.name_ar) || first.name
      : '';

  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      centered
      title={t('sections.title', { name: courseName })}
      closeButtonProps={{ 'aria-label': t('form.close') }}
    >
      <Stack gap="md">
        <Card withBorder radius="md" padding="md">
          <Title order={3} size="h5" mb="sm">
            {t('sections.add_title')}
          </Title>
          <SectionForm
            saving={create.isPending}
            onSubmit={(body, reset, showServerErrors) =>
              create.mutate(
                { courseId, body },
                {
                  onSuccess: (saved) => {
                    notifySuccess(t('toasts.section_created', { name: saved.section.section_name }));
                    reset();
                  },
                  onError: (error) => {
                    if (!showServerErrors(error)) notifyError(error, t('toasts.section_create_failed'));
                  },
                },
              )
            }
          />
        </Card>
        {warnings.length > 0 && (
          <Alert
            color="yellow"
            variant="light"
            icon={<IconAlertTriangle size={20} aria-hidden />}
            title={t('sections.warnings_title')}
            withCloseButton
            onClose={() => setWarnings([])}
          >
            <Stack gap={2}>
              {warnings.map((w) => (
                <Text size="sm" key={`${w.kind}-${w.section_id}-${w.other_section_id}-${w.slot.day_of_week}-${w.slot.start_time}`}>
                  {warningText(w)}
                </Text>
              ))}
            </Stack>
          </Alert>
        )}
        <Divider
          label={t('sections.list_title', { count: sections.length, n: formatNumber(sections.length, locale) })}
          labelPosition="center"
        />
        {list.isPending ? (
          <Group justify="center" py="md">
            <Loader role="img" size="sm" aria-label={t('sections.loading')} />
          </Group>
        ) : list.isError && !list.data ? (
          <LoadError title={t('sections.load_failed')} onRetry={() => void list.refetch()} retrying={list.isFetching} />
        ) : sections.length === 0 ? (
          <Text c="dimmed" ta="center" py="md">
            {t('sections.empty')}
          </Text>
        ) : (
          <Stack gap="sm" data-testid="sections-list">
            {sections.map((section) =>
              editing === section.id ? (
                <Card key={section.id} withBorder radius="md" padding="md">
                  <SectionForm
                    section={section}
                    saving={update.isPending}
                    onCancel={() => setEditing(null)}
                    onSubmit={(body, _reset, showServerErrors) =>
                      update.mutate(
                        { id: section.id, body },
                        {
                          onSuccess: (saved) => {
                            notifySuccess(t('toasts.section_updated', { name: saved.section.section_name }));
                            setWarnings(saved.warnings ?? []);
                            setEditing(null);
                          },
                          onError: (error) => {
                            if (!showServerErrors(error)) notifyError(error, t('toasts.section_update_failed'));
                          },
                        },
                      )
                    }
                  />
                </Card>
              ) : (
                <Card key={section.id} withBorder radius="md" padding="sm" data-testid="section-row">
                  <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
                    <Stack gap={4} style={{ flex: 1, minWidth: 220 }}>
                      <Group gap="xs">
                        <Text fw={600}>{section.section_name}</Text>
                        <Badge size="sm" variant="light" color={section.is_active ? 'green' : 'gray'}>
                          {t(section.is_active ? 'status.active' : 'status.inactive')}
                        </Badge>
                        {section.multi_day_schedule && (
                          <Badge size="sm" variant="outline">
                            {t('sections.multi_day')}
                          </Badge>
                        )}
                      </Group>
                      <ScheduleText section={section} />
                      <Group gap="md" wrap="wrap">
                        <Text size="sm" c={section.teacher_name ? undefined : 'dimmed'} data-testid="section-teacher-name">
                          {section.teacher_name ? (
                            <Trans
                              t={t}
                              i18nKey="sections.teacher_line"
                              values={{ name: section.teacher_name }}
                              components={{ b: <bdi /> }}
                            />
                          ) : (
                            t('sections.no_teacher')
                          )}
                        </Text>
                        {section.room_name && (
                          <Text size="sm" data-testid="section-room-name">
                            <Trans
                              t={t}
                              i18nKey="sections.room_line"
                              values={{ name: section.room_name, capacity: formatNumber(section.room_capacity ?? 0, locale) }}
                              components={{ b: <bdi /> }}
                            />
                          </Text>
                        )}
                      </Group>
                      <Text size="sm">
                        {t('sections.seats', {
                          taken: formatNumber(section.current_students, locale),
                          max: formatNumber(section.max_students, locale),
                        })}
                      </Text>
                      <Progress
                        value={section.max_students ? Math.min(100, (section.current_students / section.max_students) * 100) : 0}
                        color={section.is_full ? 'red' : 'teal'}
                        size="sm"
                        maw={260}
                        aria-hidden
                      />
                    </Stack>
                    <Group gap="xs">
                      <Button
                        size="xs"
                        variant="default"
                        leftSection={<IconEdit size={14} aria-hidden />}
                        onClick={() => setEditing(section.id)}
                      >
                        {t('actions.edit')}
                      </Button>
                      <Button
                        size="xs"
                        variant={payRuleOf === section.id ? 'light' : 'default'}
                        leftSection={<IconCoins size={14} aria-hidden />}
                        aria-expanded={payRuleOf === section.id}
                        onClick={() => setPayRuleOf(payRuleOf === section.id ? null : section.id)}
                        data-testid="section-pay-rule-toggle"
                      >
                        {pay('rule.title')}
                      </Button>
                      <Button
                        size="xs"
                        variant={notesOf === section.id ? 'light' : 'default'}
                        leftSection={<IconNotes size={14} aria-hidden />}
                        aria-expanded={notesOf === section.id}
                        onClick={() => setNotesOf(notesOf === section.id ? null : section.id)}
                        data-testid="section-notes-toggle"
                      >
                        {t('section_notes.button')}
                      </Button>
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        leftSection={<IconTrash size={14} aria-hidden />}
                        onClick={() => setDeleting(section)}
                      >
                        {t('actions.delete')}
                      </Button>
                    </Group>
                  </Group>
                  {payRuleOf === section.id && <SectionPayRule section={section} />}
                  {notesOf === section.id && <SectionNotes section={section} />}
                </Card>
              ),
            )}
          </Stack>
        )}
      </Stack>
      {deleting && (
        <Modal
          opened
          onClose={() => setDeleting(null)}
          title={t('sections.delete_title')}
          centered
          closeButtonProps={{ 'aria-label': t('form.close') }}
        >
          <Stack gap="md">
            <Text>
              <Trans
                t={t}
                i18nKey="sections.delete_confirm"
                values={{ name: deleting.section_name }}
                components={{ b: <bdi style={{ fontWeight: 700 }} /> }}
              />
            </Text>
            {deleting.current_students > 0 && (
              <Alert color="orange" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />}>
                {t('sections.delete_has_students', {
                  count: deleting.current_students,
                  n: formatNumber(deleting.current_students, locale),
                })}
              </Alert>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setDeleting(null)} disabled={remove.isPending}>
                {t('form.cancel')}
              </Button>
              <Button
                color="red"
                loading={remove.isPending}
                onClick={() =>
                  remove.mutate(deleting.id, {
                    onSuccess: () => {
                      notifySuccess(t('toasts.section_deleted', { name: deleting.section_name }));
                      setDeleting(null);
                    },
                    onError: () => setDeleting(null),
                  })
                }
              >
                {t('actions.delete')}
              </Button>
            </Group>
          </Stack>
        </Modal>
      )}
    </Modal>
  );
}
