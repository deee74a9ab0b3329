import type { ApiErrorBody, ErrorCode } from '@academy/shared';

/** The one error type of the API: an HTTP status, a stable code, a message and optional field details. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, string[]>,
    /** More fields of the error body, named in ApiErrorBody (a family_match's candidate families). */
    readonly extra?: Pick<ApiErrorBody, 'families' | 'shared' | 'family'>,
  ) {
    super(message);
  }
}

export const badRequest = (code: ErrorCode, message: string, details?: Record<string, string[]>) =>
  new AppError(400, code, message, details);
export const unauthorized = (message = 'Authentication required', code: ErrorCode = 'unauthorized') => new AppError(401, code, message);
export const forbidden = (message = 'You do not have permission to do this', code: ErrorCode = 'forbidden') =>
  new AppError(403, code, message);
export const notFound = (message = 'Not found', code: ErrorCode = 'not_found') => new AppError(404, code, message);
export const conflict = (code: ErrorCode, message: string, details?: Record<string, string[]>, extra?: AppError['extra']) =>
  new AppError(409, code, message, details, extra);
