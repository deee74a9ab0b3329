import { Badge, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { AdminSection } from '@academy/shared';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { useLanguage } from '@/i18n/use-language';
import { formatDate } from '@/lib/format';
import { useSectionNotes } from '../api/section-notes';

/**
 * A section's session notes as the staff read them (issue 25 item 2): each session's note for the parents and the
 * private note for the staff, newest first, with who wrote them. Read-only: the teacher writes them in the portal.
 */
export function SectionNotes({ section }: { section: AdminSection }) {
  const { t } = useTranslation('admin-courses');
  const { locale } = useLanguage();
  const notes = useSectionNotes(section.id);
  return (
    <Paper withBorder radius="md" p="sm" mt="xs" data-testid="section-notes">
      <Title order={4} size="h6" mb="xs">
        {t('section_notes.title', { name: `\u2068${section.section_name}\u2069` })}
      </Title>
      {notes.isPending ? (
        <Loader size="sm" aria-label={t('section_notes.loading')} />
      ) : notes.isError ? (
        <LoadError
          title={t('section_notes.load_failed')}
          error={notes.error}
          onRetry={() => void notes.refetch()}
          retrying={notes.isFetching}
        />
      ) : notes.data.notes.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('section_notes.empty')}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {notes.data.notes.map((note) => (
            <Paper key={note.date} component="li" withBorder radius="sm" p="xs">
              <Group gap="xs" mb={4}>
                <Badge variant="light" color="gray">
                  {formatDate(note.date, locale)}
                </Badge>
                {note.written_by && (
                  <Text size="xs" c="dimmed">
                    {t('section_notes.by', { name: `\u2068${note.written_by.name}\u2069` })}
                  </Text>
                )}
              </Group>
              {note.parent_note && (
                <>
                  <Text size="xs" fw={600} c="dimmed">
                    {t('section_notes.parents')}
                  </Text>
                  <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
                    {note.parent_note}
                  </Text>
                </>
              )}
              {note.staff_note && (
                <>
                  <Text size="xs" fw={600} c="orange.9" mt={4}>
                    {t('section_notes.staff')}
                  </Text>
                  <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
                    {note.staff_note}
                  </Text>
                </>
              )}
            </Paper>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
