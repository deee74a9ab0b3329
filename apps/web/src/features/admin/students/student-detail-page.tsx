import { Button, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { IconUserQuestion } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { usePageTitle } from '@/hooks/use-page-title';
import { isApiError } from '@/lib/api/api-error';
import { paths } from '@/lib/paths';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { useAdminStudent } from './api/get-admin-student';
import { AttendanceCard } from './components/detail/attendance-card';
import { CardClaimCard } from './components/detail/card-claim-card';
import { EnrollmentsCard } from './components/detail/enrollments-card';
import { MobileAccessCard } from './components/detail/mobile-access-card';
import { ParentCard } from './components/detail/parent-card';
import { PaymentsCard } from './components/detail/payments-card';
import { StudentHeader } from './components/detail/student-header';
import { StudentInfoCard } from './components/detail/student-info-card';
import { StudentFormModal } from './components/student-form-modal';

/** `/admin/people/students/:id`: everything about one student, and what can be changed. */
export function StudentDetailPage() {
  const { t } = useTranslation('admin');
  const id = Number(useParams().id);
  const { state } = useLocation();
  const student = useAdminStudent(Number.isInteger(id) && id > 0 ? id : 0);
  const [editing, setEditing] = useState<'student' | 'parent' | null>(null);
  usePageTitle(student.data?.name ?? t('students.title'));
  const listSearch =
    typeof (state as { listSearch?: unknown } | null)?.listSearch === 'string' ? (state as { listSearch: string }).listSearch : '';
  const backTo = `${paths.admin.students}${listSearch}`;

  if (student.isPending) {
    return (
      <Stack gap="md">
        <Skeleton h={80} />
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Skeleton h={260} />
          <Skeleton h={260} />
        </SimpleGrid>
      </Stack>
    );
  }
  if (student.isError) {
    if (isApiError(student.error) && (student.error.status === 404 || student.error.status === 400)) {
      return (
        <EmptyState
          icon={<IconUserQuestion size={40} />}
          title={t('detail.not_found')}
          action={
            <Button component={Link} to={backTo} variant="light">
              {t('detail.back')}
            </Button>
          }
        />
      );
    }
    return <LoadError title={t('detail.load_failed')} onRetry={() => void student.refetch()} retrying={student.isFetching} />;
  }

  const s = student.data;
  return (
    <Stack gap="md">
      <StudentHeader student={s} backTo={backTo} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <StudentInfoCard student={s} onEdit={() => setEditing('student')} />
        <ParentCard parent={s.parent} studentName={s.name} onAssign={() => setEditing('parent')} />
      </SimpleGrid>
      <EnrollmentsCard student={s} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <AttendanceCard student={s} />
        <PaymentsCard student={s} />
      </SimpleGrid>
      <MobileAccessCard student={s} />
      <CardClaimCard studentId={s.id} />
      <StudentFormModal opened={editing !== null} onClose={() => setEditing(null)} student={s} focusParent={editing === 'parent'} />
    </Stack>
  );
}
