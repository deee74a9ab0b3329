/** Every URL the web app knows: its own routes and the server's API paths. */
export const paths = {
  landing: '/',
  home: '/home',
  littleStars: '/little-stars',
  about: '/about',
  courses: '/courses',
  coursesForLevel: (level: string) => `/courses?level=${encodeURIComponent(level)}`,
  contact: '/contact',
  login: '/login',
  register: '/register',
  verifyEmail: '/verify-email',
  dashboard: {
    root: '/dashboard',
  },
  admin: {
    root: '/admin',
  },
} as const;

export const apiPaths = {
  site: '/api/site',
  auth: {
    login: '/api/auth/login',
    register: '/api/auth/register',
    verifyEmail: '/api/auth/verify-email',
    me: '/api/auth/me',
    logout: '/api/auth/logout',
    profileStatus: '/api/auth/profile-status',
    completeProfile: '/api/auth/profile/complete',
    validateBarcode: '/api/auth/validate-barcode',
    barcodeSetupLogin: '/api/auth/barcode-setup-login',
  },
  courses: {
    list: '/api/courses',
    filters: '/api/courses/filters',
    detail: (id: number) => `/api/courses/${id}`,
    sections: (id: number) => `/api/courses/${id}/sections`,
    myRegistrations: '/api/courses/my-registrations',
    myEnrollments: '/api/courses/my-enrollments',
    register: '/api/courses/register',
    enrollInSection: (sectionId: number) => `/api/courses/sections/${sectionId}/enroll`,
  },
  contact: '/api/contact',
  admin: {
    overview: '/api/admin/overview',
  },
} as const;
