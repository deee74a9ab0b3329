import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import {
  academyClock,
  closeMonthParams,
  idParams,
  legalHeader,
  payMonthQuery,
  payRuleBody,
  payStatementPdfQuery,
  payoutBody,
  toCents,
  type Language,
  type TeacherStatement,
} from '@academy/shared';
import type { Deps } from '../../plugins/deps';
import { idempotencyOf } from '../ledger/idempotency';
import { closeMonth, payRules, payTeacher, setPayRule, teacherPayList, teacherStatement } from './service';
import { renderStatement } from './statement-document';
import { siteInfo } from '../admin-content/settings';

const tags = ['teacher pay'];

/** A statement as a PDF in the asked language, with the academy's name in it. */
async function sendStatementPdf(deps: Deps, reply: FastifyReply, statement: TeacherStatement, lang: Language) {
  // The academy as the admin saved it in the settings (else the configuration's), with its legal identity.
  const site = await siteInfo(deps);
  const academy = lang === 'ar' ? site.academy.name_ar : site.academy.name;
  const pdf = await renderStatement(statement, lang, academy, academyClock(deps.clock()).date, legalHeader(site.legal, lang));
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `attachment; filename="statement-${statement.teacher.id}-${statement.month}.pdf"`)
    .header('Cache-Control', 'no-store')
    .send(pdf);
}

/**
 * Teacher pay, the admin's side (issue 25 item 3), mounted at /api/admin: a section's pay rule, each teacher's
 * month statement (JSON and PDF), payouts, closing a month, and every teacher's month and balance.
 */
export const adminTeacherPayRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const admin = { access: 'admin' as const };
  const actor = (request: { auth?: { id: number } | null; ip: string }) => ({ id: request.auth!.id, ip: request.ip });

  app.get('/sections/:id/pay-rule', { config: admin, schema: { params: idParams, tags } }, async (request) =>
    payRules(deps, request.params.id),
  );

  app.put('/sections/:id/pay-rule', { config: admin, schema: { params: idParams, body: payRuleBody, tags } }, async (request) =>
    setPayRule(deps, actor(request), request.params.id, request.body),
  );

  app.get('/teacher-pay', { config: admin, schema: { querystring: payMonthQuery, tags } }, async (request) =>
    teacherPayList(deps, request.query.month),
  );

  app.get('/teachers/:id/statement', { config: admin, schema: { params: idParams, querystring: payMonthQuery, tags } }, async (request) =>
    teacherStatement(deps, request.params.id, request.query.month),
  );

  app.get(
    '/teachers/:id/statement.pdf',
    { config: admin, schema: { params: idParams, querystring: payStatementPdfQuery, tags } },
    async (request, reply) =>
      sendStatementPdf(deps, reply, await teacherStatement(deps, request.params.id, request.query.month), request.query.lang),
  );

  // Money out: the request's key (Idempotency-Key header or body), else one derived for a double click (ledger/idempotency).
  app.post('/teachers/:id/payouts', { config: admin, schema: { params: idParams, body: payoutBody, tags } }, async (request, reply) => {
    const { amount, method, note, idempotency_key } = request.body;
    const teacherId = request.params.id;
    const idem = idempotencyOf(request, idempotency_key, {
      actorId: request.auth!.id,
      now: deps.clock(),
      request: { route: 'teacher-payout', teacher_id: teacherId, amount: toCents(amount), method, note: note ?? null },
    });
    const { replayed, answer } = await payTeacher(deps, actor(request), teacherId, request.body, idem);
    return reply.status(replayed ? 200 : 201).send(answer);
  });

  app.post('/teachers/:id/months/:month/close', { config: admin, schema: { params: closeMonthParams, tags } }, async (request) =>
    closeMonth(deps, actor(request), request.params.id, request.params.month),
  );
};

/** The teacher's own pay (issue 25 item 3), mounted at /api/teacher/pay: only the caller's statements, live. */
export const teacherPayRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const teacher = { access: 'teacher' as const };

  app.get('', { config: teacher, schema: { querystring: payMonthQuery, tags } }, async (request) =>
    teacherStatement(deps, request.auth!.id, request.query.month),
  );

  app.get('/statement.pdf', { config: teacher, schema: { querystring: payStatementPdfQuery, tags } }, async (request, reply) =>
    sendStatementPdf(deps, reply, await teacherStatement(deps, request.auth!.id, request.query.month), request.query.lang),
  );
};
