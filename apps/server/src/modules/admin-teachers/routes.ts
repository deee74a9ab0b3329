import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  adminTeacherCreateBody,
  adminTeacherPasswordBody,
  adminTeachersQuery,
  adminTeacherStatusBody,
  adminTeacherUpdateBody,
  idParams,
} from '@academy/shared';
import { createTeacher, resetTeacherPassword, setTeacherActive, updateTeacher } from './edit-teacher';
import { listTeachers, teacherById } from './list-teachers';
import { teacherOptions } from './options';

/** The admin's teachers (issue 25). Mounted at /api/admin/teachers. */
export const adminTeacherRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const actor = (request: FastifyRequest) => ({ id: request.auth!.id, sessionId: request.auth!.sessionId, ip: request.ip });
  const admin = { access: 'admin' as const };
  const tags = ['admin'];

  app.get('', { config: admin, schema: { querystring: adminTeachersQuery, tags } }, async (request) => listTeachers(deps, request.query));

  app.get('/options', { config: admin, schema: { tags } }, async () => ({ teachers: await teacherOptions(deps) }));

  app.post('', { config: admin, schema: { body: adminTeacherCreateBody, tags } }, async (request, reply) =>
    reply
      .status(201)
      .send({ success: true, message: 'Teacher created.', teacher: await createTeacher(deps, actor(request), request.body) }),
  );

  app.get('/:id', { config: admin, schema: { params: idParams, tags } }, async (request) => ({
    teacher: await teacherById(deps.db, request.params.id),
  }));

  app.put('/:id', { config: admin, schema: { params: idParams, body: adminTeacherUpdateBody, tags } }, async (request) => ({
    success: true,
    message: 'Teacher updated.',
    teacher: await updateTeacher(deps, actor(request), request.params.id, request.body),
  }));

  app.patch('/:id/status', { config: admin, schema: { params: idParams, body: adminTeacherStatusBody, tags } }, async (request) => {
    const teacher = await setTeacherActive(deps, actor(request), request.params.id, request.body.is_active);
    return { success: true, message: teacher.is_active ? 'Teacher activated.' : 'Teacher deactivated.', teacher };
  });

  app.post(
    '/:id/reset-password',
    {
      config: admin,
      schema: {
        params: idParams,
        body: adminTeacherPasswordBody,
        tags,
        description: "Sets the admin's new password and ends the teacher's sessions.",
      },
    },
    async (request) => ({
      success: true,
      message: 'Password reset.',
      teacher: await resetTeacherPassword(deps, actor(request), request.params.id, request.body.password),
    }),
  );
};
