import { Button, Group, Paper, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconSchool, IconUserPlus } from '@tabler/icons-react';
import type { AdminTeacher } from '@academy/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { usePageTitle } from '@/hooks/use-page-title';
import { notifySuccess } from '@/lib/api/notify';
import { ListPagination } from '../components/list-pagination';
import { useTeachers } from './api/get-teachers';
import { useSetTeacherActive } from './api/set-teacher-status';
import { ResetPasswordModal } from './components/reset-password-modal';
import { StatusConfirmModal } from './components/status-confirm-modal';
import type { TeacherActionHandlers } from './components/teacher-actions';
import { TeacherCard } from './components/teacher-card';
import { TeacherFormModal } from './components/teacher-form-modal';
import { TeachersFilters } from './components/teachers-filters';
import { TeachersTable } from './components/teachers-table';
import { TEACHERS_PAGE_SIZE, teachersQuery, useTeacherFilters } from './hooks/use-teacher-filters';
import { notifyTeacherError } from './lib/teacher-error';

type Editing = { kind: 'add' } | { kind: 'edit'; teacher: AdminTeacher } | null;

/**
 * `/admin/people/teachers` (issue 25): the academy's teachers with search and status filter (kept in the URL),
 * a table on wide screens and cards on phones; add, edit, activate / deactivate, reset the password.
 */
export function TeachersPage() {
  const { t } = useTranslation('admin-staff');
  usePageTitle(t('teachers.title'));
  const { filters, page, hasFilters, update, clearAll, setPage } = useTeacherFilters();
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const list = useTeachers(teachersQuery(filters, page));
  const setActive = useSetTeacherActive();
  const [editing, setEditing] = useState<Editing>(null);
  const [toggling, setToggling] = useState<AdminTeacher | null>(null);
  const [resetting, setResetting] = useState<AdminTeacher | null>(null);

  const handlers: TeacherActionHandlers = {
    onEdit: (teacher) => setEditing({ kind: 'edit', teacher }),
    onToggleStatus: setToggling,
    onResetPassword: setResetting,
  };
  const confirmStatus = (teacher: AdminTeacher) =>
    setActive.mutate(
      { id: teacher.id, active: !teacher.is_active },
      {
        onSuccess: (saved) => {
          notifySuccess(
            saved.teacher.is_active
              ? t('teachers.activated', { name: teacher.full_name })
              : t('teachers.deactivated', { name: teacher.full_name }),
          );
          setToggling(null);
        },
        onError: (error) => notifyTeacherError(error, t('teachers.status_failed')),
      },
    );

  const teachers = list.data?.teachers ?? [];
  let content;
  if (list.isPending) {
    content = (
      <Stack gap="sm">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} h={64} radius="md" />
        ))}
      </Stack>
    );
  } else if (list.isError && !list.data) {
    content = <LoadError title={t('teachers.load_failed')} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  } else if (teachers.length === 0) {
    content = (
      <EmptyState
        icon={<IconSchool size={40} />}
        title={t('teachers.empty')}
        text={hasFilters ? t('teachers.empty_filtered') : t('teachers.empty_text')}
        action={
          hasFilters ? (
            <Button variant="light" onClick={clearAll}>
              {t('teachers.filters.clear')}
            </Button>
          ) : null
        }
      />
    );
  } else if (phone) {
    content = (
      <SimpleGrid cols={1} spacing="sm">
        {teachers.map((teacher) => (
          <TeacherCard key={teacher.id} teacher={teacher} handlers={handlers} />
        ))}
      </SimpleGrid>
    );
  } else {
    content = (
      <Paper withBorder radius="md">
        <TeachersTable teachers={teachers} handlers={handlers} />
      </Paper>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Title order={2} size="h3">
          {t('teachers.title')}
        </Title>
        <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setEditing({ kind: 'add' })}>
          {t('teachers.add')}
        </Button>
      </Group>
      <Paper withBorder p="md" radius="md" component="section" aria-label={t('teachers.filters.label')}>
        <TeachersFilters filters={filters} hasFilters={hasFilters} onChange={update} onClear={clearAll} />
      </Paper>
      <div aria-busy={list.isFetching} style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
        {content}
      </div>
      {list.data && <ListPagination page={page} pageSize={TEACHERS_PAGE_SIZE} total={list.data.total} onChange={setPage} />}
      <TeacherFormModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        teacher={editing?.kind === 'edit' ? editing.teacher : undefined}
      />
      <StatusConfirmModal teacher={toggling} saving={setActive.isPending} onConfirm={confirmStatus} onClose={() => setToggling(null)} />
      <ResetPasswordModal teacher={resetting} onClose={() => setResetting(null)} />
    </Stack>
  );
}
