import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { PeopleTabs } from './people-tabs';

/** `/admin/people/*`: the people-management sub-tabs above the chosen screen. */
export function PeopleLayout() {
  return (
    <>
      <PeopleTabs />
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </>
  );
}
