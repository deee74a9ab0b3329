import { Alert, Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconDoor, IconUsers } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { PageLoader } from '@/components/page-loader';
import { UserAvatar } from '@/components/user-avatar';
import { useLanguage } from '@/i18n/use-language';
import { ApiError } from '@/lib/api/api-error';
import { localizedName } from '@/lib/course-name';
import { formatNumber } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useClassList } from './api/get-class-list';

/** `/teacher/sections/:id`: the class list of one of the teacher's sections, names and photos (initials when none). */
export function ClassListPage() {
  const { t } = useTranslation('teacher');
  const { lang, locale, dir } = useLanguage();
  const sectionId = Number(useParams().id);
  const list = useClassList(sectionId);

  const back = (
    <Anchor component={Link} to={paths.teacher.root} size="sm">
      <Group gap={4} wrap="nowrap">
        <IconArrowLeft size={16} aria-hidden style={{ transform: dir === 'rtl' ? 'scaleX(-1)' : undefined }} />
        {t('class.back')}
      </Group>
    </Anchor>
  );
  const notFound = !Number.isInteger(sectionId) || sectionId <= 0 || (list.error instanceof ApiError && list.error.status === 404);
  if (notFound)
    return (
      <Stack gap="md">
        {back}
        <Alert color="gray" title={t('class.title')}>
          {t('class.not_found')}
        </Alert>
      </Stack>
    );
  if (list.isPending) return <PageLoader />;
  if (list.isError)
    return <LoadError title={t('class.load_failed')} error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />;

  const { course, section, room, students } = list.data;
  return (
    <Stack gap="md">
      {back}
      <div>
        <Text c="dimmed" size="sm">
          {t('class.title')}
        </Text>
        <Title order={2} size="h3">
          {localizedName(course, lang)}
        </Title>
        <Text fw={600}>
          <bdi>{section.name}</bdi>
        </Text>
        <Group gap="md" mt={4}>
          {room && (
            <Group gap={4} wrap="nowrap">
              <IconDoor size={16} aria-hidden />
              <Text size="sm">{t('session.room', { room: room.name })}</Text>
            </Group>
          )}
          <Group gap={4} wrap="nowrap">
            <IconUsers size={16} aria-hidden />
            <Text size="sm" data-testid="class-count">
              {t('class.count', { count: students.length, formatted: formatNumber(students.length, locale) })}
            </Text>
          </Group>
        </Group>
      </div>
      {students.length === 0 ? (
        <EmptyState icon={<IconUsers size={40} />} title={t('class.empty')} />
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {students.map((s) => (
            <Paper key={s.id} component="li" withBorder radius="md" p="sm" data-testid="class-student">
              <Group gap="sm" wrap="nowrap">
                <UserAvatar name={s.name} src={s.photo_url} size="lg" radius="xl" aria-hidden />
                <Text fw={600} data-testid="class-student-name">
                  <bdi>{s.name}</bdi>
                </Text>
              </Group>
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
