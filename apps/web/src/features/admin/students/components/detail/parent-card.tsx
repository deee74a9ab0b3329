import { Button, Text } from '@mantine/core';
import { IconUserPlus, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AdminStudentDetailed } from '@academy/shared';
import { DetailCard } from './detail-card';
import { InfoRow } from './info-row';
import { Phone } from '@/components/phone';
import { WhatsAppLink } from '../../../components/whatsapp-link';

/** The parent: name, e-mail, phone; Assign Parent (or Edit parent) opens the form at the parent's fields. */
export function ParentCard({
  parent,
  studentName,
  onAssign,
}: {
  parent: AdminStudentDetailed['parent'];
  studentName: string;
  onAssign: () => void;
}) {
  const { t } = useTranslation('admin');
  const none = t('detail.not_provided');
  return (
    <DetailCard
      title={t('detail.parent_title')}
      actions={
        <Button
          size="xs"
          variant="light"
          leftSection={parent ? <IconPencil size={14} aria-hidden /> : <IconUserPlus size={14} aria-hidden />}
          onClick={onAssign}
        >
          {parent ? t('detail.edit_parent') : t('detail.assign_parent')}
        </Button>
      }
    >
      {parent ? (
        <dl style={{ margin: 0 }}>
          <InfoRow label={t('detail.parent_name')}>{parent.name || none}</InfoRow>
          <InfoRow label={t('detail.email')}>{parent.email ? <bdi dir="ltr">{parent.email}</bdi> : none}</InfoRow>
          <InfoRow label={t('detail.phone')}>
            {parent.phone ? (
              <>
                <Phone value={parent.phone} />{' '}
                <WhatsAppLink
                  phone={parent.phone}
                  name={parent.name}
                  template="whatsapp_greeting"
                  vars={() => ({ student: studentName })}
                />
              </>
            ) : (
              none
            )}
          </InfoRow>
          <InfoRow label={t('detail.account')}>
            {parent.user_email_verified === null
              ? t('detail.no_account')
              : parent.user_email_verified
                ? t('detail.account_verified')
                : t('detail.account_unverified')}
          </InfoRow>
        </dl>
      ) : (
        <Text c="dimmed" size="sm">
          {t('detail.no_parent')}
        </Text>
      )}
    </DetailCard>
  );
}
