import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminStudentDetailed } from '@academy/shared';
import { Phone } from '@/components/phone';

/** The parent's name and phone under a student's name (searching by parent name finds the row). */
export function ParentLine({ parent }: { parent: AdminStudentDetailed['parent'] }) {
  const { t } = useTranslation('admin');
  if (!parent) {
    return (
      <Text size="xs" c="dimmed">
        {t('students.no_parent')}
      </Text>
    );
  }
  return (
    <Text size="xs" c="dimmed">
      {t('students.parent_short', { name: parent.name ?? '—' })}
      {parent.phone && (
        <>
          {' · '}
          <Phone value={parent.phone} />
        </>
      )}
    </Text>
  );
}
