import { Alert, Button, Center, Group, Loader, Modal, Paper, Stack, Text } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import type { CourseSummary, SectionSummary } from '@academy/shared';
import { useLanguage } from '@/i18n/use-language';
import { errorMessage } from '@/lib/api/notify';
import { useCourseSections } from '@/lib/api/courses/get-course-sections';
import type { Student } from '../hooks/use-course-statuses';
import { courseName } from '@/lib/course-text';
import { SectionSchedule } from '@/components/section-schedule';

interface SectionChoiceModalProps {
  course: CourseSummary;
  student: Student;
  busySectionId: number | null;
  onChoose: (section: SectionSummary) => void;
  onClose: () => void;
}

const isFull = (s: SectionSummary) => s.is_full || s.available_seats <= 0 || s.current_students >= s.max_students;

/** The sections of a course with their timetable and free seats; a full section cannot be chosen. */
export function SectionChoiceModal({ course, student, busySectionId, onChoose, onClose }: SectionChoiceModalProps) {
  const { t } = useTranslation(['courses', 'common']);
  const { lang } = useLanguage();
  const sections = useCourseSections(course.id);
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('sections.title')}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <Text mb="md">
        <Trans
          t={t}
          i18nKey="sections.intro"
          values={{ course: courseName(course, lang), student: student.name }}
          components={{ v: <bdi /> }}
        />
      </Text>
      {sections.isPending ? (
        <Center py="lg">
          <Loader role="img" aria-label={t('sections.loading')} />
        </Center>
      ) : sections.isError ? (
        <Alert color="red">{errorMessage(sections.error, t('register.sections_failed'))}</Alert>
      ) : (
        <Stack gap="sm" component="ul" aria-label={t('sections.list_label')} p={0} m={0} style={{ listStyle: 'none' }}>
          {sections.data.map((section) => {
            const full = isFull(section);
            const name = section.section_name || section.name;
            return (
              <Paper key={section.id} withBorder p="sm" radius="md" component="li" data-testid="section-option">
                <Group justify="space-between" align="center" gap="sm">
                  <Stack gap={4} miw={0} style={{ flex: '1 1 14rem' }}>
                    <Text fw={600}>{name}</Text>
                    <SectionSchedule section={section} />
                    <Text size="sm" c={full ? 'red' : 'dimmed'}>
                      <Trans
                        t={t}
                        i18nKey="sections.seats_left"
                        count={Math.max(0, section.available_seats)}
                        components={{ n: <bdi dir="ltr" /> }}
                      />
                    </Text>
                  </Stack>
                  <Button
                    onClick={() => onChoose(section)}
                    disabled={full || (busySectionId !== null && busySectionId !== section.id)}
                    loading={busySectionId === section.id}
                    variant={full ? 'default' : 'filled'}
                    aria-label={full ? t('sections.full_label', { section: name }) : t('sections.choose_label', { section: name })}
                  >
                    {full ? t('sections.full') : t('sections.choose')}
                  </Button>
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
    </Modal>
  );
}
