import type { z } from 'zod';
import { AppError } from './errors';

/**
 * Validates input the route schemas cannot see (multipart form fields) with a shared zod schema, and
 * fails the same way as a route schema: 400 validation_failed with the messages per field.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const details: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (details[issue.path.join('.') || '_'] ??= []).push(issue.message);
  throw new AppError(400, 'validation_failed', `Invalid request: ${Object.keys(details).join(', ')}`, details);
}
