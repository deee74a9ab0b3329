import { Container, Title } from '@mantine/core';
import { Suspense } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/page-loader';
import { RouteTabs } from '@/components/route-tabs';
import { useAuth } from '@/lib/auth/use-auth';
import { isAdmin } from '@/lib/auth/user';
import { paths } from '@/lib/paths';

/** The parent's dashboard: a tab per area (only those that work), each its own URL. */
export function DashboardLayout() {
  const { t } = useTranslation('dashboard');
  const { user } = useAuth();
  if (isAdmin(user)) return <Navigate to={paths.admin.root} replace />;
  const tabs = [{ to: paths.dashboard.root, label: t('tabs.overview') }];
  return (
    <Container size="lg" py="lg">
      <Title order={1} size="h2" mb="md">
        {t('title')}
      </Title>
      <RouteTabs tabs={tabs} label={t('tabs.label')} />
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </Container>
  );
}
