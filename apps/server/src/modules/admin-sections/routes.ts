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
import { scheduleConflicts } from './conflicts';
import { createSection, deleteSection, updateSection } from './section-writes';
import { SECTIONS_READ, allSections, currentSections } from './service';

const admin = { access: 'admin' as const };
/**
 * An admin read of the sections and their seats alone: answered from memory until a write to a table it reads
 * (plugins/response-cache.ts), so the door's marks and payments do not throw it away.
 */
const keptSections = { access: 'admin' as const, cache: 'shared' as const, cacheTables: SECTIONS_READ };
const tags = ['admin sections'];
const actor = (request: FastifyRequest) => ({ id: request.auth!.id, ip: request.ip });

/**
 * Sections (spec 2 "Schedule control", spec 7 "Sections"), mounted at /api/courses: the spec puts the section
 * paths there, beside the public GET /api/courses/{id}/sections.
 */
export const adminCourseSectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  // Sections and their seats are part of what the public catalogue shows.
  const changed = <T>(value: T) => {
    app.catalogueCache.clear();
    return value;
  };

  // The whole list counts every seat of the academy (889 KB at 10x): kept in memory until its tables change.
  app.get('/sections/all', { config: keptSections, schema: { querystring: sectionsAllQuery, tags } }, async (request) =>
    allSections(deps.db, request.query),
  );

  app.post('/:id/sections', { config: admin, schema: { params: idParams, body: adminSectionBody, tags } }, async (request, reply) => {
    const section = await createSection(deps, actor(request), request.params.id, request.body);
    return reply.status(201).send(changed({ success: true, message: 'Section created.', section }));
  });

  app.put(
    '/sections/:id',
    { config: admin, schema: { params: idParams, querystring: dryRunQuery, body: adminSectionUpdateBody, tags } },
    async (request) => {
      const result = await updateSection(deps, actor(request), request.params.id, request.body, request.query.dry_run);
      return request.query.dry_run ? result : changed(result);
    },
  );

  app.delete('/sections/:id', { config: admin, schema: { params: idParams, tags } }, async (request) =>
    changed(await deleteSection(deps, actor(request), request.params.id)),
  );
};

/** The active sections meeting at a moment of the week (now by default): mounted at /api/admin/sections. */
export const adminSectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.get('/current', { config: admin, schema: { querystring: currentSectionsQuery, tags } }, async (request) =>
    currentSections(deps, request.query),
  );
};

/** Schedule control: the conflicts a slot would make, mounted at /api/admin/schedule. */
export const adminScheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  // The academy's conflicts join every seat to the student's others: kept in memory until their tables change.
  app.get('/conflicts', { config: keptSections, schema: { querystring: scheduleConflictsQuery, tags } }, async (request) =>
    scheduleConflicts(deps.db, request.query),
  );
};
