import { Alert, Button, Center, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconFilterOff, IconMoodEmpty } from '@tabler/icons-react';
import { useMemo, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { CourseSummary } from '@academy/shared';
import { errorMessage } from '@/lib/api/notify';
import { useCoursePages } from '@/lib/api/courses/get-courses';
import type { CatalogueFilters } from '../hooks/use-catalogue-filters';
import { useDeferredCards } from '@/hooks/use-deferred-cards';
import { CourseCard } from '@/components/course-card';
import { CourseGrid, CourseGridSkeleton } from '@/components/course-grid';

interface CatalogueResultsProps {
  filters: CatalogueFilters;
  hasFilters: boolean;
  onClearAll: () => void;
  /** A card's status area and Register button; gets the id of the card's title. */
  footer: (course: CourseSummary, titleId: string) => ReactNode;
}

/** The result count, the cards with their status or Register button, and "load more". */
export function CatalogueResults({ filters, hasFilters, onClearAll, footer }: CatalogueResultsProps) {
  const { t } = useTranslation('courses');
  const query = useCoursePages(filters);

  const pages = query.data?.pages;
  const courses = useMemo(() => (pages ?? []).flatMap((page) => page.courses), [pages]);
  const total = pages?.at(-1)?.total ?? 0;
  const cards = useDeferredCards(courses);
  const n = <bdi dir="ltr" />;

  return (
    <Stack gap="md" mt="lg">
      {/* The cards' titles are h3: screen readers' heading list goes h1, h2, h3 (Lighthouse heading-order). */}
      <VisuallyHidden>
        <Title order={2}>{t('results.list_label')}</Title>
      </VisuallyHidden>
      <Group justify="space-between" gap="sm">
        <Text fw={600} role="status" aria-live="polite" data-testid="result-count">
          {query.isPending ? (
            t('results.loading')
          ) : query.isError ? (
            ''
          ) : (
            <Trans t={t} i18nKey="results.count" count={total} components={{ n }} />
          )}
        </Text>
        <Button variant="subtle" leftSection={<IconFilterOff size={18} aria-hidden="true" />} onClick={onClearAll} disabled={!hasFilters}>
          {t('filters.clear_all')}
        </Button>
      </Group>

      {query.isPending || cards.catchingUp ? (
        <CourseGridSkeleton count={6} />
      ) : query.isError ? (
        <Alert color="red" title={t('results.load_failed')}>
          <Text size="sm" mb="sm">
            {errorMessage(query.error)}
          </Text>
          <Button size="xs" variant="white" color="red" onClick={() => void query.refetch()}>
            {t('results.retry')}
          </Button>
        </Alert>
      ) : courses.length === 0 ? (
        <Center py="xl">
          <Stack align="center" gap="xs" maw={420} ta="center">
            <IconMoodEmpty size={48} stroke={1.4} color="var(--mantine-color-dimmed)" aria-hidden="true" />
            <Title order={2} size="h4">
              {t('results.empty_title')}
            </Title>
            <Text c="dimmed">{t('results.empty_text')}</Text>
            {hasFilters && (
              <Button variant="light" onClick={onClearAll} mt="xs">
                {t('filters.clear_all')}
              </Button>
            )}
          </Stack>
        </Center>
      ) : (
        <CourseGrid label={t('results.list_label')}>
          {cards.shown.map((course) => (
            <div role="listitem" key={course.id}>
              <CourseCard course={course} footer={(titleId) => footer(course, titleId)} />
            </div>
          ))}
        </CourseGrid>
      )}

      {query.hasNextPage && (
        <Stack align="center" gap={4} mt="md">
          <Button variant="default" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
            {t('results.load_more')}
          </Button>
          <Text size="sm" c="dimmed">
            <Trans t={t} i18nKey="results.shown" values={{ shown: courses.length, total }} components={{ n }} />
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
