import { Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconMoodKid, IconRefresh } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { KindergartenEnrollment } from '@academy/shared';
import { EmptyState } from '@/components/empty-state';
import { usePageTitle } from '@/hooks/use-page-title';
import { notifySuccess } from '@/lib/api/notify';
import { ListPagination } from '../components/list-pagination';
import { LoadError } from '@/components/load-error';
import { useKindergartenEnrollments } from './api/get-kindergarten-enrollments';
import { useKindergartenSummary } from './api/get-kindergarten-summary';
import { kindergartenKeys } from './api/query-keys';
import { AttendanceModal } from './components/attendance-modal';
import { ClassesTable } from './components/classes-table';
import { DetailsModal } from './components/details-modal';
import { EnrollmentCard, type EnrollmentAction } from './components/enrollment-card';
import { EnrollmentFilters } from './components/enrollment-filters';
import { KindergartenCourses } from './components/kindergarten-courses';
import { KindergartenSummary } from './components/kindergarten-summary';
import { RenewModal } from './components/renew-modal';
import { UpdateSubscriptionModal } from './components/update-subscription-modal';
import { ENROLLMENTS_PAGE_SIZE, useKindergartenFilters } from './hooks/use-kindergarten-filters';

type Dialog = { kind: EnrollmentAction; enrollment: KindergartenEnrollment } | null;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={3} size="h4" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/**
 * `/admin/kindergarten`: the four summary cards, the kindergarten courses, their classes, and the children's
 * seats with the tab (?filter=) and search in the URL; each seat has Details, Renew (one month, paid to the
 * ledger), Update (the subscription) and Attendance.
 */
export function KindergartenPage() {
  const { t } = useTranslation('admin-kindergarten');
  usePageTitle(t('title'));
  const queryClient = useQueryClient();
  const summary = useKindergartenSummary();
  const filters = useKindergartenFilters();
  const list = useKindergartenEnrollments(filters.query);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [refreshing, setRefreshing] = useState(false);

  const refresh = () => {
    setRefreshing(true);
    void queryClient
      .refetchQueries({ queryKey: kindergartenKeys.all, type: 'active' })
      .then(() => {
        if (
          !queryClient
            .getQueryCache()
            .findAll({ queryKey: kindergartenKeys.all, type: 'active' })
            .some((q) => q.state.status === 'error')
        )
          notifySuccess(t('toasts.refreshed'));
      })
      .finally(() => setRefreshing(false));
  };

  const enrollments = list.data?.enrollments ?? [];
  let content;
  if (list.isPending) {
    content = (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} h={380} radius="md" />
        ))}
      </SimpleGrid>
    );
  } else if (list.isError && !list.data) {
    content = <LoadError title={t('enrollments.load_failed')} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  } else if (enrollments.length === 0) {
    content = filters.hasFilters ? (
      <EmptyState
        icon={<IconMoodKid size={40} />}
        title={t('enrollments.no_match')}
        text={t('enrollments.no_match_text')}
        action={
          <Button variant="light" onClick={filters.clearAll}>
            {t('enrollments.show_all')}
          </Button>
        }
      />
    ) : (
      <EmptyState icon={<IconMoodKid size={40} />} title={t('enrollments.empty')} text={t('enrollments.empty_text')} />
    );
  } else {
    content = (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {enrollments.map((enrollment) => (
          <EnrollmentCard key={enrollment.id} enrollment={enrollment} onAction={(kind) => setDialog({ kind, enrollment })} />
        ))}
      </SimpleGrid>
    );
  }

  return (
    <Stack gap="xl">
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Stack gap={0}>
          <Title order={2} size="h3">
            {t('title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('subtitle')}
          </Text>
        </Stack>
        <Button variant="default" leftSection={<IconRefresh size={16} aria-hidden />} onClick={refresh} loading={refreshing}>
          {t('actions.refresh')}
        </Button>
      </Group>

      {summary.isError && !summary.data ? (
        <LoadError title={t('summary.load_failed')} onRetry={() => void summary.refetch()} retrying={summary.isFetching} />
      ) : (
        <KindergartenSummary summary={summary.data} />
      )}

      <Section id="kg-courses-title" title={t('courses.title')}>
        <KindergartenCourses />
      </Section>

      <Section id="kg-classes-title" title={t('classes.title')}>
        <ClassesTable />
      </Section>

      <Section id="kg-enrollments-title" title={t('enrollments.title')}>
        <Paper withBorder p="md" radius="md">
          <EnrollmentFilters
            filter={filters.query.filter}
            search={filters.filters.search ?? ''}
            counts={list.data?.counts}
            onFilter={(filter) => filters.update({ filter: filter === 'all' ? undefined : filter })}
            onSearch={(search) => filters.update({ search })}
          />
        </Paper>
        <div aria-busy={list.isFetching} style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
          {content}
        </div>
        {list.data && (
          <ListPagination page={filters.page} pageSize={ENROLLMENTS_PAGE_SIZE} total={list.data.total} onChange={filters.setPage} />
        )}
      </Section>

      {dialog?.kind === 'details' && (
        <DetailsModal enrollmentId={dialog.enrollment.id} studentName={dialog.enrollment.student_name} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'renew' && <RenewModal enrollment={dialog.enrollment} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'update' && <UpdateSubscriptionModal enrollment={dialog.enrollment} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'attendance' && <AttendanceModal enrollment={dialog.enrollment} onClose={() => setDialog(null)} />}
    </Stack>
  );
}
