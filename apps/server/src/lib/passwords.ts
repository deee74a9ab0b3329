import { hash, verify } from '@node-rs/argon2';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hashed: string, password: string): Promise<boolean>;
}

/** argon2id; cost comes from config so test suites creating many users stay fast. */
export function createPasswordHasher(opts: { memoryCost: number; timeCost: number }): PasswordHasher {
  const params = { memoryCost: opts.memoryCost, timeCost: opts.timeCost, parallelism: 1 };
  return {
    hash: (password) => hash(password, params),
    verify: async (hashed, password) => {
      try {
        return await verify(hashed, password);
      } catch {
        return false;
      }
    },
  };
}
