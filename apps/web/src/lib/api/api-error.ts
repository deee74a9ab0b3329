import type { ApiErrorBody, ErrorCode } from '@academy/shared';

/** Codes the client adds to the server's: no answer at all, or an answer without our error body. */
export type ApiErrorCode = ErrorCode | 'network_error' | 'http_error';

export type ApiErrorExtra = Pick<ApiErrorBody, 'families' | 'shared' | 'family'>;

export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly details: Record<string, string[]> | undefined;
  /** The server's Retry-After (seconds) on a 429: how long a locked sign-in must wait. */
  readonly retryAfterSeconds: number | undefined;
  /** The error body's other fields (a family_match's candidate families). */
  readonly extra: ApiErrorExtra;

  constructor(init: {
    status: number;
    code: ApiErrorCode;
    message: string;
    details?: Record<string, string[]>;
    retryAfterSeconds?: number;
    extra?: ApiErrorExtra;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.details = init.details;
    this.retryAfterSeconds = init.retryAfterSeconds;
    this.extra = init.extra ?? {};
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
