import { Alert, Button, Group, List, Paper, SegmentedControl, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconCalendarOff, IconLayoutGrid, IconList, IconRefresh } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LEVELS, weekdayName, type AdminSection } from '@academy/shared';
import { EmptyState } from '@/components/empty-state';
import { usePageTitle } from '@/hooks/use-page-title';
import { useLanguage } from '@/i18n/use-language';
import { notifySuccess } from '@/lib/api/notify';
import { formatNumber } from '@/lib/format';
import { paths } from '@/lib/paths';
import { LoadError } from '@/components/load-error';
import { useScheduleConflicts } from './api/get-schedule-conflicts';
import { useScheduleCourses } from './api/get-schedule-courses';
import { useScheduleSections } from './api/get-schedule-sections';
import { ScheduleBoard } from './components/schedule-board';
import { ScheduleDialog } from './components/schedule-dialog';
import { ScheduleFilters } from './components/schedule-filters';
import { ScheduleTable } from './components/schedule-table';
import { ScheduleWarnings } from './components/schedule-warnings';
import { useScheduleChange } from './hooks/use-schedule-change';
import { isolatedTimes } from './lib/days';
import { lengthOfSession } from './lib/grid-geometry';
import { courseNameOf, isolated, sectionLabel } from './lib/section-label';

const SHOWN_CONFLICTS = 5;

/**
 * `/admin/schedule` (spec 2 "Schedule control"): the week of every section as a grid (drag a meeting to
 * move it, its bottom bar to lengthen it, an unscheduled section onto a cell to schedule it) or as a
 * list, the schedule dialog, and the overlaps with sections sharing students shown before saving.
 * View, level and course are in the URL.
 */
