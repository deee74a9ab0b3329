import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { courseListQuery, enrollSectionBody, idParams, registerCourseBody } from '@academy/shared';
import * as catalogue from './catalogue-service';
import * as registering from './registration-service';
import { expirePendingRequests, READ_SWEEP_MS } from './seats';

/** Spec 7 "Public and user-side": the catalogue, a family's requests and seats, registering. */
export const courseRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const userId = (request: { auth: { id: number } | null }) => request.auth!.id;
  // Every visitor asks for the same few catalogue pages: answer them from one query per few seconds
  // (the app's one catalogue cache, which the admin's course and section writes clear as well).
  const { lists, filters } = app.catalogueCache;
  const seatsChanged = () => app.catalogueCache.clear();
  /**
   * Expired requests release their seats before seats are counted or requests listed: lazily, no timer. A
   * read sweeps every course at most once per READ_SWEEP_MS of the clock (a write statement on every
   * catalogue read cost the section and request lists 99 % of their throughput); a request, an enrollment
   * and an approval sweep their course at once, under its lock.
   */
  let lastSweep = Number.NEGATIVE_INFINITY;
  const expireOf = async () => {
    const { now, cutoff } = registering.requestPolicy(app.deps);
    if (now.getTime() - lastSweep < READ_SWEEP_MS) return;
    lastSweep = now.getTime();
    await expirePendingRequests(db, now, cutoff);
  };

  app.get('/', { config: { access: 'public' }, schema: { querystring: courseListQuery, tags: ['courses'] } }, async (request, reply) => {
    const page = await lists.get(JSON.stringify(request.query), async () => {
      await expireOf();
      return Buffer.from(JSON.stringify(await catalogue.listCourses(db, request.query)));
    });
    return reply.type('application/json; charset=utf-8').send(page);
  });

  app.get('/filters', { config: { access: 'public' }, schema: { tags: ['courses'] } }, async (_request, reply) =>
    reply
      .header('Cache-Control', 'public, max-age=60')
      .type('application/json; charset=utf-8')
      .send(await filters.get('all', async () => Buffer.from(JSON.stringify(await catalogue.courseFilters(db))))),
  );

  app.get('/my-registrations', { config: { access: 'client', cache: 'per-user' }, schema: { tags: ['courses'] } }, async (request) => {
    await expireOf();
    return { registrations: await registering.myRegistrations(db, userId(request)) };
  });

  app.get('/my-enrollments', { config: { access: 'client', cache: 'per-user' }, schema: { tags: ['courses'] } }, async (request) => ({
    enrollments: await registering.myEnrollments(db, userId(request)),
  }));

  app.get('/:id', { config: { access: 'public', cache: 'shared' }, schema: { params: idParams, tags: ['courses'] } }, async (request) => {
    await expireOf();
    return { course: await catalogue.getCourse(db, request.params.id) };
  });

  app.get(
    '/:id/sections',
    { config: { access: 'public', cache: 'shared' }, schema: { params: idParams, tags: ['courses'] } },
    async (request) => {
      await expireOf();
      return { sections: await catalogue.courseSections(db, request.params.id) };
    },
  );

  app.post(
    '/register',
    { config: { access: 'client' }, schema: { body: registerCourseBody, tags: ['courses'] } },
    async (request, reply) => {
      const registration = await registering.registerForCourse(db, userId(request), request.body, registering.requestPolicy(app.deps));
      seatsChanged();
      return reply.status(201).send({ success: true, message: 'Registration request submitted successfully!', registration });
    },
  );

  app.post(
    '/sections/:id/enroll',
    { config: { access: 'client' }, schema: { params: idParams, body: enrollSectionBody, tags: ['courses'] } },
    async (request, reply) => {
      const result = await registering.enrollInSection(
        db,
        userId(request),
        request.params.id,
        request.body?.student_id,
        registering.requestPolicy(app.deps),
      );
      seatsChanged();
      return reply.status(201).send({ success: true, message: 'Successfully enrolled in section!', ...result });
    },
  );
};
