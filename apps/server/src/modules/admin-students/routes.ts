import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { adminStudentBody, adminStudentsQuery, changeSectionBody, enrollStudentBody, idParams, MAX_ID } from '@academy/shared';
import { sendCsv } from '../../lib/csv';
import { notFound } from '../../lib/errors';
import { myAttendance } from '../attendance/my-attendance';
import { studentPayments } from '../payments/service';
import { listStudentsDetailed } from './detailed-service';
import { exportStudentsCsv } from './export-service';
import { adminStudentImportRoutes } from './import-routes';
import { deleteStudent } from './delete-student';
import { changeSection, enrollStudent, unenrollStudent } from './student-enrollments';
import { createStudent, getStudent, updateStudent } from './student-service';

const enrollmentParams = z.object({
  id: z.coerce.number().int().positive().max(MAX_ID),
  enrollmentId: z.coerce.number().int().positive().max(MAX_ID),
});

/** The admin's students (spec 7 "Admin" / Students), mounted at /api/admin/students (with the import, import-routes.ts). */
export const adminStudentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  // Enrolling, moving, unenrolling and importing move seats: the public catalogue reads the database again.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && reply.statusCode < 400) app.catalogueCache.clear();
    return payload;
  });
  const actor = (request: FastifyRequest) => ({ id: request.auth!.id, ip: request.ip });
  const admin = { access: 'admin' as const };
  const tags = ['admin students'];

  app.get('/detailed', { config: admin, schema: { querystring: adminStudentsQuery, tags } }, async (request) =>
    listStudentsDetailed(deps, request.query),
  );
  // The spec's simple list reads the same page.
  app.get('', { config: admin, schema: { querystring: adminStudentsQuery, tags } }, async (request) =>
    listStudentsDetailed(deps, request.query),
  );

  app.get('/export.csv', { config: admin, schema: { querystring: adminStudentsQuery, tags } }, async (request, reply) =>
    sendCsv(reply, `students-${deps.clock().toISOString().slice(0, 10)}.csv`, await exportStudentsCsv(deps, request.query)),
  );

  // Import from the old system: preview, import, rejected rows (these routes keep the hook above).
  await app.register(adminStudentImportRoutes);

  app.get('/:id', { config: admin, schema: { params: idParams, tags } }, async (request) => {
    // One student: its recent marks and payments come with it.
    const page = await listStudentsDetailed(deps, {
      ...adminStudentsQuery.parse({}),
      id: request.params.id,
      include_attendance: true,
      include_payments: true,
    });
    const student = page.students.find((s) => s.id === request.params.id);
    if (!student) throw notFound('Student not found.', 'student_not_found');
    return { student };
  });

  app.post('', { config: admin, schema: { body: adminStudentBody, tags } }, async (request, reply) => {
    const student = await createStudent(deps, actor(request), request.body);
    return reply.status(201).send({ success: true, student: { id: student.id, name: student.name, barcode: student.barcode } });
  });

  app.put('/:id', { config: admin, schema: { params: idParams, body: adminStudentBody, tags } }, async (request) => {
    const student = await updateStudent(deps, actor(request), request.params.id, request.body);
    return { success: true, student: { id: student.id, name: student.name, barcode: student.barcode } };
  });

  // Removed when it has no history, else archived (the answer says which): see deleteStudent.
  app.delete('/:id', { config: admin, schema: { params: idParams, tags } }, async (request) =>
    deleteStudent(deps, actor(request), request.params.id),
  );

  app.post('/:id/enroll', { config: admin, schema: { params: idParams, body: enrollStudentBody, tags } }, async (request, reply) => {
    const enrollment = await enrollStudent(deps, actor(request), request.params.id, request.body.class_id);
    return reply.status(201).send({ success: true, enrollment_id: enrollment.id });
  });

  app.delete('/:id/unenroll/:enrollmentId', { config: admin, schema: { params: enrollmentParams, tags } }, async (request) =>
    unenrollStudent(deps, actor(request), request.params.id, request.params.enrollmentId),
  );

  app.put('/:id/change-section', { config: admin, schema: { params: idParams, body: changeSectionBody, tags } }, async (request) => {
    const moved = await changeSection(deps, actor(request), request.params.id, request.body.enrollment_id, request.body.new_class_id);
    return { success: true, enrollment_id: moved.id, class_id: moved.sectionId };
  });

  app.get('/:id/payment-history', { config: admin, schema: { params: idParams, tags } }, async (request) => {
    const student = await getStudent(deps.db, request.params.id);
    const money = await studentPayments(deps, { students: [student] }, student.id);
    return {
      student_name: student.name,
      summary: money.students[0]!.summary,
      payment_history: money.payment_history,
      payment_summary: money.payment_summary,
    };
  });

  app.get('/:id/attendance-history', { config: admin, schema: { params: idParams, tags } }, async (request) => {
    const student = await getStudent(deps.db, request.params.id);
    const attendance = await myAttendance(deps, { students: [student] }, student.id);
    return {
      student_name: student.name,
      stats: { ...attendance.totals, ...attendance.summary },
      attendance_history: attendance.attendance,
    };
  });
};
