import { SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminStudentDetailed } from '@academy/shared';
import { DetailCard } from './detail-card';
import { HolderAccess } from './holder-access';

/** Mobile access of the student and of the parent (spec 2: View / Reset / Generate, app access). */
export function MobileAccessCard({ student }: { student: AdminStudentDetailed }) {
  const { t } = useTranslation('admin');
  const parent = student.parent;
  return (
    <DetailCard title={t('mobile.title')} testId="mobile-card">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <HolderAccess
          type="student"
          id={student.id}
          name={student.name}
          username={student.mobile_credentials.username}
          passwordSet={student.mobile_credentials.password_set}
          appEnabled={student.mobile_credentials.app_enabled}
        />
        {parent ? (
          <HolderAccess
            type="parent"
            id={parent.id}
            name={parent.name ?? t('detail.parent_title')}
            username={parent.mobile_username}
            passwordSet={null}
            appEnabled={parent.mobile_app_enabled}
          />
        ) : (
          <Text size="sm" c="dimmed">
            {t('mobile.no_parent')}
          </Text>
        )}
      </SimpleGrid>
    </DetailCard>
  );
}
