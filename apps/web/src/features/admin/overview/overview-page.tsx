import { Alert, Button, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import {
  IconBook,
  IconCash,
  IconCalendarCheck,
  IconClipboardList,
  IconBroadcast,
  IconMail,
  IconSchool,
  IconUsers,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDA } from '@academy/shared';
import { usePageTitle } from '@/hooks/use-page-title';
import { formatNumber } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useLanguage } from '@/i18n/use-language';
import { useAdminOverview, type AdminOverview } from '@/features/admin/api/get-admin-overview';
import { StatCard } from '@/components/stat-card';

type CountKey = Exclude<keyof AdminOverview, 'cash_today'>;
interface Figure {
  key: CountKey;
  icon: typeof IconUsers;
  color: string;
  to?: string;
}

/** Today first (spec: sessions live now, attendance so far, cash, pending registrations, unread messages). */
const TODAY: Figure[] = [
  { key: 'live_sessions', icon: IconBroadcast, color: 'red' },
  { key: 'attendance_today', icon: IconCalendarCheck, color: 'green' },
];
const FOLLOW_UP: Figure[] = [
  { key: 'pending_registrations', icon: IconClipboardList, color: 'orange', to: paths.admin.registrations },
  { key: 'unread_messages', icon: IconMail, color: 'pink' },
];
const ACADEMY: Figure[] = [
  { key: 'students_total', icon: IconUsers, color: 'blue', to: paths.admin.students },
  { key: 'active_enrollments', icon: IconSchool, color: 'teal' },
  { key: 'courses_active', icon: IconBook, color: 'violet' },
];

/** `/admin`: today's figures at a glance. */
export function AdminOverviewPage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('header.title'));
  const { lang, locale } = useLanguage();
  const overview = useAdminOverview();

  if (overview.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
        {Array.from({ length: 8 }, (_, i) => (
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
  const card = ({ key, icon: Icon, color, to }: Figure) => (
    <StatCard
      layout="headline"
      key={key}
      label={t(`overview.${key}`)}
      value={formatNumber(data[key], locale)}
      icon={<Icon size={24} />}
      color={color}
      to={to}
    />
  );
  return (
    <Stack gap="xl">
      <section aria-labelledby="overview-today">
        <Title order={2} size="h4" mb="sm" id="overview-today">
          {t('overview.today')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {TODAY.map(card)}
          <StatCard
            layout="headline"
            label={t('overview.cash_today')}
            value={formatDA(data.cash_today, lang)}
            icon={<IconCash size={24} />}
            color="yellow"
          />
          {FOLLOW_UP.map(card)}
        </SimpleGrid>
      </section>
      <section aria-labelledby="overview-academy">
        <Title order={2} size="h4" mb="sm" id="overview-academy">
          {t('overview.academy')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {ACADEMY.map(card)}
        </SimpleGrid>
      </section>
    </Stack>
  );
}
