import { Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBook2, IconPlus, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminCourse } from '@academy/shared';
import { usePageTitle } from '@/hooks/use-page-title';
import { useLanguage } from '@/i18n/use-language';
import { notifySuccess } from '@/lib/api/notify';
import { formatNumber } from '@/lib/format';
import { EmptyState } from '@/components/empty-state';
import { ListPagination } from '../components/list-pagination';
import { LoadError } from '@/components/load-error';
import { useAdminCourses } from '@/features/admin/api/courses/get-admin-courses';
import { useSetCourseActive } from './api/set-course-active';
import { CourseCard } from './components/course-card';
import { CourseFilters } from './components/course-filters';
import { CourseFormModal } from './components/course-form-modal';
import { DeleteCourseModal } from './components/delete-course-modal';
import { SectionsModal } from './components/sections-modal';
import { COURSES_PAGE_SIZE, useCourseFilters } from './hooks/use-course-filters';

type Dialog = { kind: 'add' } | { kind: 'edit'; course: AdminCourse } | { kind: 'delete'; course: AdminCourse } | null;

/**
 * `/admin/courses`: Add Course, Refresh, search and filters in the URL, a card per course with Sections,
 * Edit, Activate / Deactivate and Delete. The sections manager of a course is `?sections=<id>`.
 */
export function CoursesPage() {
  const { t } = useTranslation('admin-courses');
  usePageTitle(t('title'));
  const { lang, locale } = useLanguage();
  const filters = useCourseFilters();
  const list = useAdminCourses(filters.query);
  const toggle = useSetCourseActive();
  const [dialog, setDialog] = useState<Dialog>(null);

  const refresh = () =>
    void list.refetch().then((result) => {
      if (!result.isError) notifySuccess(t('toasts.refreshed'));
    });
  const courses = list.data?.courses ?? [];
  const nameOf = (course: AdminCourse) => (lang === 'ar' && course.name_ar) || course.name;

  let content;
  if (list.isPending) {
    content = (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} h={420} radius="md" />
        ))}
      </SimpleGrid>
    );
  } else if (list.isError && !list.data) {
    content = <LoadError title={t('list.load_failed')} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  } else if (courses.length === 0) {
    content = filters.filtered ? (
      <EmptyState
        icon={<IconBook2 size={40} />}
        title={t('list.no_match_title')}
        text={t('list.no_match_text')}
        action={
          <Button variant="light" onClick={filters.clear}>
            {t('filters.clear')}
          </Button>
        }
      />
    ) : (
      <EmptyState
        icon={<IconBook2 size={40} />}
        title={t('list.empty_title')}
        text={t('list.empty_text')}
        action={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setDialog({ kind: 'add' })}>
            {t('actions.add')}
          </Button>
        }
      />
    );
  } else {
    content = (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {courses.map((course) => (
          <CourseCard
            key={course.id}
            course={course}
            toggling={toggle.isPending && toggle.variables?.id === course.id}
            onSections={() => filters.update({ sections: course.id })}
            onEdit={() => setDialog({ kind: 'edit', course })}
            onDelete={() => setDialog({ kind: 'delete', course })}
            onToggle={() =>
              toggle.mutate(
                { id: course.id, isActive: !course.is_active },
                {
                  onSuccess: () => notifySuccess(t(course.is_active ? 'toasts.deactivated' : 'toasts.activated', { name: nameOf(course) })),
                },
              )
            }
          />
        ))}
      </SimpleGrid>
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
            <Text size="sm" c="dimmed" data-testid="courses-total">
              {t('list.total', { count: list.data.total, n: formatNumber(list.data.total, locale) })}
            </Text>
          )}
        </Stack>
        <Group gap="sm">
          <Button variant="default" leftSection={<IconRefresh size={16} aria-hidden />} onClick={refresh} loading={list.isRefetching}>
            {t('actions.refresh')}
          </Button>
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setDialog({ kind: 'add' })}>
            {t('actions.add')}
          </Button>
        </Group>
      </Group>
      <Paper withBorder p="md" radius="md" component="section" aria-label={t('filters.label')}>
        <CourseFilters
          search={filters.search}
          level={filters.level}
          grade={filters.grade}
          subject={filters.subject}
          subjectsByLevel={list.data?.subjects_by_level}
          status={filters.status}
          filtered={filters.filtered}
          onChange={filters.update}
          onClear={filters.clear}
        />
      </Paper>
      <div aria-busy={list.isFetching} style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
        {content}
      </div>
      {list.data && (
        <ListPagination
          page={filters.page}
          pageSize={COURSES_PAGE_SIZE}
          total={list.data.total}
          onChange={(n) => filters.update({ page: n })}
        />
      )}

      {dialog?.kind === 'add' && <CourseFormModal onClose={() => setDialog(null)} />}
      {dialog?.kind === 'edit' && <CourseFormModal course={dialog.course} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'delete' && <DeleteCourseModal course={dialog.course} onClose={() => setDialog(null)} />}
      {filters.sectionsOf && (
        <SectionsModal
          courseId={filters.sectionsOf}
          course={courses.find((c) => c.id === filters.sectionsOf)}
          onClose={() => filters.update({ sections: undefined })}
        />
      )}
    </Stack>
  );
}
