import { Card, Group, Stack, Text } from '@mantine/core';
import { IconChevronRight, IconClock, IconDoor, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import type { TeacherSession } from '@academy/shared';
import { useLanguage } from '@/i18n/use-language';
import { localizedName } from '@/lib/course-name';
import { formatNumber } from '@/lib/format';
import { paths } from '@/lib/paths';
import { clock, dayLabel } from '../lib';

const ICON = { size: 16, 'aria-hidden': true } as const;

/** One session: course and section, time, room and how many students; the whole card opens the class list. */
export function SessionCard({ session }: { session: TeacherSession }) {
  const { t } = useTranslation('teacher');
  const { lang, locale, dir } = useLanguage();
  const course = localizedName(session.course, lang);
  const start = clock(session.start_time);
  const end = clock(session.end_time);
  return (
    <Card
      component={Link}
      to={paths.teacher.section(session.section.id)}
      withBorder
      radius="md"
      padding="md"
      data-testid="teacher-session"
      aria-label={t('session.open', { course, section: session.section.name, day: dayLabel(session.date, locale), start, end })}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text fw={700} size="lg" truncate>
            {course}
          </Text>
          <Text c="dimmed" size="sm" truncate>
            <bdi>{session.section.name}</bdi>
          </Text>
          <Group gap="md" mt={4} wrap="wrap">
            <Group gap={4} wrap="nowrap">
              <IconClock {...ICON} />
              <Text size="sm" fw={600}>
                <Trans t={t} i18nKey="session.time" values={{ start, end }} components={{ clock: <bdi dir="ltr" /> }} />
              </Text>
            </Group>
            <Group gap={4} wrap="nowrap">
              <IconDoor {...ICON} />
              <Text size="sm">{session.room ? t('session.room', { room: session.room.name }) : t('session.no_room')}</Text>
            </Group>
            <Group gap={4} wrap="nowrap">
              <IconUsers {...ICON} />
              <Text size="sm">
                {t('session.students', { count: session.students_count, formatted: formatNumber(session.students_count, locale) })}
              </Text>
            </Group>
          </Group>
        </Stack>
        <IconChevronRight size={20} aria-hidden style={{ flexShrink: 0, transform: dir === 'rtl' ? 'scaleX(-1)' : undefined }} />
      </Group>
    </Card>
  );
}
