import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { ChangeFeed } from '../lib/change-feed';
import type { Clock } from '../lib/clock';
import type { Mailer } from '../lib/email';
import type { PasswordHasher } from '../lib/passwords';
import type { SecretBox } from '../lib/secret-box';
import type { Storage } from '../lib/storage';

/** The app's services, built once in buildApp and reachable from every route as `app.deps`. */
export interface Deps {
  config: Config;
  db: Db;
  pingDb: () => Promise<boolean>;
  /** When the data last changed: what cached answers are checked against. */
  changes: ChangeFeed;
  clock: Clock;
  mailer: Mailer;
  storage: Storage;
  passwords: PasswordHasher;
  secretBox: SecretBox;
  log: FastifyBaseLogger;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}

export const depsPlugin = fp(
  async (app: FastifyInstance, deps: Deps) => {
    app.decorate('deps', deps);
  },
  { name: 'deps' },
);
