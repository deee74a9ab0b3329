import { IconUserQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';

/** A family account without any student yet: the child's tabs have nothing to show. */
export function NoStudent() {
  const { t } = useTranslation('dashboard');
  return (
    <EmptyState icon={<IconUserQuestion size={48} stroke={1.4} />} title={t('data.no_student_title')} text={t('data.no_student_text')} />
  );
}
