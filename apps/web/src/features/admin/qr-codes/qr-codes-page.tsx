import { Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconQrcode } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdminCourse } from '@academy/shared';
import { usePageTitle } from '@/hooks/use-page-title';
import { EmptyState } from '@/components/empty-state';
import { ListPagination } from '../components/list-pagination';
import { LoadError } from '@/components/load-error';
import { SearchInput } from '../components/search-input';
import { useAdminCourses } from '@/features/admin/api/courses/get-admin-courses';
import { QrCourseCard } from './components/qr-course-card';
import { StudentCardsModal } from './components/student-cards-modal';

export const QR_PAGE_SIZE = 12;

/**
 * `/admin/qr-codes` (spec 2 "QR codes", issue 6): a card per course with Generate QR, the code, Download
 * PNG and Print; and each course's students' barcode cards as a PDF. Search and page live in the URL.
 */
export function QrCodesPage() {
  const { t } = useTranslation('admin-qr');
  usePageTitle(t('title'));
  const [params, setParams] = useSearchParams();
  const search = params.get('search')?.trim() || undefined;
  const pageParam = Number(params.get('page'));
  const page = Number.isInteger(pageParam) && pageParam > 0 ? pageParam : 1;
  const list = useAdminCourses({ search, status: 'all', limit: QR_PAGE_SIZE, offset: (page - 1) * QR_PAGE_SIZE });
  const [cardsOf, setCardsOf] = useState<AdminCourse | null>(null);
  const courses = list.data?.courses ?? [];

  const update = (changes: { search?: string; page?: number }) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if ('search' in changes) {
          if (changes.search) next.set('search', changes.search);
          else next.delete('search');
          next.delete('page');
        }
        if (changes.page !== undefined) {
          if (changes.page > 1) next.set('page', String(changes.page));
          else next.delete('page');
        }
        return next;
      },
      { replace: 'search' in changes },
    );

  let content;
  if (list.isPending) {
    content = (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} h={360} radius="md" />
        ))}
      </SimpleGrid>
    );
  } else if (list.isError && !list.data) {
    content = <LoadError title={t('list.load_failed')} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  } else if (courses.length === 0) {
    content = <EmptyState icon={<IconQrcode size={40} />} title={search ? t('list.no_match') : t('list.empty')} />;
  } else {
    content = (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {courses.map((course) => (
          <QrCourseCard key={course.id} course={course} onStudentCards={() => setCardsOf(course)} />
        ))}
      </SimpleGrid>
    );
  }

  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={2} size="h3">
          {t('title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('intro')}
        </Text>
      </Stack>
      <Paper withBorder p="md" radius="md" component="section" aria-label={t('search.section')}>
        <SearchInput
          value={search ?? ''}
          onSearch={(value) => update({ search: value })}
          label={t('search.label')}
          placeholder={t('search.placeholder')}
        />
      </Paper>
      <div aria-busy={list.isFetching} style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
        {content}
      </div>
      {list.data && <ListPagination page={page} pageSize={QR_PAGE_SIZE} total={list.data.total} onChange={(n) => update({ page: n })} />}
      {cardsOf && <StudentCardsModal course={cardsOf} onClose={() => setCardsOf(null)} />}
    </Stack>
  );
}
