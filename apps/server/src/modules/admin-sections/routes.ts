import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  adminSectionBody,
  adminSectionUpdateBody,
  currentSectionsQuery,
  dryRunQuery,
  idParams,
  scheduleConflictsQuery,
  sectionsAllQuery,
} from '@academy/shared';
import * as service from './service';

/**
 * Sections and schedule control (spec 2 "Schedule control", spec 7 "Sections"). Registered under /api:
 * the spec puts the section paths under /api/courses (beside the public GET /api/courses/{id}/sections)
 * and the schedule's under /api/admin.
 */
export const adminSectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const actor = (request: FastifyRequest) => ({ id: request.auth!.id, ip: request.ip });
  const admin = { access: 'admin' as const };
  const tags = ['admin sections'];
  // Sections and their seats are part of what the public catalogue shows.
  const changed = <T>(value: T) => {
    app.catalogueCache.clear();
    return value;
  };

  app.get('/courses/sections/all', { config: admin, schema: { querystring: sectionsAllQuery, tags } }, async (request) =>
    service.allSections(deps.db, request.query),
  );

  app.post(
    '/courses/:id/sections',
    { config: admin, schema: { params: idParams, body: adminSectionBody, tags } },
    async (request, reply) => {
      const section = await service.createSection(deps, actor(request), request.params.id, request.body);
      return reply.status(201).send(changed({ success: true, message: 'Section created.', section }));
    },
  );

  app.put(
    '/courses/sections/:id',
    { config: admin, schema: { params: idParams, querystring: dryRunQuery, body: adminSectionUpdateBody, tags } },
    async (request) => {
      const result = await service.updateSection(deps, actor(request), request.params.id, request.body, request.query.dry_run);
      return request.query.dry_run ? result : changed(result);
    },
  );

  app.delete('/courses/sections/:id', { config: admin, schema: { params: idParams, tags } }, async (request) =>
    changed(await service.deleteSection(deps, actor(request), request.params.id)),
  );

  app.get('/admin/sections/current', { config: admin, schema: { querystring: currentSectionsQuery, tags } }, async (request) =>
    service.currentSections(deps, request.query),
  );

  app.get('/admin/schedule/conflicts', { config: admin, schema: { querystring: scheduleConflictsQuery, tags } }, async (request) =>
    service.scheduleConflicts(deps.db, request.query),
  );
};
