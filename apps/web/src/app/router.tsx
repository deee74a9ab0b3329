import { BrowserRouter, Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { AreaErrorBoundary, ErrorBoundary } from './error-screen';
import { AdminRoute } from './guards/admin-route';
import { ProtectedRoute } from './guards/protected-route';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
import { lazyPage } from './lazy-page';

// Every page is its own chunk; the dashboard and admin areas are never downloaded by public pages.
const LandingPage = lazyPage(() => import('@/features/public/pages/landing-page'), 'LandingPage');
const HomePage = lazyPage(() => import('@/features/public/pages/home-page'), 'HomePage');
const LittleStarsPage = lazyPage(() => import('@/features/public/pages/little-stars-page'), 'LittleStarsPage');
const AboutPage = lazyPage(() => import('@/features/public/pages/about-page'), 'AboutPage');
const CoursesPage = lazyPage(() => import('@/features/courses/pages/courses-page'), 'CoursesPage');
const PublicGalleryPage = lazyPage(() => import('@/features/public/gallery/gallery-page'), 'GalleryPage');
const ContactPage = lazyPage(() => import('@/features/public/pages/contact-page'), 'ContactPage');
const NotFoundPage = lazyPage(() => import('@/features/public/pages/not-found-page'), 'NotFoundPage');
const LoginPage = lazyPage(() => import('@/features/auth/pages/login-page'), 'LoginPage');
const RegisterPage = lazyPage(() => import('@/features/auth/pages/register-page'), 'RegisterPage');
const VerifyEmailPage = lazyPage(() => import('@/features/auth/pages/verify-email-page'), 'VerifyEmailPage');
const DashboardLayout = lazyPage(() => import('./layouts/dashboard-layout'), 'DashboardLayout');
const OverviewPage = lazyPage(() => import('@/features/dashboard/pages/overview-page'), 'OverviewPage');
const LearningPage = lazyPage(() => import('@/features/dashboard/pages/learning-page'), 'LearningPage');
const AttendancePage = lazyPage(() => import('@/features/dashboard/pages/attendance-page'), 'AttendancePage');
const AvailableCoursesPage = lazyPage(() => import('@/features/dashboard/pages/available-courses-page'), 'AvailableCoursesPage');
const DashboardContactPage = lazyPage(() => import('@/features/dashboard/pages/contact-page'), 'DashboardContactPage');
const NotificationsPage = lazyPage(() => import('@/features/dashboard/pages/notifications-page'), 'NotificationsPage');
const PaymentsPage = lazyPage(() => import('@/features/dashboard/payments/payments-page'), 'PaymentsPage');
const ReceiptPage = lazyPage(() => import('@/features/dashboard/payments/receipt-page'), 'ReceiptPage');
const ProfilePage = lazyPage(() => import('@/features/dashboard/profile/profile-page'), 'ProfilePage');
const AdminLayout = lazyPage(() => import('./layouts/admin-layout'), 'AdminLayout');
const AdminOverviewPage = lazyPage(() => import('@/features/admin/pages/admin-overview-page'), 'AdminOverviewPage');
const PeopleLayout = lazyPage(() => import('@/features/admin/people/people-layout'), 'PeopleLayout');
const StudentsPage = lazyPage(() => import('@/features/admin/students/pages/students-page'), 'StudentsPage');
const StudentDetailPage = lazyPage(() => import('@/features/admin/students/pages/student-detail-page'), 'StudentDetailPage');
const RegistrationsPage = lazyPage(() => import('@/features/admin/registrations/registrations-page'), 'RegistrationsPage');
const UsersPage = lazyPage(() => import('@/features/admin/users/users-page'), 'UsersPage');
const MobileAccessPage = lazyPage(() => import('@/features/admin/mobile-access/mobile-access-page'), 'MobileAccessPage');
const AdminNotificationsPage = lazyPage(() => import('@/features/admin/notifications/notifications-page'), 'NotificationsPage');
const AuditPage = lazyPage(() => import('@/features/admin/audit/audit-page'), 'AuditPage');
const AdminCoursesPage = lazyPage(() => import('@/features/admin/courses/courses-page'), 'CoursesPage');
const KindergartenPage = lazyPage(() => import('@/features/admin/kindergarten/kindergarten-page'), 'KindergartenPage');
const SchedulePage = lazyPage(() => import('@/features/admin/schedule/schedule-page'), 'SchedulePage');
const AttendanceLayout = lazyPage(() => import('@/features/admin/attendance/attendance-layout'), 'AttendanceLayout');
const AttendanceOverviewPage = lazyPage(() => import('@/features/admin/attendance/overview/attendance-overview-page'), 'AttendanceOverviewPage');
const MarkAttendancePage = lazyPage(() => import('@/features/admin/attendance/mark/mark-attendance-page'), 'MarkAttendancePage');
const ContentLayout = lazyPage(() => import('@/features/admin/content/content-layout'), 'ContentLayout');
const MessagesPage = lazyPage(() => import('@/features/admin/content/messages/messages-page'), 'MessagesPage');
const GalleryPage = lazyPage(() => import('@/features/admin/content/gallery/gallery-page'), 'GalleryPage');
const ReportsPage = lazyPage(() => import('@/features/admin/content/reports/reports-page'), 'ReportsPage');
const SettingsPage = lazyPage(() => import('@/features/admin/content/settings/settings-page'), 'SettingsPage');
const QrCodesPage = lazyPage(() => import('@/features/admin/qr-codes/qr-codes-page'), 'QrCodesPage');

/** A pathless route whose error boundary keeps a failing page inside its area's layout. */
const area = (children: RouteObject[]): RouteObject[] => [{ element: <AreaErrorBoundary />, children }];

const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <PublicLayout />,
        children: area([
          { index: true, element: <LandingPage /> },
          { path: 'home', element: <HomePage /> },
          { path: 'little-stars', element: <LittleStarsPage /> },
          { path: 'about', element: <AboutPage /> },
          { path: 'gallery', element: <PublicGalleryPage /> },
          { path: 'courses', element: <CoursesPage /> },
          { path: 'contact', element: <ContactPage /> },
          { path: 'login', element: <LoginPage /> },
          { path: 'register', element: <RegisterPage /> },
          { path: 'verify-email', element: <VerifyEmailPage /> },
          { path: '*', element: <NotFoundPage /> },
        ]),
      },
      {
        path: 'dashboard',
        element: (
          <ProtectedRoute>
            <DashboardLayout />
          </ProtectedRoute>
        ),
        children: area([
          { index: true, element: <OverviewPage /> },
          { path: 'learning', element: <LearningPage /> },
          { path: 'attendance', element: <AttendancePage /> },
          { path: 'courses', element: <AvailableCoursesPage /> },
          { path: 'payments', element: <PaymentsPage /> },
          { path: 'payments/receipts/:paymentId', element: <ReceiptPage /> },
          { path: 'contact', element: <DashboardContactPage /> },
          { path: 'profile', element: <ProfilePage /> },
          { path: 'notifications', element: <NotificationsPage /> },
        ]),
      },
      {
        path: 'admin',
        element: (
          <AdminRoute>
            <AdminLayout />
          </AdminRoute>
        ),
        // Every admin tab and sub-tab is its own URL, so the back button and deep links work.
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
              { path: 'mobile-access', element: <MobileAccessPage /> },
              { path: 'notifications', element: <AdminNotificationsPage /> },
            ],
          },
          { path: 'courses', element: <AdminCoursesPage /> },
          { path: 'kindergarten', element: <KindergartenPage /> },
          { path: 'schedule', element: <SchedulePage /> },
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
          { path: 'qr-codes', element: <QrCodesPage /> },
          { path: 'audit', element: <AuditPage /> },
        ]),
      },
    ],
  },
];

/**
 * The pages for the router's current URL. A declarative router (no loaders or actions are used): React
 * Router's data router would add about 18 KB gzip to the start of every page. The prerender
 * (`src/prerender.tsx`) renders the same routes inside a StaticRouter.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const element = useRoutes(routes);
  return <ErrorBoundary resetKey={pathname}>{element}</ErrorBoundary>;
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
