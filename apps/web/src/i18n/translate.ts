import { LIMITS } from '@academy/shared';
import { i18n } from './index';

type Lookup = (key: string, options?: Record<string, unknown>) => string;

/**
 * Translates a key that arrives at run time (a validation message key from a zod schema, an error
 * `code` from the server), trying each namespace in turn (no namespaces: the key carries its own
 * `ns:` prefix). Undefined when none has it.
 */
export function translateDynamic(key: string, namespaces: readonly string[], values?: Record<string, unknown>): string | undefined {
  const t = i18n.t as unknown as Lookup;
  const candidates = namespaces.length ? namespaces.map((ns) => `${ns}:${key}`) : [key];
  for (const full of candidates) {
    if (i18n.exists(full)) return t(full, { min: LIMITS.passwordMin, ...values });
  }
  return undefined;
}

/** A form error: a validation key, a server error code, or already a sentence. */
export function translateFieldError(message: unknown): string | undefined {
  if (typeof message !== 'string' || message === '') return undefined;
  return translateDynamic(message, ['validation', 'errors']) ?? message;
}
