import { Badge, Box, Card, Group, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { subjectLabel, type CourseSummary } from '@academy/shared';
import { useLanguage } from '@/i18n/use-language';
import { courseDescription, courseName } from '@/lib/course-text';
import classes from './course-card.module.css';
import { CourseFacts } from './course-facts';
import { CourseImage } from './course-image';
import { LevelBadge } from './level-badge';

export interface CourseCardProps {
  course: CourseSummary;
  /** The card's action area; gets the id of the card's title so buttons can point to it. */
  footer?: (titleId: string) => ReactNode;
}

/** One course as parents see it: picture, level, name and description in the page's language, price, duration. */
export function CourseCard({ course, footer }: CourseCardProps) {
  const { lang } = useLanguage();
  const titleId = useId();
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-labelledby={titleId}
      className={classes.card}
      data-testid="course-card"
    >
      <Card.Section>
        <CourseImage course={course} />
      </Card.Section>
      <Group gap="xs" mt="md">
        <LevelBadge level={course.level} />
        {course.subject && (
          <Badge color="gray" variant="outline">
            {subjectLabel(course.subject, lang)}
          </Badge>
        )}
      </Group>
      <Title order={3} size="h4" mt="xs" id={titleId}>
        {courseName(course, lang)}
      </Title>
      <Text size="sm" c="dimmed" mt={4} lineClamp={3}>
        {courseDescription(course, lang)}
      </Text>
      <CourseFacts course={course} />
      {footer && (
        <Box mt="auto" pt="md">
          {footer(titleId)}
        </Box>
      )}
    </Card>
  );
}
