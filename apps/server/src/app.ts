import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { LIMITS } from '@academy/shared';
import type { Config } from './config';
import type { Database } from './db/client';
import { asArrival, nextArrival } from './db/pglite-turns';
import { createChangeFeed } from './lib/change-feed';
import { systemClock, type Clock } from './lib/clock';
import { createMailer, type Mailer } from './lib/email';
import { LOG_SERIALIZERS } from './lib/log-safety';
import { createPasswordHasher } from './lib/passwords';
import { createSecretBox } from './lib/secret-box';
import { createDiskStorage } from './lib/storage';
import { depsPlugin } from './plugins/deps';
import { errorsPlugin } from './plugins/errors';
import { securityPlugin } from './plugins/security';
import { docsPlugin } from './plugins/docs';
import { accessPlugin } from './plugins/access';
import { responseCachePlugin } from './plugins/response-cache';
import { cacheHeadersPlugin } from './plugins/cache-headers';
import { nulBytesPlugin } from './plugins/nul-bytes';
import { staticFilesPlugin } from './plugins/static-files';
import { healthRoutes } from './modules/health/routes';
import { siteRoutes } from './modules/site/routes';
import { authRoutes } from './modules/auth/routes';
import { adminOverviewRoutes } from './modules/admin-overview/routes';
import { adminRegistrationRoutes } from './modules/admin-registrations/routes';
import { adminStudentRoutes } from './modules/admin-students/routes';
import { adminCardClaimRoutes } from './modules/admin-students/card-claim-routes';
import { adminUserRoutes } from './modules/admin-users/routes';
import { adminTeacherRoutes } from './modules/admin-teachers/routes';
import { adminRoomRoutes } from './modules/admin-rooms/routes';
import { adminSessionNotesRoutes, teacherRoutes } from './modules/teacher/routes';
import { learningRoutes } from './modules/learning/routes';
import { adminTeacherPayRoutes, teacherPayRoutes } from './modules/teacher-pay/routes';
import { adminNotificationRoutes, adminSendNotificationRoutes } from './modules/admin-notifications/routes';
import { adminHolderMobileRoutes, adminMobileCredentialRoutes, adminRegenerateMobileRoutes } from './modules/admin-mobile/routes';
import { adminAuditRoutes } from './modules/admin-audit/routes';
import { adminCourseRoutes } from './modules/admin-courses/routes';
import { adminCourseSectionRoutes, adminScheduleRoutes, adminSectionRoutes } from './modules/admin-sections/routes';
import { adminKindergartenRoutes } from './modules/admin-kindergarten/routes';
import { adminAttendanceRoutes } from './modules/admin-attendance/routes';
import { adminEnrollmentRoutes } from './modules/admin-enrollments/routes';
import { adminMonthlyAttendanceRoutes } from './modules/admin-monthly-attendance/routes';
import { adminPaymentRoutes } from './modules/admin-payments/routes';
import { adminCardRoutes } from './modules/admin-cards/routes';
import { adminContactMessageRoutes, adminSettingsRoutes } from './modules/admin-content/routes';
import { galleryRoutes } from './modules/gallery/routes';
import { adminReportRoutes } from './modules/admin-reports/routes';
import { catalogueCachePlugin } from './modules/courses/catalogue-cache';
import { courseRoutes } from './modules/courses/routes';
import { contactRoutes } from './modules/contact/routes';
import { paymentRoutes } from './modules/payments/routes';
import { attendanceRoutes } from './modules/attendance/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { mobileRoutes } from './modules/mobile/routes';
import { messagingPushRoutes } from './modules/messaging/push-routes';
import { onlinePaymentRoutes } from './modules/online-payments/routes';
import { adminOnlinePaymentRoutes } from './modules/admin-online-payments/routes';
import { adminCashClosingRoutes } from './modules/admin-cash-closing/routes';
import { smsGatewayWebhookRoutes } from './modules/messaging/sms-gateway-routes';
import { adminMessagingRoutes } from './modules/admin-messaging/routes';
import { messagingPreferencesRoutes } from './modules/messaging/preferences-routes';

