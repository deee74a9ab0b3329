import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  homeworkAttachmentParams,
  homeworkFields,
  homeworkParams,
  idParams,
  rollCallBody,
  sessionNoteBody,
  sessionNoteQuery,
  teacherWeekQuery,
} from '@academy/shared';
import { uploadRateLimit } from '../../lib/uploads';
import { parseInput } from '../../lib/validate';
import { givenIdempotency } from '../ledger/idempotency';
import { addAttachments, createHomework, deleteAttachment, deleteHomework, listHomework, updateHomework } from './homework';
import { readHomeworkUpload } from './homework-upload';
import { getSessionNote, saveSessionNote, sectionNotesForStaff } from './notes';
import { rollCall } from './roll-call';
import { teacherClassList, teacherWeek } from './service';

/**
 * The teacher's portal (issue 25 item 2): the week's sessions, an own section's class list and its roll call.
 * Mounted at /api/teacher; every route is for role teacher only, and touches only the caller's own sections.
 */
export const teacherRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const teacher = { access: 'teacher' as const };
  const tags = ['teacher'];

  app.get('/week', { config: teacher, schema: { querystring: teacherWeekQuery, tags } }, async (request) =>
    teacherWeek(deps, request.auth!.id, request.query.date),
  );

  app.get('/sections/:id/students', { config: teacher, schema: { params: idParams, tags } }, async (request) =>
    teacherClassList(deps, request.auth!.id, request.params.id),
  );

  // Roll call of today's session (the door's rules and charges; nothing paid). An Idempotency-Key header makes a
  // retry answer the first call (ledger/idempotency).
  app.post('/sections/:id/roll-call', { config: teacher, schema: { params: idParams, body: rollCallBody, tags } }, async (request) => {
    const { id } = request.params;
    const marks = [...request.body.marks].sort((a, b) => a.student_id - b.student_id);
    const idem = givenIdempotency(request, request.body.idempotency_key, {
      route: 'roll-call',
      section_id: id,
      date: request.body.date ?? null,
      marks,
    });
    return rollCall(deps, { id: request.auth!.id, ip: request.ip }, id, request.body, idem);
  });

  // A session's notes: the parents' (their families read it) and the staff's (never shown to a family).
  app.get('/sections/:id/notes', { config: teacher, schema: { params: idParams, querystring: sessionNoteQuery, tags } }, async (request) =>
    getSessionNote(deps, request.auth!.id, request.params.id, request.query.date),
  );
  app.put('/sections/:id/notes', { config: teacher, schema: { params: idParams, body: sessionNoteBody, tags } }, async (request) =>
    saveSessionNote(deps, request.auth!.id, request.params.id, request.body),
  );

  // Homework: multipart (fields title, body, due_on and up to 5 files) or JSON without files.
  const upload = { ...teacher, rateLimit: uploadRateLimit(deps.config) };
  const form = { consumes: ['multipart/form-data', 'application/json'], tags };
  app.get('/sections/:id/homework', { config: teacher, schema: { params: idParams, tags } }, async (request) =>
    listHomework(deps, request.auth!.id, request.params.id),
  );
  app.post('/sections/:id/homework', { config: upload, schema: { ...form, params: idParams } }, async (request, reply) => {
    const { fields, files } = await readHomeworkUpload(request);
    const item = await createHomework(deps, request.auth!.id, request.params.id, parseInput(homeworkFields, fields), files);
    return reply.status(201).send(item);
  });
  app.put(
    '/sections/:id/homework/:homeworkId',
    { config: teacher, schema: { params: homeworkParams, body: homeworkFields, tags } },
    async (request) => updateHomework(deps, request.auth!.id, request.params.id, request.params.homeworkId, request.body),
  );
  app.delete('/sections/:id/homework/:homeworkId', { config: teacher, schema: { params: homeworkParams, tags } }, async (request) =>
    deleteHomework(deps, request.auth!.id, request.params.id, request.params.homeworkId),
  );
  app.post(
    '/sections/:id/homework/:homeworkId/attachments',
    { config: upload, schema: { consumes: ['multipart/form-data'], params: homeworkParams, tags } },
    async (request, reply) => {
      const { files } = await readHomeworkUpload(request);
      const item = await addAttachments(deps, request.auth!.id, request.params.id, request.params.homeworkId, files);
      return reply.status(201).send(item);
    },
  );
  app.delete(
    '/sections/:id/homework/:homeworkId/attachments/:attachmentId',
    { config: teacher, schema: { params: homeworkAttachmentParams, tags } },
    async (request) => deleteAttachment(deps, request.auth!.id, request.params.id, request.params.homeworkId, request.params.attachmentId),
  );
};

/** The staff's reading of the session notes (issue 25 item 2: the private note is written for them). Mounted at /api/admin. */
export const adminSessionNotesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.get('/sections/:id/notes', { config: { access: 'admin' as const }, schema: { params: idParams, tags: ['admin'] } }, async (request) =>
    sectionNotesForStaff(deps, request.params.id),
  );
};
