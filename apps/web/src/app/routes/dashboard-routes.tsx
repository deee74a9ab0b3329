import { useRoutes, type RouteObject } from 'react-router';
import { i18n } from '@/i18n';
import { warmUpIntl } from '@/lib/format';
import { DashboardLayout } from '../layouts/dashboard-layout';
import { lazyPage } from '../lazy-page';
import { area, NotFoundPage } from './area';

// The area's pages format dates and prices: their first formatters are built now, before its data arrives.
warmUpIntl(i18n.language);

const OverviewPage = lazyPage(() => import('@/features/dashboard/overview/overview-page'), 'OverviewPage');
const LearningPage = lazyPage(() => import('@/features/dashboard/learning/learning-page'), 'LearningPage');
const AttendancePage = lazyPage(() => import('@/features/dashboard/attendance/attendance-page'), 'AttendancePage');
const AvailableCoursesPage = lazyPage(() => import('@/features/courses/available-courses-page'), 'AvailableCoursesPage');
const DashboardContactPage = lazyPage(() => import('@/features/dashboard/contact/contact-page'), 'DashboardContactPage');
const NotificationsPage = lazyPage(() => import('@/features/dashboard/notifications/notifications-page'), 'NotificationsPage');
const PaymentsPage = lazyPage(() => import('@/features/dashboard/payments/payments-page'), 'PaymentsPage');
const ReceiptPage = lazyPage(() => import('@/features/dashboard/payments/receipt-page'), 'ReceiptPage');
const OnlinePaymentPage = lazyPage(() => import('@/features/dashboard/payments/online-payment-page'), 'OnlinePaymentPage');
const ProfilePage = lazyPage(() => import('@/features/dashboard/profile/profile-page'), 'ProfilePage');
const NotificationPreferencesPage = lazyPage(
  () => import('@/features/dashboard/notifications/notification-preferences-page'),
  'NotificationPreferencesPage',
);

/** The parent dashboard's pages, relative to /dashboard. */
const routes: RouteObject[] = [
  {
    element: <DashboardLayout />,
    children: area([
      { index: true, element: <OverviewPage /> },
      { path: 'learning', element: <LearningPage /> },
      { path: 'attendance', element: <AttendancePage /> },
      { path: 'courses', element: <AvailableCoursesPage /> },
      { path: 'payments', element: <PaymentsPage /> },
      { path: 'payments/receipts/:paymentId', element: <ReceiptPage /> },
      { path: 'payments/online/:id', element: <OnlinePaymentPage /> },
      { path: 'contact', element: <DashboardContactPage /> },
      { path: 'profile', element: <ProfilePage /> },
      { path: 'notifications', element: <NotificationsPage /> },
      { path: 'notifications/preferences', element: <NotificationPreferencesPage /> },
      { path: '*', element: <NotFoundPage /> },
    ]),
  },
];

/** The dashboard area, its own chunk: the public pages never download its route table or layout. */
export function DashboardRoutes() {
  return useRoutes(routes);
}
