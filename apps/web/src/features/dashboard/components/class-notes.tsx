import { Badge, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBook2, IconNotes } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { academyClock, type FamilyClassRef } from '@academy/shared';
import { HomeworkAttachments } from '@/components/homework-attachments';
import { useLanguage } from '@/i18n/use-language';
import { localizedName } from '@/lib/course-name';
import { useMyHomework, useMyNotes } from '@/features/dashboard/api/get-class-notes';
import { DashboardQuery } from '@/features/dashboard/components/dashboard-query';
import { formatDay } from '@/features/dashboard/lib/format-day';

const loading = <Skeleton h={120} radius="md" aria-hidden />;

/** "Maths 4AM · Section A", the course in the page's language. */
function ClassName({ item }: { item: FamilyClassRef }) {
  const { lang } = useLanguage();
  return (
    <Text size="sm" c="dimmed">
      <bdi>{localizedName(item.course, lang)}</bdi> · <bdi>{item.section.name}</bdi>
    </Text>
  );
}

/**
 * The teachers' notes of the chosen child's sessions (the parents' note only) and the homework of their classes,
 * with pictures as thumbnails and PDFs as links; dates in the page's locale (ar-DZ in Arabic).
 */
export function ClassNotes({ studentId, name }: { studentId: number; name: string }) {
  const { t } = useTranslation('dashboard');
  const { locale } = useLanguage();
  const notes = useMyNotes(studentId);
  const homework = useMyHomework(studentId);
  return (
    <Stack gap="md" component="section" aria-labelledby="class-notes-title" data-testid="class-notes">
      <div>
        <Title order={2} size="h3" id="class-notes-title">
          {t('class_notes.heading')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('class_notes.intro', { name })}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="xs">
          <Title order={3} size="h4">
            <IconNotes size={20} aria-hidden style={{ verticalAlign: 'text-bottom', marginInlineEnd: 6 }} />
            {t('class_notes.notes_title')}
          </Title>
          <DashboardQuery query={notes} loading={loading} failedText={t('class_notes.load_failed')}>
            {(data) =>
              data.notes.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('class_notes.notes_empty')}
                </Text>
              ) : (
                <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                  {data.notes.map((note) => (
                    <Paper key={`${note.section.id}-${note.date}`} component="li" withBorder radius="md" p="sm" data-testid="class-note">
                      <Group justify="space-between" gap="xs" align="flex-start">
                        <ClassName item={note} />
                        <Badge variant="light" color="gray">
                          {formatDay(note.date, locale)}
                        </Badge>
                      </Group>
                      <Text mt={6} dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
                        {note.note}
                      </Text>
                    </Paper>
                  ))}
                </Stack>
              )
            }
          </DashboardQuery>
        </Stack>
        <Stack gap="xs">
          <Title order={3} size="h4">
            <IconBook2 size={20} aria-hidden style={{ verticalAlign: 'text-bottom', marginInlineEnd: 6 }} />
            {t('class_notes.homework_title')}
          </Title>
          <DashboardQuery query={homework} loading={loading} failedText={t('class_notes.load_failed')}>
            {(data) =>
              data.homework.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('class_notes.homework_empty')}
                </Text>
              ) : (
                <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                  {data.homework.map((item) => (
                    <Paper key={item.id} component="li" withBorder radius="md" p="sm" data-testid="class-homework">
                      <Stack gap={6}>
                        <ClassName item={item} />
                        <Text fw={600} dir="auto">
                          {item.title}
                        </Text>
                        <Group gap="xs">
                          {item.due_on && (
                            <Badge variant="light" color="orange">
                              {t('class_notes.due', { date: formatDay(item.due_on, locale) })}
                            </Badge>
                          )}
                          <Text size="xs" c="dimmed">
                            {t('class_notes.set_on', { date: formatDay(academyClock(new Date(item.created_at)).date, locale) })}
                          </Text>
                        </Group>
                        {item.body && (
                          <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
                            {item.body}
                          </Text>
                        )}
                        <HomeworkAttachments files={item.attachments} locale={locale} openLabel={t('class_notes.open_file')} />
                      </Stack>
                    </Paper>
                  ))}
                </Stack>
              )
            }
          </DashboardQuery>
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
