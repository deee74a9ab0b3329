import { Modal, Stack, Text } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import type { AdminRegistration, SectionSummary } from '@academy/shared';
import { useLanguage } from '@/i18n/use-language';
import { SectionPicker } from '../../components/section-picker';
import { localizedName } from '@/lib/course-name';

interface Props {
  registration: AdminRegistration;
  sections: SectionSummary[];
  busyId: number | null;
  onChoose: (section: SectionSummary) => void;
  onClose: () => void;
}

/** Approval needs a section: the sections with a free seat; none free says so. */
export function SectionChoiceModal({ registration, sections, busyId, onChoose, onClose }: Props) {
  const { t } = useTranslation('admin');
  const { lang } = useLanguage();
  const open = sections.filter((s) => !s.is_full && s.available_seats > 0);
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('registrations.choose_section_title')}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Text>
          <Trans
            t={t}
            i18nKey="registrations.choose_section_intro"
            values={{
              student: registration.student.name,
              course: localizedName({ name: registration.course_name, name_ar: registration.course_name_ar }, lang),
            }}
            components={{ v: <bdi /> }}
          />
        </Text>
        <SectionPicker sections={open} busyId={busyId} onChoose={onChoose} emptyText={t('registrations.no_free_section')} />
      </Stack>
    </Modal>
  );
}
