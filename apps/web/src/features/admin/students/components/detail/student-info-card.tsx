import { Button } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AdminStudentDetailed } from '@academy/shared';
import { useLanguage } from '@/i18n/use-language';
import { formatDate, formatNumber } from '@/lib/format';
import { DetailCard } from './detail-card';
import { InfoRow } from './info-row';
import { Phone } from '@/components/phone';

/** The student's own details. */
export function StudentInfoCard({ student, onEdit }: { student: AdminStudentDetailed; onEdit: () => void }) {
  const { t } = useTranslation(['admin', 'common']);
  const { locale } = useLanguage();
  const none = t('admin:detail.not_provided');
  return (
    <DetailCard
      title={t('admin:detail.info_title')}
      actions={
        <Button size="xs" variant="light" leftSection={<IconPencil size={14} aria-hidden />} onClick={onEdit}>
          {t('admin:detail.edit')}
        </Button>
      }
    >
      <dl style={{ margin: 0 }}>
        <InfoRow label={t('admin:detail.student_id')}>
          <bdi dir="ltr">{student.id}</bdi>
        </InfoRow>
        <InfoRow label={t('admin:detail.barcode')}>
          <bdi dir="ltr">{student.barcode}</bdi>
        </InfoRow>
        <InfoRow label={t('admin:detail.date_of_birth')}>
          {student.date_of_birth ? (
            <>
              <bdi>{formatDate(student.date_of_birth, locale)}</bdi>
              {student.age !== null && ` · ${t('admin:detail.age', { count: student.age, n: formatNumber(student.age, locale) })}`}
            </>
          ) : (
            none
          )}
        </InfoRow>
        <InfoRow label={t('common:gender.label')}>
          {student.gender === 'male' || student.gender === 'female' ? t(`common:gender.${student.gender}`) : none}
        </InfoRow>
        <InfoRow label={t('admin:detail.email')}>{student.email ? <bdi dir="ltr">{student.email}</bdi> : none}</InfoRow>
        <InfoRow label={t('admin:detail.phone')}>{student.phone ? <Phone value={student.phone} /> : none}</InfoRow>
        <InfoRow label={t('admin:detail.created_at')}>
          <bdi>{formatDate(student.created_at, locale)}</bdi>
        </InfoRow>
      </dl>
    </DetailCard>
  );
}
