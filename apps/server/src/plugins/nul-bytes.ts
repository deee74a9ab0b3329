import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/errors';

/** The first place (a field path, as validation details name fields) where a string or a key holds U+0000. */
export function nulBytePath(value: unknown): string | null {
  const stack: { node: unknown; path: string }[] = [{ node: value, path: '' }];
  while (stack.length) {
    const { node, path } = stack.pop()!;
    if (typeof node === 'string') {
      if (node.includes('\u0000')) return path || '_';
    } else if (node && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) {
        const at = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) return at.split('\u0000').join('\\0');
        stack.push({ node: child, path: at });
      }
    }
  }
  return null;
}

/**
 * No text the API stores or searches can hold a NUL character (PostgreSQL refuses it in text, which
 * turned such input into a 500): a path parameter, query value or JSON body string with U+0000 anywhere
 * is a 400 `validation_failed` naming the field, on every route, before the route's own validation.
 */
export const nulBytesPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      for (const part of [request.params, request.query, request.body]) {
        const field = nulBytePath(part);
        if (field) throw badRequest('validation_failed', `Invalid request: ${field}`, { [field]: ['nul_character'] });
      }
    });
  },
  { name: 'nul-bytes' },
);
