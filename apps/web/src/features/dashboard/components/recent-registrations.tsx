import { Group, Skeleton, Stack, Text } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { LIMITS, localCourseName } from '@academy/shared';
import { useMyRegistrations } from '@/lib/api/courses/get-my-registrations';
import { formatDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useLanguage } from '@/i18n/use-language';
import { useRejectionReason } from '@/hooks/use-rejection-reason';
import { DashboardQuery } from './dashboard-query';
import { RegistrationStatusBadge } from './registration-status-badge';
import { SectionCard } from './section-card';

/** Overview: the child's 5 latest course requests (newest first, as the server sends them) and their state. */
export function RecentRegistrations({ studentId }: { studentId: number }) {
  const { t } = useTranslation('dashboard');
  const rejectionReason = useRejectionReason();
  const { lang, locale } = useLanguage();
  const query = useMyRegistrations(true);
  const v = <bdi />;
  return (
    <SectionCard title={t('overview.registrations.title')} link={{ to: paths.dashboard.courses, label: t('overview.registrations.link') }}>
      <DashboardQuery query={query} loading={<Skeleton h={120} aria-hidden />}>
        {({ registrations }) => {
          const latest = registrations.filter((r) => r.student_id === studentId).slice(0, LIMITS.overviewRegistrations);
          if (latest.length === 0) return <Text c="dimmed">{t('overview.registrations.empty')}</Text>;
          return (
            <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid="recent-registrations">
              {latest.map((r) => (
                <li key={r.id}>
                  <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                    <Stack gap={0} style={{ minWidth: 0 }}>
                      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                        {localCourseName(r, lang)}
                      </Text>
                      <Text size="sm" c="dimmed">
                        <Trans
                          t={t}
                          i18nKey="overview.registrations.requested_on"
                          values={{ date: formatDate(r.created_at, locale) }}
                          components={{ v }}
                        />
                      </Text>
                      {r.status === 'rejected' && r.rejection_reason && (
                        <Text size="sm" c="red">
                          <Trans
                            t={t}
                            i18nKey="overview.registrations.reason"
                            values={{ reason: rejectionReason(r.rejection_reason) }}
                            components={{ v }}
                          />
                        </Text>
                      )}
                    </Stack>
                    <RegistrationStatusBadge status={r.status} />
                  </Group>
                </li>
              ))}
            </Stack>
          );
        }}
      </DashboardQuery>
    </SectionCard>
  );
}
