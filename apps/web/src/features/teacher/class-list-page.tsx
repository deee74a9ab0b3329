import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Group, Paper, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconCheck, IconDoor, IconUsers } from '@tabler/icons-react';
import { ROLL_CALL_STATUSES, type RollCallStatus, type TeacherClassStudent } from '@academy/shared';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { PageLoader } from '@/components/page-loader';
import { UserAvatar } from '@/components/user-avatar';
import { useLanguage } from '@/i18n/use-language';
import { ApiError } from '@/lib/api/api-error';
import { notifyError, notifySuccess } from '@/lib/api/notify';
import { notifyInfo } from '@/lib/notify-info';
import { localizedName } from '@/lib/course-name';
import { formatNumber } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useClassList } from './api/get-class-list';
import { useRollCall } from './api/roll-call';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { useSessionNote } from './api/session-note';
import { HomeworkSection } from './components/homework-section';
import { SessionNoteCard } from './components/session-note-card';

/**
 * `/teacher/sections/:id`: the class list of one of the teacher's sections, names and photos (initials when none).
 * On a day the section meets, the roll call: present / late / absent for each student not yet marked (the door's
 * scan shows as a read-only mark), saved in one request with one key per roll call. Below, the session's notes
 * (for the parents and for the staff) and the class's homework.
 */
export function ClassListPage() {
  const { t } = useTranslation('teacher');
  const { lang, locale, dir } = useLanguage();
  const sectionId = Number(useParams().id);
  const list = useClassList(sectionId);
  const rollCall = useRollCall(sectionId);
  const note = useSessionNote(sectionId);
  const [marks, setMarks] = useState<Record<number, RollCallStatus>>({});
  const [requestKey, setRequestKey] = useState(() => newIdempotencyKey());

  const back = (
    <Anchor component={Link} to={paths.teacher.root} size="sm">
      <Group gap={4} wrap="nowrap">
        <IconArrowLeft size={16} aria-hidden style={{ transform: dir === 'rtl' ? 'scaleX(-1)' : undefined }} />
        {t('class.back')}
      </Group>
    </Anchor>
  );
  const notFound = !Number.isInteger(sectionId) || sectionId <= 0 || (list.error instanceof ApiError && list.error.status === 404);
  if (notFound)
    return (
      <Stack gap="md">
        {back}
        <Alert color="gray" title={t('class.title')}>
          {t('class.not_found')}
        </Alert>
      </Stack>
    );
  if (list.isPending) return <PageLoader />;
  if (list.isError)
    return <LoadError title={t('class.load_failed')} error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />;

  const { course, section, room, students, meets_today: meetsToday } = list.data;
  const chosen = students.filter((s) => s.today_status === null && marks[s.id]);
  const save = () => {
    if (!chosen.length) return;
    rollCall.mutate(
      { marks: chosen.map((s) => ({ student_id: s.id, status: marks[s.id]! })), idempotency_key: requestKey },
      {
        onSuccess: (answer) => {
          const marked = answer.results.filter((r) => r.outcome === 'marked').length;
          notifySuccess(t('roll.saved', { count: marked, formatted: formatNumber(marked, locale) }));
          const kept = answer.results
            .filter((r) => r.outcome === 'already_marked')
            .map((r) => students.find((s) => s.id === r.student_id)?.name);
          if (kept.length) notifyInfo(t('roll.kept', { names: kept.join(lang === 'ar' ? '، ' : ', ') }));
          setMarks({});
          setRequestKey(newIdempotencyKey());
        },
        onError: (error) => notifyError(error, t('roll.failed')),
      },
    );
  };
  const statusLabel = (status: NonNullable<TeacherClassStudent['today_status']>) => t(`roll.${status}`);
  return (
    <Stack gap="md">
      {back}
      <div>
        <Text c="dimmed" size="sm">
          {t('class.title')}
        </Text>
        <Title order={2} size="h3">
          {localizedName(course, lang)}
        </Title>
        <Text fw={600}>
          <bdi>{section.name}</bdi>
        </Text>
        <Group gap="md" mt={4}>
          {room && (
            <Group gap={4} wrap="nowrap">
              <IconDoor size={16} aria-hidden />
              <Text size="sm">{t('session.room', { room: room.name })}</Text>
            </Group>
          )}
          <Group gap={4} wrap="nowrap">
            <IconUsers size={16} aria-hidden />
            <Text size="sm" data-testid="class-count">
              {t('class.count', { count: students.length, formatted: formatNumber(students.length, locale) })}
            </Text>
          </Group>
        </Group>
      </div>
      {meetsToday && students.length > 0 && (
        <div>
          <Title order={3} size="h4">
            {t('roll.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('roll.hint')}
          </Text>
        </div>
      )}
      {students.length === 0 ? (
        <EmptyState icon={<IconUsers size={40} />} title={t('class.empty')} />
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {students.map((s) => (
            <Paper key={s.id} component="li" withBorder radius="md" p="sm" data-testid="class-student">
              <Stack gap="xs">
                <Group gap="sm" wrap="nowrap" justify="space-between">
                  <Group gap="sm" wrap="nowrap">
                    <UserAvatar name={s.name} src={s.photo_url} size="lg" radius="xl" aria-hidden />
                    <Text fw={600} data-testid="class-student-name">
                      <bdi>{s.name}</bdi>
                    </Text>
                  </Group>
                  {s.today_status && (
                    <Badge
                      color={s.today_status === 'absent' ? 'red' : s.today_status === 'late' ? 'orange' : 'green'}
                      variant="light"
                      leftSection={<IconCheck size={12} aria-hidden />}
                      data-testid="class-student-status"
                    >
                      {meetsToday ? t('roll.marked', { status: statusLabel(s.today_status) }) : statusLabel(s.today_status)}
                    </Badge>
                  )}
                </Group>
                {meetsToday && s.today_status === null && (
                  <SegmentedControl
                    fullWidth
                    size="md"
                    radius="md"
                    aria-label={t('roll.choices', { name: s.name })}
                    value={marks[s.id] ?? ''}
                    onChange={(value) => setMarks((m) => ({ ...m, [s.id]: value as RollCallStatus }))}
                    data={ROLL_CALL_STATUSES.map((status) => ({ value: status, label: t(`roll.${status}`) }))}
                    color={marks[s.id] === 'absent' ? 'red' : marks[s.id] === 'late' ? 'orange' : 'green'}
                    styles={{ control: { minHeight: 44 }, label: { paddingBlock: 10 } }}
                    data-testid="roll-call-choice"
                  />
                )}
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      )}
      {meetsToday && students.some((s) => s.today_status === null) && (
        <Stack gap="xs">
          {!chosen.length && (
            <Text size="sm" c="dimmed">
              {t('roll.nothing')}
            </Text>
          )}
          <Button size="lg" fullWidth onClick={save} disabled={!chosen.length} loading={rollCall.isPending} data-testid="roll-call-save">
            {t('roll.save')}
          </Button>
        </Stack>
      )}
      {note.data && <SessionNoteCard sectionId={sectionId} answer={note.data} />}
      <HomeworkSection sectionId={sectionId} />
    </Stack>
  );
}
