import { Alert, Button, SimpleGrid, Skeleton } from '@mantine/core';
import {
  IconBook,
  IconCash,
  IconCalendarCheck,
  IconClipboardList,
  IconMail,
  IconSchool,
  IconUsers,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDA } from '@academy/shared';
import { usePageTitle } from '@/hooks/use-page-title';
import { formatNumber } from '@/lib/format';
import { useLanguage } from '@/i18n/use-language';
import { useAdminOverview, type AdminOverview } from '../api/get-admin-overview';
import { StatCard } from '../components/stat-card';

const COUNTS = [
  { key: 'students_total', icon: IconUsers, color: 'blue' },
  { key: 'active_enrollments', icon: IconSchool, color: 'teal' },
  { key: 'courses_active', icon: IconBook, color: 'violet' },
  { key: 'pending_registrations', icon: IconClipboardList, color: 'orange' },
  { key: 'unread_messages', icon: IconMail, color: 'pink' },
  { key: 'attendance_today', icon: IconCalendarCheck, color: 'green' },
] as const satisfies { key: keyof AdminOverview; icon: unknown; color: string }[];

/** `/admin`: today's figures at a glance. */
export function AdminOverviewPage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('header.title'));
  const { lang, locale } = useLanguage();
  const overview = useAdminOverview();

  if (overview.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
        {Array.from({ length: 7 }, (_, i) => (
          <Skeleton key={i} h={104} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (overview.isError) {
    return (
      <Alert color="red" title={t('overview.load_failed')}>
        <Button mt="sm" size="xs" variant="light" color="red" onClick={() => void overview.refetch()}>
          {t('overview.retry')}
        </Button>
      </Alert>
    );
  }

  const data = overview.data;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
      {COUNTS.map(({ key, icon: Icon, color }) => (
        <StatCard key={key} label={t(`overview.${key}`)} value={formatNumber(data[key], locale)} icon={<Icon size={24} />} color={color} />
      ))}
      <StatCard label={t('overview.cash_today')} value={formatDA(data.cash_today, lang)} icon={<IconCash size={24} />} color="yellow" />
    </SimpleGrid>
  );
}
