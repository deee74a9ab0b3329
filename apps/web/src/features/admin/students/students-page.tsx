import { Button, Group, Paper, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDownload, IconFileImport, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/hooks/use-page-title';
import { notifySuccess } from '@/lib/api/notify';
import { ListPagination } from '@/features/admin/components/list-pagination';
import { LoadError } from '@/components/load-error';
import { useAdminStudents } from './api/get-admin-students';
import { useExportStudents } from './api/export-students';
import { ImportModal } from './components/import-modal';
import { SelectionBar } from './components/selection-bar';
import { StudentCard } from './components/student-card';
import { StudentFormModal } from './components/student-form-modal';
import { StudentsEmpty } from './components/students-empty';
import { StudentsFilters } from './components/students-filters';
import { StudentsSummary } from './components/students-summary';
import { StudentsTable } from './components/students-table';
import { StudentsToolbar } from './components/students-toolbar';
import { useSelection } from './hooks/use-selection';
import { STUDENTS_PAGE_SIZE, studentsQuery, useStudentFilters } from './hooks/use-student-filters';

/**
 * `/admin/people/students`: summary cards, search and filters (kept in the URL), a table on wide screens
 * and cards on phones, row selection, server-side pages; add, import and export.
 */
export function StudentsPage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('students.title'));
  const { filters, page, view: chosenView, hasFilters, update, clearAll, setPage, setView } = useStudentFilters();
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const view = chosenView ?? (phone ? 'cards' : 'table');
  const list = useAdminStudents(studentsQuery(filters, page));
  const selection = useSelection();
  const exporting = useExportStudents();
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);

  const students = list.data?.students ?? [];
  const refresh = () =>
    void list.refetch().then((result) => {
      if (!result.isError) notifySuccess(t('students.refreshed'));
    });

  let content;
  if (list.isPending) {
    content = (
      <Stack gap="sm">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} h={88} radius="md" />
        ))}
      </Stack>
    );
  } else if (list.isError && !list.data) {
    content = <LoadError title={t('students.load_failed')} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  } else if (students.length === 0) {
    content = <StudentsEmpty filtered={hasFilters} onClear={clearAll} onAdd={() => setAdding(true)} />;
  } else if (view === 'table') {
    content = <StudentsTable students={students} selection={selection} />;
  } else {
    content = (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {students.map((student) => (
          <StudentCard
            key={student.id}
            student={student}
            selected={selection.has(student.id)}
            onSelect={(on) => selection.setMany([student.id], on)}
          />
        ))}
      </SimpleGrid>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Title order={2} size="h3">
          {t('students.title')}
        </Title>
        <Group gap="xs" wrap="wrap">
          <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
            {t('students.add')}
          </Button>
          <Button variant="light" leftSection={<IconFileImport size={16} aria-hidden />} onClick={() => setImporting(true)}>
            {t('import.open')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={exporting.isPending}
            onClick={() => exporting.mutate(filters)}
          >
            {t('students.export')}
          </Button>
        </Group>
      </Group>
      <StudentsSummary summary={list.data?.summary} selected={selection.size} />
      <Paper withBorder p="md" radius="md" component="section" aria-label={t('filters.label')}>
        <Stack gap="md">
          <StudentsFilters filters={filters} onChange={update} compact={phone} />
          <StudentsToolbar
            hasFilters={hasFilters}
            onClear={clearAll}
            onRefresh={refresh}
            refreshing={list.isRefetching}
            view={view}
            onView={setView}
          />
        </Stack>
      </Paper>
      <SelectionBar ids={students.map((s) => s.id)} selection={selection} withSelectAll={view === 'cards'} />
      <div aria-busy={list.isFetching} style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
        {content}
      </div>
      {list.data && <ListPagination page={page} pageSize={STUDENTS_PAGE_SIZE} total={list.data.total} onChange={setPage} />}
      <StudentFormModal opened={adding} onClose={() => setAdding(false)} />
      <ImportModal opened={importing} onClose={() => setImporting(false)} />
    </Stack>
  );
}
