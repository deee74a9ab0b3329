import { Alert, Button, Group, Paper, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import { IconQrcode, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CourseSummary } from '@academy/shared';
import { useCourse } from '../api/get-course';
import { CourseCard } from '@/components/course-card';

interface LinkedCourseProps {
  courseId: number;
  /** The card's status area / Register button, as in the catalogue. */
  footer: (course: CourseSummary, titleId: string) => ReactNode;
  onClose: () => void;
}

/**
 * `/courses?course=<id>` (what a course's QR code opens): that course first, highlighted, with its Register
 * button; "Show all courses" drops it. A course no longer offered says so.
 */
export function LinkedCourse({ courseId, footer, onClose }: LinkedCourseProps) {
  const { t } = useTranslation('courses');
  const query = useCourse(courseId);
  const course = query.data?.course;

  if (query.isError || query.data?.course === null) {
    return (
      <Alert color="yellow" mb="lg" title={t('linked.unavailable')} data-testid="linked-course-unavailable">
        <Button size="xs" variant="white" color="yellow" mt="xs" onClick={onClose}>
          {t('linked.show_all')}
        </Button>
      </Alert>
    );
  }

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      mb="lg"
      bg="var(--mantine-primary-color-light)"
      style={{ borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 }}
      component="section"
      aria-labelledby="linked-course-title"
      data-testid="linked-course"
      data-course-id={courseId}
    >
      <Group justify="space-between" gap="sm" mb="sm">
        <Group gap="xs" wrap="nowrap">
          <IconQrcode size={22} aria-hidden="true" />
          <Title order={2} size="h4" id="linked-course-title">
            {t('linked.title')}
          </Title>
        </Group>
        <Button variant="subtle" size="compact-sm" leftSection={<IconX size={16} aria-hidden="true" />} onClick={onClose}>
          {t('linked.show_all')}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {course ? <CourseCard course={course} footer={(titleId) => footer(course, titleId)} /> : <Skeleton h={380} radius="md" />}
        <Text c="dimmed" size="sm" visibleFrom="sm">
          {t('linked.text')}
        </Text>
      </SimpleGrid>
    </Paper>
  );
}