export function SchedulePage() {
  const { t } = useTranslation('admin-schedule');
  usePageTitle(t('title'));
  const { lang, locale } = useLanguage();
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'list' ? 'list' : 'grid';
  const levelParam = params.get('level');
  const level = LEVELS.find((l) => l === levelParam);
  const courseId = Number(params.get('course')) || undefined;

  const list = useScheduleSections();
  const courses = useScheduleCourses();
  const conflicts = useScheduleConflicts();
  const change = useScheduleChange();
  const [editing, setEditing] = useState<AdminSection | null>(null);

  const courseById = useMemo(() => new Map((courses.data ?? []).map((c) => [c.id, c])), [courses.data]);
  const all = useMemo(() => list.data?.sections ?? [], [list.data]);
  const ofLevel = useMemo(
    () => (level && courses.data ? all.filter((s) => courseById.get(s.course_id)?.level === level) : all),
    [all, level, courses.data, courseById],
  );
  const sections = useMemo(() => (courseId ? ofLevel.filter((s) => s.course_id === courseId) : ofLevel), [ofLevel, courseId]);
  const courseOptions = useMemo(() => {
    const seen = new Map<number, string>();
    for (const s of ofLevel) if (!seen.has(s.course_id)) seen.set(s.course_id, courseNameOf(s, lang));
    return [...seen].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name, locale));
  }, [ofLevel, lang, locale]);
  const conflictList = useMemo(() => conflicts.data?.conflicts ?? [], [conflicts.data]);
  const conflictIds = useMemo(() => new Set(conflictList.flatMap((c) => [c.section_id, c.other_section_id])), [conflictList]);
  const unscheduledCount = sections.filter((s) => s.slots.length === 0).length;
  const lengthOf = (section: AdminSection) => lengthOfSession(courseById.get(section.course_id)?.pricing_info.session_duration_hours);

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  const refresh = () =>
    void Promise.all([list.refetch(), conflicts.refetch()]).then(([result]) => {
      if (!result.isError) notifySuccess(t('toasts.refreshed'));
    });
  const when = (day: number, slot: { start_time: string; end_time: string }) =>
    `${weekdayName(day, locale)} ${isolatedTimes({ day_of_week: day, ...slot })}`;

  let content;
  if (list.isPending) {
    content = (
      <Stack gap="md" aria-busy role="status" aria-label={t('loading')}>
        <Skeleton h={140} radius="md" />
        <Skeleton h={700} radius="md" />
      </Stack>
    );
  } else if (list.isError && !list.data) {
    content = <LoadError title={t('load_failed')} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  } else if (all.length === 0) {
    content = (
      <EmptyState
        icon={<IconCalendarOff size={40} />}
        title={t('empty.title')}
        text={t('empty.text')}
        action={
          <Button component={Link} to={paths.admin.courses} variant="light">
            {t('empty.action')}
          </Button>
        }
      />
    );
  } else if (sections.length === 0) {
    content = (
      <EmptyState
        icon={<IconCalendarOff size={40} />}
        title={t('empty.no_match_title')}
        text={t('empty.no_match_text')}
        action={
          <Button variant="light" onClick={() => update({ level: null, course: null })}>
            {t('filters.clear')}
          </Button>
        }
      />
    );
  } else if (view === 'list') {
    content = <ScheduleTable sections={sections} conflictIds={conflictIds} busyId={change.busyId} onEdit={setEditing} />;
  } else {
    content = (
      <ScheduleBoard
        sections={sections}
        conflictIds={conflictIds}
        busyId={change.busyId}
        lengthOf={lengthOf}
        onChange={(section, slots) => change.propose(section, slots)}
        onEdit={setEditing}
      />
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Stack gap={0}>
          <Title order={2} size="h3">
            {t('title')}
          </Title>
          {list.data && (
            <Text size="sm" c="dimmed" data-testid="schedule-total">
              {t('total', { count: sections.length, n: formatNumber(sections.length, locale) })}
              {' · '}
              {t('unscheduled_total', { count: unscheduledCount, n: formatNumber(unscheduledCount, locale) })}
            </Text>
          )}
        </Stack>
        <Button variant="default" leftSection={<IconRefresh size={16} aria-hidden />} onClick={refresh} loading={list.isRefetching}>
          {t('actions.refresh')}
        </Button>
      </Group>

      <Paper withBorder p="md" radius="md" component="section" aria-label={t('filters.label')}>
        <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
          <ScheduleFilters
            level={level}
            courseId={courseId}
            courses={courseOptions}
            onChange={(c) =>
              update({
                ...(c.level !== undefined ? { level: c.level } : {}),
                ...(c.course !== undefined ? { course: c.course ? String(c.course) : null } : {}),
              })
            }
          />
          <SegmentedControl
            aria-label={t('view.label')}
            value={view}
            onChange={(value) => update({ view: value === 'list' ? 'list' : null })}
            data={[
              {
                value: 'grid',
                label: (
                  <Group gap={6} wrap="nowrap">
                    <IconLayoutGrid size={16} aria-hidden />
                    <span>{t('view.grid')}</span>
                  </Group>
                ),
              },
              {
                value: 'list',
                label: (
                  <Group gap={6} wrap="nowrap">
                    <IconList size={16} aria-hidden />
                    <span>{t('view.list')}</span>
                  </Group>
                ),
              },
            ]}
          />
        </Group>
      </Paper>

      {conflictList.length > 0 && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={20} aria-hidden />}
          title={t('conflicts.title', { count: conflictList.length, n: formatNumber(conflictList.length, locale) })}
          data-testid="schedule-conflicts"
        >
          <List size="sm" spacing={2}>
            {conflictList.slice(0, SHOWN_CONFLICTS).map((c) => (
              <List.Item
                key={`${c.kind}-${c.section_id}-${c.other_section_id}-${c.slot.day_of_week}-${c.slot.start_time}-${c.other_slot.start_time}`}
              >
                {c.kind === 'teacher'
                  ? t('conflicts.item_teacher', {
                      teacher: isolated(c.teacher_name ?? ''),
                      first: sectionLabel(c.course_name, c.section_name),
                      second: sectionLabel(c.other_course_name, c.other_section_name),
                      when: when(c.slot.day_of_week, c.slot),
                    })
                  : c.kind === 'room'
                    ? t('conflicts.item_room', {
                        room: isolated(c.room_name ?? ''),
                        first: sectionLabel(c.course_name, c.section_name),
                        second: sectionLabel(c.other_course_name, c.other_section_name),
                        when: when(c.slot.day_of_week, c.slot),
                      })
                    : t('conflicts.item', {
                        first: sectionLabel(c.course_name, c.section_name),
                        second: sectionLabel(c.other_course_name, c.other_section_name),
                        when: when(c.slot.day_of_week, c.slot),
                        count: c.shared_students,
                        n: formatNumber(c.shared_students, locale),
                      })}
              </List.Item>
            ))}
          </List>
          {conflictList.length > SHOWN_CONFLICTS && (
            <Text size="sm" mt={4}>
              {t('conflicts.more', {
                count: conflictList.length - SHOWN_CONFLICTS,
                n: formatNumber(conflictList.length - SHOWN_CONFLICTS, locale),
              })}
            </Text>
          )}
        </Alert>
      )}

      <div aria-busy={list.isFetching}>
        <VisuallyHidden aria-live="polite">{change.busy ? t('saving') : ''}</VisuallyHidden>
        {content}
      </div>

      {editing && (
        <ScheduleDialog
          section={editing}
          length={lengthOf(editing)}
          busy={change.busy}
          onClose={() => setEditing(null)}
          onSubmit={(slots) => change.propose(editing, slots, () => setEditing(null))}
        />
      )}
      {change.pending && (
        <ScheduleWarnings pending={change.pending} busy={change.saving} onConfirm={change.confirm} onCancel={change.cancel} />
      )}
    </Stack>
  );
}
