import type { FastifyRequest } from 'fastify';

/** Query-string keys whose values are secrets (e-mail verification and reset tokens, codes, keys, passwords). */
const SECRET_QUERY_KEY = /(^|[_-])(token|code|key|password|secret|signature|otp)$/i;

/** The URL with the values of secret-looking query keys replaced: `/verify-email?token=[redacted]`. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return pair;
      let key = pair.slice(0, eq);
      try {
        key = decodeURIComponent(key.replace(/\+/g, ' '));
      } catch {
        // a broken escape: judged as written
      }
      return SECRET_QUERY_KEY.test(key.trim()) ? `${pair.slice(0, eq)}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, at)}?${query}`;
}

/** Fields of database errors (pg, PGlite) that name what failed without the values sent. */
const SAFE_FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'schema', 'dataType', 'routine', 'statusCode'] as const;

/**
 * Every value (as text, 3 characters or more are scrubbed) a failed query was sent with, found on the error or its causes (drizzle's
 * `.params`, PGlite's).
 */
function paramsOf(error: unknown, depth = 0): string[] {
  if (!error || typeof error !== 'object' || depth > 4) return [];
  const own = (error as { params?: unknown }).params;
  const values = Array.isArray(own)
    ? own
        .flat(3)
        .filter((v) => v !== null && v !== undefined)
        .map(String)
    : [];
  return [...values, ...paramsOf((error as { cause?: unknown }).cause, depth + 1)];
}

function scrub(text: string, params: string[]): string {
  let out = text;
  for (const value of params) if (value.length >= 3) out = out.split(value).join('[param]');
  return out;
}

interface SafeError {
  type: string;
  message: string;
  stack?: string;
  cause?: SafeError;
  [field: string]: unknown;
}

function describeError(error: unknown, params: string[], depth: number): SafeError {
  if (!(error instanceof Error)) return { type: typeof error, message: scrub(String(error), params) };
  const withQuery = error as Error & { query?: unknown };
  // drizzle's DrizzleQueryError puts the parameters in its message ("Failed query: ...\nparams: ...").
  const message =
    typeof withQuery.query === 'string' && 'params' in error ? `Failed query: ${withQuery.query}` : scrub(error.message, params);
  const out: SafeError = { type: error.name || error.constructor?.name || 'Error', message };
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  if (frames.length) out.stack = frames.join('\n');
  for (const field of SAFE_FIELDS) {
    const value = (error as unknown as Record<string, unknown>)[field];
    if (typeof value === 'string' || typeof value === 'number') out[field] = value;
  }
  if (error.cause !== undefined && depth < 4) out.cause = describeError(error.cause, params, depth + 1);
  return out;
}

/**
 * An error as it may be logged: its type, message, stack frames, database error code and constraint,
 * and its causes the same way. Never the failed query's parameters (names, e-mails, phones), nor the
 * fields that repeat them (`detail`, `where`, drizzle's params line); a plain object passes unchanged.
 */
export function safeError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  return describeError(error, paramsOf(error), 0);
}

/** Pino serializers for the Fastify logger: requests without query secrets, errors without query parameters. */
export const LOG_SERIALIZERS = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: redactUrl(request.url),
    version: request.headers?.['accept-version'],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket ? request.socket.remotePort : undefined,
  }),
  err: safeError,
};
