import { Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconDeviceMobile } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/lib/auth/use-auth';
import { LoadError } from '@/components/load-error';
import { useMobileEligibility } from '../api/get-mobile-eligibility';
import { ParentAccess } from './parent-access';
import { StudentAccess } from './student-access';

/** Mobile-app access for each student and then the parent, with the app's download link. */
export function MobileAccess() {
  const { t } = useTranslation('account');
  const { user } = useAuth();
  const query = useMobileEligibility();
  const birthDates = new Map((user?.students ?? []).map((s) => [s.id, s.date_of_birth]));
  return (
    <Stack gap="md">
      <div>
        <Title order={4} size="h5" mb={4}>
          {t('security.mobile_title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('security.mobile_intro')}
        </Text>
      </div>
      {query.isPending ? (
        <Skeleton h={160} />
      ) : query.isError ? (
        <LoadError title={t('profile.load_failed')} error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          {query.data.mobile_app_url && (
            <div>
              <Button
                component="a"
                href={query.data.mobile_app_url}
                target="_blank"
                rel="noopener noreferrer"
                variant="outline"
                leftSection={<IconDeviceMobile size={18} aria-hidden />}
              >
                {t('security.download_app')}
              </Button>
            </div>
          )}
          {query.data.students.map((student) => (
            <StudentAccess key={student.student_id} student={student} dateOfBirth={birthDates.get(student.student_id) ?? null} />
          ))}
          <ParentAccess parent={query.data.parent} />
        </>
      )}
    </Stack>
  );
}
