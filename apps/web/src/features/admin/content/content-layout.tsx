import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/page-loader';
import { RouteTabs } from '@/components/route-tabs';
import { paths } from '@/lib/paths';
import { useUnreadBadge } from './messages/hooks/use-unread-badge';

/** `/admin/content/*`: the Content & Support sub-tabs (messages, gallery, reports, settings) above the chosen screen. */
export function ContentLayout() {
  const { t } = useTranslation('admin-content');
  const unread = useUnreadBadge();
  const tabs = [
    { to: paths.admin.messages, label: t('tabs.messages'), ...unread },
    { to: paths.admin.gallery, label: t('tabs.gallery') },
    { to: paths.admin.reports, label: t('tabs.reports') },
    { to: paths.admin.settings, label: t('tabs.settings') },
  ];
  return (
    <>
      <RouteTabs tabs={tabs} label={t('tabs.label')} />
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </>
  );
}
