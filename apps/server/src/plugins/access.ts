import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { ACCESS_RULES, type AccessRule, type Role } from '@academy/shared';
import { mobileSessions, parents, sessions, students, users } from '../db/schema';
import { forbidden, unauthorized } from '../lib/errors';
import { hashToken } from '../lib/tokens';

/** What a session lookup reads (sessionByToken). */
const SESSION_TABLES = ['sessions', 'users'] as const;

export interface AuthUser {
  id: number;
  role: Role;
  sessionId: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route. Every route declares one; registering a route without it fails. */
    access?: AccessRule;
  }
  interface FastifyRequest {
    auth: AuthUser | null;
    /** Set on `mobile` routes: whose mobile-app token this is. */
    mobile: MobileAuth | null;
  }
  interface FastifyInstance {
    /** Every route registered, with its access rule (a test checks none is missing) and its schema (the hostile-input test reads it). */
    routeTable: { method: string; url: string; access: AccessRule | undefined; schema?: FastifySchema }[];
  }
}

export interface MobileAuth {
  sessionId: number;
  parentId: number;
  /** A student's own token reads only that student. */
  studentId: number | null;
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header || !header.startsWith('Bearer ')) return null;
  const token = header.slice(7).trim();
  return token.length > 0 && token.length <= 200 ? token : null;
}

/**
 * Central access control: each route declares `config.access` (public, authenticated, client, admin, teacher, mobile);
 * the bearer token is resolved once per request and the rule is enforced before the handler runs.
 * Object-level checks (a parent sees only their own family) live in the services.
 */
export const accessPlugin = fp(
  async (app: FastifyInstance) => {
    const { db, clock, changes } = app.deps;
    app.decorateRequest('auth', null);
    app.decorateRequest('mobile', null);
    const routeTable: FastifyInstance['routeTable'] = [];
    app.decorate('routeTable', routeTable);

    app.addHook('onRoute', (route) => {
      // Files (the built app, uploads) and the API docs are public by nature; every other /api route must declare.
      if (!route.config?.access && (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs'))) {
        route.config = { ...route.config, access: 'public' };
      }
      const access = route.config?.access;
      for (const method of [route.method].flat()) routeTable.push({ method, url: route.url, access, schema: route.schema });
      if (!access || !(ACCESS_RULES as readonly string[]).includes(access)) {
        throw new Error(`Route ${route.method} ${route.url} declares no access rule (config.access)`);
      }
    });

    // Every signed-in request runs one of these: prepared once, so PostgreSQL plans them once per connection.
    const sessionByToken = db
      .select({ id: users.id, role: users.role, isActive: users.isActive, sessionId: sessions.id, expiresAt: sessions.expiresAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(eq(sessions.tokenHash, sql.placeholder('hash')), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql.placeholder('now'))),
      )
      .limit(1)
      .prepare('session_by_token');
    // Deactivating an account revokes its family's mobile sessions; the token is refused here too when the
    // family's account (if it has one) or the token's student is inactive, whatever wrote that (two joins on keys).
    const mobileSessionByToken = db
      .select({ sessionId: mobileSessions.id, parentId: mobileSessions.parentId, studentId: mobileSessions.studentId })
      .from(mobileSessions)
      .innerJoin(parents, eq(parents.id, mobileSessions.parentId))
      .leftJoin(users, eq(users.id, parents.userId))
      .leftJoin(students, eq(students.id, mobileSessions.studentId))
      .where(
        and(
          eq(mobileSessions.tokenHash, sql.placeholder('hash')),
          isNull(mobileSessions.revokedAt),
          gt(mobileSessions.expiresAt, sql.placeholder('now')),
          or(isNull(parents.userId), eq(users.isActive, true)),
          or(isNull(mobileSessions.studentId), eq(students.isActive, true)),
        ),
      )
      .limit(1)
      .prepare('mobile_session_by_token');

    // A session read is kept for the generation of the sessions and users (any write to them moves it, see
    // ChangeFeed; the door's marks and payments do not) and never past its expiry; a token not found is not kept.
    const knownSessions = new LRUCache<string, { auth: AuthUser | null; expires: number; generation: number }>({ max: 20_000 });
    const sessionOf = async (token: string): Promise<AuthUser | null> => {
      const hash = hashToken(token);
      const now = clock();
      const known = knownSessions.get(hash);
      if (known && known.generation === changes.generationOf(SESSION_TABLES) && known.expires > now.getTime()) return known.auth;
      const generation = changes.generationOf(SESSION_TABLES);
      const [row] = await sessionByToken.execute({ hash, now: now.toISOString() });
      if (!row) return null;
      const auth = row.isActive ? { id: row.id, role: row.role, sessionId: row.sessionId } : null;
      if (changes.live() && changes.generationOf(SESSION_TABLES) === generation)
        knownSessions.set(hash, { auth, expires: row.expiresAt.getTime(), generation });
      return auth;
    };

    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config?.access ?? 'public';
      const token = bearerToken(request);
      if (access === 'mobile') {
        const [row] = token ? await mobileSessionByToken.execute({ hash: hashToken(token), now: clock().toISOString() }) : [];
        if (!row) throw unauthorized();
        request.mobile = row;
        return;
      }
      if (token) request.auth = await sessionOf(token);
      if (access === 'public') return;
      if (!request.auth) throw unauthorized();
      if (access === 'admin' && request.auth.role !== 'admin') throw forbidden();
      if (access === 'client' && (request.auth.role === 'admin' || request.auth.role === 'teacher'))
        throw forbidden('This page is for parents and students');
      if (access === 'teacher' && request.auth.role !== 'teacher') throw forbidden('This page is for teachers');
    });
  },
  { name: 'access', dependencies: ['deps'] },
);
