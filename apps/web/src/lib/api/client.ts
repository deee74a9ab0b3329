import type { ApiErrorBody } from '@academy/shared';
import { expireSession, getAccessToken } from '@/lib/auth/session-storage';
import { ApiError } from './api-error';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** A 401 here means "wrong credentials" or "stale token checked at start": no redirect to /login. */
  ignoreUnauthorized?: boolean;
  /**
   * A sign-in or a password check: sends and keeps the account's trusted-device cookie, which spares this browser
   * the slowdown others' wrong guesses bring on the account (server lib/trusted-devices.ts). Every other call
   * sends no cookie: sessions are bearer tokens.
   */
  signIn?: boolean;
}

let transport: typeof fetch = (input, init) => fetch(input, init);

/** The server's page renderer answers the pages' /api/ reads in-process (src/ssr/render-page.tsx); browsers keep fetch. */
export function setApiTransport(next: typeof fetch): void {
  transport = next;
}

/** The one fetch client: JSON (or FormData) in, JSON out, bearer token when stored, typed ApiError on failure. */
export async function apiFetch<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  // A FormData body (a file upload) sets its own multipart Content-Type with the boundary.
  const isForm = options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  const token = getAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await transport(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
      signal: options.signal,
      credentials: options.signIn ? 'same-origin' : 'omit',
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({ status: 0, code: 'network_error', message: cause instanceof Error ? cause.message : String(cause) });
  }

  const payload = await readJson(response);
  if (response.ok) return payload as T;

  if (response.status === 401 && !options.ignoreUnauthorized) {
    expireSession();
  }
  throw toApiError(response, payload);
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function toApiError(response: Response, payload: unknown): ApiError {
  const body = (payload ?? {}) as Partial<ApiErrorBody>;
  const retryAfter = Number(response.headers.get('retry-after') ?? Number.NaN);
  return new ApiError({
    status: response.status,
    code: body.code ?? 'http_error',
    message: body.message || body.error || `HTTP ${response.status}: ${response.statusText}`,
    details: body.details,
    extra: { families: body.families, shared: body.shared, family: body.family },
    retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
  });
}
