import { Center } from '@mantine/core';
import { IconBook, IconFlask, IconPencil, IconSchool, IconStar, type Icon } from '@tabler/icons-react';
import { COURSE_IMAGE, LEVEL_COLORS, type CourseSummary, type Level } from '@academy/shared';
import classes from './course-card.module.css';

const LEVEL_ICONS: Record<Level, Icon> = {
  preschool: IconStar,
  primary: IconPencil,
  middle: IconBook,
  high: IconFlask,
  bachelor: IconSchool,
};

/**
 * The course picture, loaded only when near the screen, its 16:9 space reserved by width and height; a
 * course without a picture gets a tile in its level's colour with the level's icon.
 */
export function CourseImage({ course }: { course: Pick<CourseSummary, 'image_url' | 'level'> }) {
  const color = LEVEL_COLORS[course.level];
  if (course.image_url) {
    return (
      <img
        style={{ backgroundColor: `var(--mantine-color-${color}-1)` }}
        src={course.image_url}
        alt=""
        loading="lazy"
        decoding="async"
        width={COURSE_IMAGE.width}
        height={COURSE_IMAGE.height}
        className={classes.image}
      />
    );
  }
  const LevelIcon = LEVEL_ICONS[course.level];
  return (
    <Center className={classes.placeholder} bg={`${color}.1`} aria-hidden="true" data-testid="course-image-placeholder">
      <LevelIcon size={56} stroke={1.4} color={`var(--mantine-color-${color}-6)`} />
    </Center>
  );
}
