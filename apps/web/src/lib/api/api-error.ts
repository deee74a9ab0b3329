import type { ErrorCode } from '@academy/shared';

/** Codes the client adds to the server's: no answer at all, or an answer without our error body. */
export type ApiErrorCode = ErrorCode | 'network_error' | 'http_error';

export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly details: Record<string, string[]> | undefined;
  /** The server's Retry-After (seconds) on a 429: how long a locked sign-in must wait. */
  readonly retryAfterSeconds: number | undefined;

  constructor(init: { status: number; code: ApiErrorCode; message: string; details?: Record<string, string[]>; retryAfterSeconds?: number }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.details = init.details;
    this.retryAfterSeconds = init.retryAfterSeconds;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
