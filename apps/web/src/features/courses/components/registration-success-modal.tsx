import { Alert, Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import type { CourseSummary, SectionSummary } from '@academy/shared';
import { useLanguage } from '@/i18n/use-language';
import { paths } from '@/lib/paths';
import type { Student } from '../hooks/use-course-statuses';
import { courseName } from '@/lib/course-text';
import { StatusBadge } from './status-badge';

interface RegistrationSuccessModalProps {
  course: CourseSummary;
  student: Student;
  /** The reserved section; none when the request went to a course without sections. */
  section?: SectionSummary;
  onClose: () => void;
}

/** After registering: the request is pending; with a section, the seat is reserved until the family pays. */
export function RegistrationSuccessModal({ course, student, section, onClose }: RegistrationSuccessModalProps) {
  const { t } = useTranslation(['courses', 'common']);
  const { lang } = useLanguage();
  const values = { course: courseName(course, lang), student: student.name, section: section?.section_name || section?.name };
  return (
    <Modal
      opened
      onClose={onClose}
      title={section ? t('success.reserved_title') : t('success.request_title')}
      centered
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon size={40} radius="xl" color="green" variant="light">
            <IconCircleCheck size={24} aria-hidden="true" />
          </ThemeIcon>
          <Text>
            <Trans t={t} i18nKey={section ? 'success.reserved_text' : 'success.request_text'} values={values} components={{ v: <bdi /> }} />
          </Text>
        </Group>
        <Group gap="xs">
          <Text size="sm" fw={500}>
            {t('success.status_label')}
          </Text>
          <StatusBadge status="pending" />
        </Group>
        {section && (
          <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden="true" />}>
            {t('success.reserved_notice')}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" component={Link} to={paths.dashboard.root}>
            {t('success.dashboard')}
          </Button>
          <Button onClick={onClose}>{t('success.close')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
