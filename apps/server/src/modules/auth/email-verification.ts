import { and, eq, isNull } from 'drizzle-orm';
import { EMAIL_TOKEN_TTL_HOURS } from '@academy/shared';
import type { Db } from '../../db/client';
import type { Deps } from '../../plugins/deps';
import { emailVerificationTokens, users } from '../../db/schema';
import { newToken } from '../../lib/tokens';

/** Stores a hashed single-use token and e-mails the link (bilingual). Returns whether the mail went out. */
export async function sendVerificationEmail(deps: Deps, userId: number, email: string): Promise<boolean> {
  const { token, hash } = newToken();
  const expiresAt = new Date(deps.clock().getTime() + EMAIL_TOKEN_TTL_HOURS * 3_600_000);
  await deps.db.insert(emailVerificationTokens).values({ userId, tokenHash: hash, expiresAt });
  const link = `${deps.config.PUBLIC_URL}/verify-email?token=${encodeURIComponent(token)}`;
  const { name, name_ar } = deps.config.academy;
  try {
    await deps.mailer.send({
      to: email,
      subject: `${name}: confirm your e-mail / تأكيد بريدك الإلكتروني`,
      text: [
        `Welcome to ${name}!`,
        `Please confirm your e-mail address by opening this link (valid ${EMAIL_TOKEN_TTL_HOURS} hours):`,
        link,
        '',
        `مرحبا بكم في ${name_ar}!`,
        `يرجى تأكيد بريدكم الإلكتروني بفتح هذا الرابط (صالح لمدة ${EMAIL_TOKEN_TTL_HOURS} ساعة):`,
        link,
      ].join('\n'),
      link,
    });
    return true;
  } catch (error) {
    // The account exists either way; the parent can still sign in and the academy can resend.
    deps.log.error({ err: error, userId }, 'verification e-mail failed');
    return false;
  }
}

/**
 * An account's e-mail changed (issue 30 item 6): the new address is unverified until the link sent to it
 * is opened, and the links sent to the old address stop working (they would verify the new one). Run in
 * the transaction of the change; then send the new address its link with sendVerificationEmail.
 */
export async function forgetEmailVerification(db: Db, userId: number, now: Date) {
  await db.update(users).set({ emailVerified: false, updatedAt: now }).where(eq(users.id, userId));
  await db
    .update(emailVerificationTokens)
    .set({ usedAt: now, updatedAt: now })
    .where(and(eq(emailVerificationTokens.userId, userId), isNull(emailVerificationTokens.usedAt)));
}
