import 'i18next';
import type account from './locales/en/account.json';
import type admin from './locales/en/admin.json';
import type adminCourses from './locales/en/admin-courses.json';
import type adminPeople from './locales/en/admin-people.json';
import type adminKindergarten from './locales/en/admin-kindergarten.json';
import type adminSchedule from './locales/en/admin-schedule.json';
import type adminAttendance from './locales/en/admin-attendance.json';
import type adminQr from './locales/en/admin-qr.json';
import type adminScan from './locales/en/admin-scan.json';
import type adminContent from './locales/en/admin-content.json';
import type adminGallery from './locales/en/admin-gallery.json';
import type adminReports from './locales/en/admin-reports.json';
import type adminSettings from './locales/en/admin-settings.json';
import type adminStaff from './locales/en/admin-staff.json';
import type adminMessaging from './locales/en/admin-messaging.json';
import type adminOnlinePayments from './locales/en/admin-online-payments.json';
import type adminCash from './locales/en/admin-cash.json';
import type auth from './locales/en/auth.json';
import type courses from './locales/en/courses.json';
import type common from './locales/en/common.json';
import type dashboard from './locales/en/dashboard.json';
import type errors from './locales/en/errors.json';
import type mainSite from './locales/en/main-site.json';
import type publicNs from './locales/en/public.json';
import type teacher from './locales/en/teacher.json';
import type pay from './locales/en/pay.json';
import type validation from './locales/en/validation.json';
import type familyApp from './locales/en/family-app.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      errors: typeof errors;
      validation: typeof validation;
      public: typeof publicNs;
      'main-site': typeof mainSite;
      auth: typeof auth;
      courses: typeof courses;
      dashboard: typeof dashboard;
      account: typeof account;
      admin: typeof admin;
      'admin-courses': typeof adminCourses;
      'admin-people': typeof adminPeople;
      'admin-kindergarten': typeof adminKindergarten;
      'admin-schedule': typeof adminSchedule;
      'admin-attendance': typeof adminAttendance;
      'admin-qr': typeof adminQr;
      'admin-scan': typeof adminScan;
      'admin-content': typeof adminContent;
      'admin-gallery': typeof adminGallery;
      'admin-reports': typeof adminReports;
      'admin-settings': typeof adminSettings;
      'admin-staff': typeof adminStaff;
      'admin-messaging': typeof adminMessaging;
      'admin-online-payments': typeof adminOnlinePayments;
      'admin-cash': typeof adminCash;
      teacher: typeof teacher;
      pay: typeof pay;
      'family-app': typeof familyApp;
    };
  }
}
