import { BrowserRouter, useLocation, useRoutes, type RouteObject } from 'react-router';
import { ErrorBoundary } from './error-screen';
import { AdminRoute } from './guards/admin-route';
import { ProtectedRoute } from './guards/protected-route';
import { TeacherRoute } from './guards/teacher-route';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
import { lazyPage } from './lazy-page';
import { area, NotFoundPage } from './routes/area';

// Every routed page is `features/<feature>/<name>-page.tsx` at its feature's root (a screen with sub-tabs: its
// `<name>-layout.tsx` beside them); the route tables here and in routes/ only assemble them.
// Every page is its own chunk; public pages never download the dashboard's or the admin's.
const LandingPage = lazyPage(() => import('@/features/public/landing-page'), 'LandingPage');
const HomePage = lazyPage(() => import('@/features/public/home-page'), 'HomePage');
const LittleStarsPage = lazyPage(() => import('@/features/public/little-stars-page'), 'LittleStarsPage');
const AboutPage = lazyPage(() => import('@/features/public/about-page'), 'AboutPage');
const CoursesPage = lazyPage(() => import('@/features/courses/courses-page'), 'CoursesPage');
const PublicGalleryPage = lazyPage(() => import('@/features/public/gallery-page'), 'GalleryPage');
const ContactPage = lazyPage(() => import('@/features/public/contact-page'), 'ContactPage');
const LoginPage = lazyPage(() => import('@/features/auth/login-page'), 'LoginPage');
const RegisterPage = lazyPage(() => import('@/features/auth/register-page'), 'RegisterPage');
const VerifyEmailPage = lazyPage(() => import('@/features/auth/verify-email-page'), 'VerifyEmailPage');
const SmsStopPage = lazyPage(() => import('@/features/public/sms-stop-page'), 'SmsStopPage');
// The signed-in areas: each one chunk with its route table and layout, then a chunk per page.
const DashboardRoutes = lazyPage(() => import('./routes/dashboard-routes'), 'DashboardRoutes');
const AdminRoutes = lazyPage(() => import('./routes/admin-routes'), 'AdminRoutes');
const TeacherRoutes = lazyPage(() => import('./routes/teacher-routes'), 'TeacherRoutes');

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
          { path: 'sms-stop/:token', element: <SmsStopPage /> },
          { path: '*', element: <NotFoundPage /> },
        ]),
      },
      {
        path: 'dashboard/*',
        element: (
          <ProtectedRoute>
            <DashboardRoutes />
          </ProtectedRoute>
        ),
      },
      {
        path: 'admin/*',
        element: (
          <AdminRoute>
            <AdminRoutes />
          </AdminRoute>
        ),
      },
      {
        path: 'teacher/*',
        element: (
          <TeacherRoute>
            <TeacherRoutes />
          </TeacherRoute>
        ),
      },
    ],
  },
];

/**
 * The pages for the router's current URL. A declarative router (no loaders or actions are used): React
 * Router's data router would add about 18 KB gzip to the start of every page. The server's renderer of the
 * public pages (`src/ssr/render-page.tsx`) renders the same routes inside a StaticRouter.
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
