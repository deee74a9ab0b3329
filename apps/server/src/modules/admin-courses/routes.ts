import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { adminCourseBody, adminCoursesQuery, courseStatusBody, deleteCourseQuery, idParams } from '@academy/shared';
import { uploadError, uploadRateLimit } from '../../lib/uploads';
import { parseInput } from '../../lib/validate';
import { courseQr } from './course-qr';
import { deleteCourse } from './delete-course';
import { createCourse, setCourseActive, updateCourse } from './edit-course';
import { availableForEnrollment, coursesScreen, getCourse } from './list-courses';

/** File fields the course form may carry its picture in. */
const IMAGE_FIELDS = new Set(['image', 'image_file', 'course_image']);

/**
 * Reads the course form as multipart (text fields and an optional picture) or as JSON. Returns the
 * fields as sent (validated by the caller with the shared schema) and the picture's bytes.
 */
async function readCourseForm(request: FastifyRequest): Promise<{ fields: Record<string, unknown>; image?: Buffer }> {
  if (!request.isMultipart()) return { fields: (request.body ?? {}) as Record<string, unknown> };
  const fields: Record<string, unknown> = {};
  let image: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (IMAGE_FIELDS.has(part.fieldname) && bytes.length > 0) image = bytes;
      } else {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw uploadError(error);
  }
  return { fields, image };
}

const isStatusOnly = (fields: Record<string, unknown>) =>
  Object.keys(fields).length > 0 && Object.keys(fields).every((k) => k === 'is_active');
const yes = (v: unknown) => v === true || v === 'true' || v === '1';

/** The admin's courses screen and QR codes (spec 2 "Courses", "QR codes"; spec 7 "Admin"), mounted at /api/admin/courses. */
export const adminCourseRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const actor = (request: FastifyRequest) => ({ id: request.auth!.id, ip: request.ip });
  const admin = { access: 'admin' as const };
  const tags = ['admin courses'];
  const form = { consumes: ['multipart/form-data', 'application/json'], tags };
  // Every write changes what the public catalogue shows.
  const changed = <T>(value: T) => {
    app.catalogueCache.clear();
    return value;
  };

  app.get('', { config: admin, schema: { querystring: adminCoursesQuery, tags } }, async (request) =>
    coursesScreen(deps.db, request.query),
  );

  app.get('/available-for-enrollment', { config: admin, schema: { tags } }, async () => availableForEnrollment(deps.db));

  app.get('/:id', { config: admin, schema: { params: idParams, tags } }, async (request) => ({
    course: await getCourse(deps.db, request.params.id),
  }));

  app.post('', { config: { ...admin, rateLimit: uploadRateLimit(deps.config) }, schema: form }, async (request, reply) => {
    const { fields, image } = await readCourseForm(request);
    const course = await createCourse(deps, actor(request), parseInput(adminCourseBody, fields), image);
    return reply.status(201).send(changed({ success: true, message: 'Course created.', course }));
  });

  // The whole form (multipart or JSON), or JSON with only is_active: the Activate / Deactivate button (spec 7).
  app.put(
    '/:id',
    { config: { ...admin, rateLimit: uploadRateLimit(deps.config) }, schema: { ...form, params: idParams } },
    async (request) => {
      const { fields, image } = await readCourseForm(request);
      if (!image && isStatusOnly(fields)) {
        const { is_active: isActive } = parseInput(courseStatusBody, fields);
        return changed({ success: true, course: await setCourseActive(deps, actor(request), request.params.id, isActive) });
      }
      const body = parseInput(adminCourseBody, fields);
      const course = await updateCourse(deps, actor(request), request.params.id, body, {
        image,
        removeImage: yes(fields.remove_image),
      });
      return changed({ success: true, message: 'Course updated.', course });
    },
  );

  app.patch(
    '/:id/toggle-status',
    { config: admin, schema: { params: idParams, body: z.object({ is_active: z.boolean().optional() }).nullish(), tags } },
    async (request) =>
      changed({ success: true, course: await setCourseActive(deps, actor(request), request.params.id, request.body?.is_active) }),
  );

  app.delete('/:id', { config: admin, schema: { params: idParams, querystring: deleteCourseQuery, tags } }, async (request) =>
    changed(await deleteCourse(deps, actor(request), request.params.id, request.query.archive)),
  );

  app.post('/:id/generate-qr', { config: admin, schema: { params: idParams, tags } }, async (request) => courseQr(deps, request.params.id));
};
