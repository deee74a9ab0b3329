import { Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBooks, IconLayoutList } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDA, type AdminCourse } from '@academy/shared';
import { EmptyState } from '@/components/empty-state';
import { useLanguage } from '@/i18n/use-language';
import { formatNumber } from '@/lib/format';
import { LoadError } from '@/components/load-error';
import { useKindergartenCourses } from '../api/get-kindergarten-courses';
import { classesLink } from '../lib/classes-link';

function CourseCard({ course }: { course: AdminCourse }) {
  const { t } = useTranslation('admin-kindergarten');
  const { lang, locale } = useLanguage();
  const name = (lang === 'ar' && course.name_ar) || course.name_en || course.name;
  const other = lang === 'ar' ? course.name_en : course.name_ar;
  const description = (lang === 'ar' && course.description_ar) || course.description_en || course.description;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={name} data-testid="kg-course-card">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Title order={4} size="h5" lineClamp={2}>
            {name}
          </Title>
          {other && other !== name && (
            <Text size="sm" c="dimmed" lang={lang === 'ar' ? 'en' : 'ar'} dir="auto" lineClamp={1}>
              {other}
            </Text>
          )}
        </Stack>
        <Badge color={course.is_active ? 'green' : 'red'} variant="light" style={{ flexShrink: 0 }}>
          {t(course.is_active ? 'status.active' : 'status.inactive')}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed" lineClamp={2} mt="xs" style={{ flex: 1 }}>
        {description}
      </Text>
      <Stack gap={2} mt="xs">
        <Text fw={700} c="teal">
          <bdi>
            {course.monthly_price !== null
              ? t('courses.price_monthly', { price: formatDA(course.monthly_price, lang) })
              : t('courses.no_price')}
          </bdi>
        </Text>
        <Text size="sm">{t('courses.classes', { count: course.sections_count, n: formatNumber(course.sections_count, locale) })}</Text>
        <Text size="sm">
          {t('courses.seats', { available: formatNumber(course.available_seats, locale), max: formatNumber(course.seats_max, locale) })}
        </Text>
      </Stack>
      <Button
        component={Link}
        to={classesLink(course.id)}
        size="xs"
        variant="light"
        mt="sm"
        leftSection={<IconLayoutList size={14} aria-hidden />}
      >
        {t('courses.manage_classes')}
      </Button>
    </Card>
  );
}

/** A card per kindergarten course (not archived), with a way to its classes in the courses screen. */
export function KindergartenCourses() {
  const { t } = useTranslation('admin-kindergarten');
  const list = useKindergartenCourses();
  if (list.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} h={200} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (!list.data) return <LoadError title={t('courses.load_failed')} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  if (list.data.courses.length === 0)
    return <EmptyState icon={<IconBooks size={40} />} title={t('courses.empty')} text={t('courses.empty_text')} />;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {list.data.courses.map((course) => (
        <CourseCard key={course.id} course={course} />
      ))}
    </SimpleGrid>
  );
}
