import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/page-loader';
import { RouteTabs } from '@/components/route-tabs';
import { paths } from '@/lib/paths';

/** `/admin/attendance/*`: the Overview & Analytics and Mark Attendance sub-tabs above the chosen screen. */
export function AttendanceLayout() {
  const { t } = useTranslation('admin-attendance');
  const tabs = [
    { to: paths.admin.attendance, label: t('tabs.overview') },
    { to: paths.admin.attendanceMark, label: t('tabs.mark') },
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