declare module 'fastify' {
  interface FastifyRequest {
    /** On PGlite: the order the request arrived in, which its statements keep (db/pglite-turns.ts). */
    arrival: number;
  }
}

export interface AppOptions {
  config: Config;
  database: Database;
  clock?: Clock;
  mailer?: Mailer;
  logger?: boolean | object;
}

/** Tokens, passwords and cookies never reach the log (query-string secrets and query parameters: lib/log-safety.ts). */
export const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.new_password',
  '*.current_password',
  '*.token',
  '*.access_token',
];

/** The production logger's options: secrets redacted, query strings' secrets and failed queries' parameters left out. */
export function loggerOptions(level: string) {
  return { level, redact: { paths: REDACT, censor: '[redacted]' }, serializers: LOG_SERIALIZERS };
}

/** Builds the HTTP application without listening; tests drive it through app.inject(). */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const { config, database } = opts;
  const app = Fastify({
    logger: opts.logger ?? loggerOptions(config.LOG_LEVEL),
    // The client's address (rate limits, attempt limits) from X-Forwarded-For only through the proxies we run.
    trustProxy: config.TRUST_PROXY > 0 ? (_address: string, hop: number) => hop < config.TRUST_PROXY : false,
    bodyLimit: 1024 * 1024,
    requestIdHeader: 'x-request-id',
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  if (database.kind === 'pglite') {
    // Each request's statements take their turn on PGlite's one connection by the request's arrival
    // (db/pglite-turns.ts); entered again before the handler, as reading a body leaves the async context.
    app.decorateRequest('arrival', 0);
    app.addHook('onRequest', (request, _reply, done) => {
      request.arrival = nextArrival();
      asArrival(request.arrival, done);
    });
    app.addHook('preHandler', (request, _reply, done) => asArrival(request.arrival, done));
  }

  const changes = createChangeFeed();
  const stopListening = await database.listenForChanges(changes.changed, changes.setLive);
  app.addHook('onClose', stopListening);

  // Infrastructure first, then the routes.
  await app.register(depsPlugin, {
    config,
    db: database.db,
    pingDb: database.ping,
    changes,
    clock: opts.clock ?? systemClock,
    mailer:
      opts.mailer ??
      createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, outboxDir: path.join(config.DATA_DIR, 'outbox'), log: app.log }),
    storage: createDiskStorage(config.UPLOADS_DIR),
    passwords: createPasswordHasher({ memoryCost: config.ARGON2_MEMORY_KIB, timeCost: config.ARGON2_TIME_COST }),
    secretBox: createSecretBox(config.APP_SECRET),
    log: app.log,
  });
  await app.register(errorsPlugin);
  await app.register(accessPlugin);
  await app.register(responseCachePlugin);
  await app.register(cacheHeadersPlugin);
  await app.register(nulBytesPlugin);
  await app.register(securityPlugin);
  // Only the trusted-device cookies of sign-in (lib/trusted-devices.ts): sessions are bearer tokens.
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: LIMITS.uploadMaxBytes, files: 1, fields: 20 } });
  await app.register(docsPlugin);
  await app.register(catalogueCachePlugin);
  // After the catalogue's cache: the public pages are forgotten with it.
  await app.register(staticFilesPlugin);

  // Each plugin at its URL's prefix (the gallery's public list and admin screen share the list it keeps).
  const gallery = galleryRoutes();
  await app.register(healthRoutes, { prefix: '/api/health' });
  await app.register(siteRoutes, { prefix: '/api/site' });
  await app.register(authRoutes, { prefix: '/api/auth' });
  await app.register(courseRoutes, { prefix: '/api/courses' });
  await app.register(contactRoutes, { prefix: '/api/contact' });
  await app.register(paymentRoutes, { prefix: '/api/payments' });
  await app.register(attendanceRoutes, { prefix: '/api/attendance' });
  await app.register(notificationRoutes, { prefix: '/api/notifications' });
  await app.register(mobileRoutes, { prefix: '/api/mobile' });
  await app.register(adminOverviewRoutes, { prefix: '/api/admin/overview' });
  await app.register(adminRegistrationRoutes, { prefix: '/api/admin/registrations' });
  await app.register(adminStudentRoutes, { prefix: '/api/admin/students' });
  await app.register(adminCardClaimRoutes, { prefix: '/api/admin/students' });
  await app.register(adminUserRoutes, { prefix: '/api/admin/users' });
  await app.register(adminTeacherRoutes, { prefix: '/api/admin/teachers' });
  await app.register(adminRoomRoutes, { prefix: '/api/admin/rooms' });
  await app.register(adminSendNotificationRoutes, { prefix: '/api/admin/send-notification' });
  await app.register(adminNotificationRoutes, { prefix: '/api/admin/notifications' });
  await app.register(adminMobileCredentialRoutes, { prefix: '/api/admin/mobile-credentials' });
  await app.register(adminRegenerateMobileRoutes, { prefix: '/api/admin/regenerate-mobile-credentials' });
  await app.register(adminHolderMobileRoutes, { prefix: '/api/admin/students', type: 'student' });
  await app.register(adminHolderMobileRoutes, { prefix: '/api/admin/parents', type: 'parent' });
  await app.register(adminAuditRoutes, { prefix: '/api/admin/audit-log' });
  await app.register(adminCourseRoutes, { prefix: '/api/admin/courses' });
  await app.register(adminCourseSectionRoutes, { prefix: '/api/courses' });
  await app.register(adminSectionRoutes, { prefix: '/api/admin/sections' });
  await app.register(adminScheduleRoutes, { prefix: '/api/admin/schedule' });
  await app.register(adminKindergartenRoutes, { prefix: '/api/admin/kindergarten' });
  await app.register(adminEnrollmentRoutes, { prefix: '/api/admin/enrollments' });
  await app.register(adminAttendanceRoutes, { prefix: '/api/admin/attendance' });
  await app.register(adminMonthlyAttendanceRoutes, { prefix: '/api/admin/monthly-attendance' });
  await app.register(adminPaymentRoutes, { prefix: '/api/admin/payments' });
  await app.register(adminCardRoutes, { prefix: '/api/admin/sections' });
  await app.register(adminContactMessageRoutes, { prefix: '/api/contact/messages' });
  await app.register(adminSettingsRoutes, { prefix: '/api/admin/settings' });
  await app.register(gallery.publicGalleryRoutes, { prefix: '/api/gallery' });
  await app.register(gallery.adminGalleryRoutes, { prefix: '/api/admin/gallery' });
  await app.register(adminReportRoutes, { prefix: '/api/admin/reports' });
  await app.register(teacherRoutes, { prefix: '/api/teacher' });
  await app.register(adminSessionNotesRoutes, { prefix: '/api/admin' });
  await app.register(learningRoutes, { prefix: '/api/learning' });
  await app.register(adminTeacherPayRoutes, { prefix: '/api/admin' });
  await app.register(teacherPayRoutes, { prefix: '/api/teacher/pay' });
  await app.register(messagingPushRoutes, { prefix: '/api/messaging/push' });
  await app.register(smsGatewayWebhookRoutes, { prefix: '/api/messaging/sms-gateway' });
  await app.register(adminMessagingRoutes, { prefix: '/api/admin/messaging' });
  await app.register(messagingPreferencesRoutes, { prefix: '/api/messaging' });
  await app.register(onlinePaymentRoutes, { prefix: '/api/online-payments' });
  await app.register(adminOnlinePaymentRoutes, { prefix: '/api/admin/online-payments' });
  await app.register(adminCashClosingRoutes, { prefix: '/api/admin/cash-closing' });

  return app;
}
