import { useRoutes, type RouteObject } from 'react-router';
import { i18n } from '@/i18n';
import { TeacherLayout } from '@/features/teacher/teacher-layout';
import { warmUpIntl } from '@/lib/format';
import { lazyPage } from '../lazy-page';
import { area, NotFoundPage } from './area';

// The area's pages format dates: their first formatters are built now, before its data arrives.
warmUpIntl(i18n.language);

const TodayPage = lazyPage(() => import('@/features/teacher/today-page'), 'TodayPage');
const WeekPage = lazyPage(() => import('@/features/teacher/week-page'), 'WeekPage');
const ClassListPage = lazyPage(() => import('@/features/teacher/class-list-page'), 'ClassListPage');
const PayPage = lazyPage(() => import('@/features/teacher/pay-page'), 'PayPage');

/** The teacher's portal's pages (issue 25), relative to /teacher. */
const routes: RouteObject[] = [
  {
    element: <TeacherLayout />,
    children: area([
      { index: true, element: <TodayPage /> },
      { path: 'week', element: <WeekPage /> },
      { path: 'sections/:id', element: <ClassListPage /> },
      { path: 'pay', element: <PayPage /> },
      { path: '*', element: <NotFoundPage /> },
    ]),
  },
];

/** The teacher's area, its own chunk: the public pages never download its route table or pages. */
export function TeacherRoutes() {
  return useRoutes(routes);
}
