import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { AppError } from './errors';

/**
 * The per-route rate limit (@fastify/rate-limit) of every picture upload: UPLOAD_RATE_MAX uploads per
 * UPLOAD_RATE_WINDOW, counted per account (the access hook has signed the request in by then), so one
 * account cannot keep the image decoders busy; past it, 429 rate_limited before the body is read.
 */
export function uploadRateLimit(config: Config) {
  return {
    max: config.UPLOAD_RATE_MAX,
    timeWindow: config.UPLOAD_RATE_WINDOW,
    keyGenerator: (request: FastifyRequest) => (request.auth ? `upload:user:${request.auth.id}` : `upload:addr:${request.ip}`),
  };
}

/**
 * The API's answer to an error met while reading a multipart upload (the parts, a file's bytes): a file
 * over the size limit is 413 file_too_large, too many files or fields 413 payload_too_large, and a body
 * that is not well-formed multipart (a missing boundary, a truncated part) 400 bad_request, never a 500.
 */
export function uploadError(error: unknown, messages: { tooLarge?: string; tooMany?: string } = {}): Error {
  if (error instanceof AppError) return error;
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new AppError(413, 'file_too_large', messages.tooLarge ?? 'File is too large. Maximum size is 10MB.');
  if (code === 'FST_FILES_LIMIT_ERROR' || code === 'FST_PARTS_LIMIT_ERROR' || code === 'FST_FIELDS_LIMIT_ERROR') {
    return new AppError(413, 'payload_too_large', messages.tooMany ?? 'Too many files or fields in one upload.');
  }
  if (statusCode && statusCode >= 400 && statusCode < 500) return error as Error;
  return new AppError(400, 'bad_request', 'The upload could not be read. Please try again.');
}
