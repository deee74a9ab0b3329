import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LIMITS, type Level } from '@academy/shared';
import { paths } from '@/lib/paths';
import { useCourses } from '@/lib/api/courses/get-courses';
import { useDeferredCards } from '@/hooks/use-deferred-cards';
import { CourseCard } from '@/components/course-card';
import { CourseGrid, CourseGridSkeleton } from '@/components/course-grid';
import { LevelChips, type LevelChoice } from '@/components/level-chips';
import { ShowcaseButton } from './showcase-button';

// A type, not an interface: an island's props are a record of JSON values (islands/island.tsx).
export type CourseShowcaseProps = {
  /** Show only this level (Little Stars: preschool); otherwise the level filter chips are shown. */
  level?: Level;
  /**
   * What a card's button does. 'home': a visitor is told to log in and sent to /login, a signed-in user
   * is told 'Please contact the academy to register for this course'. 'join': /courses when signed in,
   * /login otherwise.
   */
  action: 'home' | 'join';
};

const NO_COURSES: never[] = [];

/**
 * Up to six active courses as cards (home page and Little Stars), with a link to the whole catalogue: the
 * `course-showcase` island of those pages (app/islands.ts).
 */
export function CourseShowcase({ level, action }: CourseShowcaseProps) {
  const { t } = useTranslation('courses');
  const [choice, setChoice] = useState<LevelChoice>('all');
  const shown = level ?? (choice === 'all' ? undefined : choice);
  const query = useCourses({ level: shown, limit: LIMITS.homeCourses });
  const courses = query.data?.courses ?? NO_COURSES;
  const cards = useDeferredCards(courses);

  return (
    <Stack gap="lg">
      {!level && <LevelChips value={choice} onChange={setChoice} />}
      {query.isPending || cards.catchingUp ? (
        <CourseGridSkeleton count={3} />
      ) : courses.length === 0 ? (
        <Text c="dimmed">{query.isError ? t('results.load_failed') : t('showcase.empty')}</Text>
      ) : (
        <CourseGrid label={t('showcase.list_label')}>
          {cards.shown.map((course) => (
            <div role="listitem" key={course.id}>
              <CourseCard course={course} footer={(titleId) => <ShowcaseButton action={action} level={shown} titleId={titleId} />} />
            </div>
          ))}
        </CourseGrid>
      )}
      <Group justify="center">
        <Button component={Link} to={shown ? paths.coursesForLevel(shown) : paths.courses} variant="light" size="md">
          {t('showcase.see_all')}
        </Button>
      </Group>
    </Stack>
  );
}
