import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { familyStudentQuery, mobileLoginBody } from '@academy/shared';
import { loadParentScope } from '../auth/family';
import { myAttendance } from '../attendance/my-attendance';
import { studentPayments } from '../payments/service';
import { enrollmentsOfStudents } from '../courses/registration-service';
import { familyNotifications } from '../notifications/family-service';
import { mobileLogin, mobileLogout } from './session-service';
import { clientOf, trustDevice } from '../../lib/trusted-devices';

/**
 * The mobile app's API. A mobile token opens only these routes and reads only its family (or, for a
 * student's token, only that student): schedule, attendance, payments and notifications.
 */
export const mobileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const scope = (request: FastifyRequest) => loadParentScope(deps.db, request.mobile!.parentId, request.mobile!.studentId);
  const limited = { max: deps.config.RATE_LIMIT_AUTH_MAX, timeWindow: deps.config.RATE_LIMIT_WINDOW };

  app.post(
    '/login',
    {
      config: { access: 'public', rateLimit: limited },
      schema: {
        body: mobileLoginBody,
        tags: ['mobile'],
        description:
          'Signs in with the mobile-app credentials a parent generated (username and password). The token works only on /api/mobile routes.',
      },
    },
    async (request, reply) => {
      const client = clientOf(request);
      const { session, account } = await mobileLogin(deps, request.body.username, request.body.password, client);
      trustDevice(deps, reply, account, client);
      return session;
    },
  );

  app.post('/logout', { config: { access: 'mobile' }, schema: { tags: ['mobile'] } }, async (request) => {
    await mobileLogout(deps, request.mobile!.sessionId);
    return { success: true };
  });

  app.get('/me', { config: { access: 'mobile' }, schema: { tags: ['mobile'] } }, async (request) => {
    const family = await scope(request);
    return {
      account: request.mobile!.studentId ? 'student' : 'parent',
      parent: { name: family.parent.fullName },
      students: family.students.map((s) => ({ id: s.id, name: s.name, date_of_birth: s.dateOfBirth })),
    };
  });

  app.get('/schedule', { config: { access: 'mobile' }, schema: { tags: ['mobile'] } }, async (request) => {
    const family = await scope(request);
    const enrollments = await enrollmentsOfStudents(
      deps.db,
      family.students.map((s) => s.id),
    );
    return { enrollments: enrollments.filter((e) => e.is_active && e.enrollment_status === 'approved') };
  });

  app.get('/attendance', { config: { access: 'mobile' }, schema: { querystring: familyStudentQuery, tags: ['mobile'] } }, async (request) =>
    myAttendance(deps, await scope(request), request.query.student_id),
  );

  app.get('/payments', { config: { access: 'mobile' }, schema: { querystring: familyStudentQuery, tags: ['mobile'] } }, async (request) =>
    studentPayments(deps, await scope(request), request.query.student_id),
  );

  app.get('/notifications', { config: { access: 'mobile' }, schema: { tags: ['mobile'] } }, async (request) => ({
    notifications: await familyNotifications(deps, { audience: request.mobile!.studentId ? 'student' : 'parent', userId: null }),
  }));
};
