import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorBody, ErrorCode } from '@academy/shared';
import { AppError } from '../lib/errors';
import { TooManyAttemptsError } from '../lib/attempt-limits';
import { safeError } from '../lib/log-safety';

function body(statusCode: number, code: ErrorCode, message: string, details?: Record<string, string[]>): ApiErrorBody {
  return details ? { statusCode, code, message, error: message, details } : { statusCode, code, message, error: message };
}

/** Maps Fastify's own 4xx codes (bad JSON, too large, wrong content type) to ours. */
function codeForStatus(status: number): ErrorCode {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 413) return 'payload_too_large';
  if (status === 429) return 'rate_limited';
  return 'bad_request';
}

/**
 * One response shape for every error: `{ statusCode, code, message, error, details? }`.
 * Validation failures become 400 with field details; 5xx are logged with the request id and hidden.
 */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      if (error instanceof AppError) {
        if (error instanceof TooManyAttemptsError) void reply.headers(error.headers);
        return reply.status(error.statusCode).send({ ...body(error.statusCode, error.code, error.message, error.details), ...error.extra });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const details: Record<string, string[]> = {};
        for (const issue of error.validation) {
          const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
          (details[field] ??= []).push(issue.message ?? 'invalid');
        }
        const fields = Object.keys(details).join(', ');
        return reply.status(400).send(body(400, 'validation_failed', `Invalid request: ${fields}`, details));
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const message = status === 429 ? 'Too many attempts. Please wait a minute and try again.' : error.message;
        return reply.status(status).send(body(status, codeForStatus(status), message));
      }
      // Never the failed query's parameters (drizzle's message and .params, the driver's detail): see safeError.
      request.log.error({ err: safeError(error), reqId: request.id }, 'request failed');
      return reply.status(500).send(body(500, 'internal_error', 'Something went wrong on our side. Please try again.'));
    });
  },
  { name: 'errors' },
);
