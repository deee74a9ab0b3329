import { EMAIL_TOKEN_TTL_HOURS } from '@academy/shared';
import type { Deps } from '../../plugins/deps';
import { emailVerificationTokens } from '../../db/schema';
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
