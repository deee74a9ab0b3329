import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../plugins/deps';

/**
 * A browser or phone that has signed in to an account before keeps a "trusted device" cookie for that account
 * (OWASP's device cookies). Its failed sign-ins are counted for that device alone, and the account-wide slowdown
 * that a stranger's guesses bring on does not apply to it: whoever guesses at an account from elsewhere cannot keep
 * its owner out. The cookie proves nothing but an earlier success on this account: it is no credential, it is bound
 * to one account by an HMAC, and it expires.
 */

const PATH = '/api';

/** Who is signing in: the address and the device proof sent with the request, if any. */
export interface SignInClient {
  address: string;
  cookies: Record<string, string | undefined>;
}

export const clientOf = (request: FastifyRequest): SignInClient => ({ address: request.ip, cookies: request.cookies ?? {} });

const hmac = (deps: Deps, text: string) => crypto.createHmac('sha256', deps.config.APP_SECRET).update(text).digest('base64url');

/** One cookie per account, so a family computer keeps the trust of each account signed in on it. */
const cookieName = (deps: Deps, account: string) => `academy_device_${hmac(deps, `device-name|${account}`).slice(0, 12)}`;

/**
 * The device id of a valid cookie for this account, or null. The id (its random part) names the device's own
 * failure counter.
 */
export function trustedDevice(deps: Deps, account: string, client: SignInClient): string | null {
  const value = client.cookies[cookieName(deps, account)];
  const [issued, id, signature] = value?.split('.') ?? [];
  if (!issued || !id || !signature || !/^\d{1,12}$/.test(issued)) return null;
  const expected = Buffer.from(hmac(deps, `device|${account}|${issued}|${id}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  const ageMs = deps.clock().getTime() - Number(issued) * 1000;
  return ageMs >= 0 && ageMs < deps.config.AUTH_TRUSTED_DEVICE_DAYS * 86_400_000 ? id : null;
}

/** After a successful sign-in: the device keeps its id if it had one for this account, else gets a new one. */
export function trustDevice(deps: Deps, reply: FastifyReply, account: string, client: SignInClient) {
  const id = trustedDevice(deps, account, client) ?? crypto.randomBytes(12).toString('base64url');
  const issued = String(Math.floor(deps.clock().getTime() / 1000));
  reply.setCookie(cookieName(deps, account), `${issued}.${id}.${hmac(deps, `device|${account}|${issued}|${id}`)}`, {
    path: PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: deps.config.PUBLIC_URL.startsWith('https:'),
    maxAge: deps.config.AUTH_TRUSTED_DEVICE_DAYS * 86_400,
  });
}
