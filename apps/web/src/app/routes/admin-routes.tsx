import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { i18n } from '@/i18n';
import { warmUpIntl } from '@/lib/format';
import { AdminLayout } from '../layouts/admin-layout';
import { lazyPage } from '../lazy-page';
import { area, NotFoundPage } from './area';

// The area's pages format dates and prices: their first formatters are built now, before its data arrives.
warmUpIntl(i18n.language);

const AdminOverviewPage = lazyPage(() => import('@/features/admin/overview/overview-page'), 'AdminOverviewPage');
const PeopleLayout = lazyPage(() => import('@/features/admin/people/people-layout'), 'PeopleLayout');
const StudentsPage = lazyPage(() => import('@/features/admin/students/students-page'), 'StudentsPage');
const StudentDetailPage = lazyPage(() => import('@/features/admin/students/student-detail-page'), 'StudentDetailPage');
const RegistrationsPage = lazyPage(() => import('@/features/admin/registrations/registrations-page'), 'RegistrationsPage');
const UsersPage = lazyPage(() => import('@/features/admin/users/users-page'), 'UsersPage');
const TeachersPage = lazyPage(() => import('@/features/admin/teachers/teachers-page'), 'TeachersPage');
const TeacherPayPage = lazyPage(() => import('@/features/admin/teacher-pay/teacher-pay-page'), 'TeacherPayPage');
const TeacherStatementPage = lazyPage(() => import('@/features/admin/teacher-pay/statement-page'), 'StatementPage');
const RoomsPage = lazyPage(() => import('@/features/admin/rooms/rooms-page'), 'RoomsPage');
const MobileAccessPage = lazyPage(() => import('@/features/admin/mobile-access/mobile-access-page'), 'MobileAccessPage');
const AdminNotificationsPage = lazyPage(() => import('@/features/admin/notifications/notifications-page'), 'NotificationsPage');
const AuditPage = lazyPage(() => import('@/features/admin/audit/audit-page'), 'AuditPage');
const AdminCoursesPage = lazyPage(() => import('@/features/admin/courses/courses-page'), 'CoursesPage');
const KindergartenPage = lazyPage(() => import('@/features/admin/kindergarten/kindergarten-page'), 'KindergartenPage');
const SchedulePage = lazyPage(() => import('@/features/admin/schedule/schedule-page'), 'SchedulePage');
const AttendanceLayout = lazyPage(() => import('@/features/admin/attendance/attendance-layout'), 'AttendanceLayout');
const AttendanceOverviewPage = lazyPage(() => import('@/features/admin/attendance/attendance-overview-page'), 'AttendanceOverviewPage');
const MarkAttendancePage = lazyPage(() => import('@/features/admin/attendance/mark-attendance-page'), 'MarkAttendancePage');
const ContentLayout = lazyPage(() => import('@/features/admin/content/content-layout'), 'ContentLayout');
const MessagesPage = lazyPage(() => import('@/features/admin/content/messages-page'), 'MessagesPage');
const GalleryPage = lazyPage(() => import('@/features/admin/content/gallery-page'), 'GalleryPage');
const ReportsPage = lazyPage(() => import('@/features/admin/content/reports-page'), 'ReportsPage');
const SettingsPage = lazyPage(() => import('@/features/admin/content/settings-page'), 'SettingsPage');
const QrCodesPage = lazyPage(() => import('@/features/admin/qr-codes/qr-codes-page'), 'QrCodesPage');
const MessageLogPage = lazyPage(() => import('@/features/admin/messaging/message-log-page'), 'MessageLogPage');
const OnlinePaymentsPage = lazyPage(() => import('@/features/admin/online-payments/online-payments-page'), 'OnlinePaymentsPage');
const CashClosingPage = lazyPage(() => import('@/features/admin/cash-closing/cash-closing-page'), 'CashClosingPage');
const MessagingSettingsPage = lazyPage(() => import('@/features/admin/messaging/messaging-settings-page'), 'MessagingSettingsPage');

/** The admin back office's pages, relative to /admin: every tab and sub-tab is its own URL. */
const routes: RouteObject[] = [
  {
    element: <AdminLayout />,
    children: area([
      { index: true, element: <AdminOverviewPage /> },
      {
        path: 'people',
        element: <PeopleLayout />,
        children: [
          { index: true, element: <Navigate to="students" replace /> },
          { path: 'students', element: <StudentsPage /> },
          { path: 'students/:id', element: <StudentDetailPage /> },
          { path: 'registrations', element: <RegistrationsPage /> },
          { path: 'users', element: <UsersPage /> },
          { path: 'teachers', element: <TeachersPage /> },
          { path: 'teachers/pay', element: <TeacherPayPage /> },
          { path: 'teachers/:id/pay', element: <TeacherStatementPage /> },
          { path: 'mobile-access', element: <MobileAccessPage /> },
          { path: 'notifications', element: <AdminNotificationsPage /> },
          { path: 'messaging', element: <MessageLogPage /> },
          { path: 'messaging/settings', element: <MessagingSettingsPage /> },
        ],
      },
      { path: 'courses', element: <AdminCoursesPage /> },
      { path: 'kindergarten', element: <KindergartenPage /> },
      { path: 'schedule', element: <SchedulePage /> },
      { path: 'rooms', element: <RoomsPage /> },
      {
        path: 'attendance',
        element: <AttendanceLayout />,
        children: [
          { index: true, element: <AttendanceOverviewPage /> },
          { path: 'mark', element: <MarkAttendancePage /> },
        ],
      },
      {
        path: 'content',
        element: <ContentLayout />,
        children: [
          { index: true, element: <Navigate to="messages" replace /> },
          { path: 'messages', element: <MessagesPage /> },
          { path: 'gallery', element: <GalleryPage /> },
          { path: 'reports', element: <ReportsPage /> },
          { path: 'settings', element: <SettingsPage /> },
        ],
      },
      { path: 'online-payments', element: <OnlinePaymentsPage /> },
      { path: 'cash-closing', element: <CashClosingPage /> },
      { path: 'qr-codes', element: <QrCodesPage /> },
      { path: 'audit', element: <AuditPage /> },
      { path: '*', element: <NotFoundPage /> },
    ]),
  },
];

/** The admin area, its own chunk: the public pages never download its route table or layout. */
export function AdminRoutes() {
  return useRoutes(routes);
}
