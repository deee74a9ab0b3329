import type { Language } from '@academy/shared';
import type { Config } from '../../../config';
import type { Mailer } from '../../../lib/email';
import { stopToken } from '../stop-link';
import type { Channel, OutboxRow, SendResult } from './types';

/*
 * E-mail through the app's mailer (SMTP, or .eml files without SMTP_URL), with a footer in the message's
 * language: the parent's stop link for SMS and the way to their message preferences.
 */

export const PREFERENCES_PATH = '/dashboard/notifications/preferences';

const FOOTER: Record<Language, { stop: string; preferences: string }> = {
  en: { stop: 'To stop SMS: {link}', preferences: 'Choose how we reach you: {link}' },
  ar: { stop: 'لإيقاف الرسائل القصيرة: {link}', preferences: 'اختر كيف نصل إليك: {link}' },
  fr: { stop: 'Pour ne plus recevoir de SMS : {link}', preferences: 'Choisissez comment nous vous joignons : {link}' },
};

export function stopLinkOf(config: Config, parentId: number): string {
  return `${config.PUBLIC_URL.replace(/\/+$/, '')}/sms-stop/${stopToken(config.APP_SECRET, parentId)}`;
}

/** The e-mail's text: the message, then the footer (stop link only when the row names its parent). */
export function emailText(config: Config, row: Pick<OutboxRow, 'body' | 'language' | 'parentId'>): string {
  const footer = FOOTER[row.language];
  const lines = [row.body, '', '--'];
  if (row.parentId !== null) lines.push(footer.stop.replace('{link}', stopLinkOf(config, row.parentId)));
  lines.push(footer.preferences.replace('{link}', `${config.PUBLIC_URL.replace(/\/+$/, '')}${PREFERENCES_PATH}`));
  return lines.join('\n');
}

export function createEmailChannel(config: Config, mailer: Mailer): Channel {
  return {
    async send(row): Promise<SendResult> {
      try {
        await mailer.send({ to: row.address, subject: row.subject ?? config.academy.name, text: emailText(config, row) });
        return { ok: true };
      } catch (error) {
        // SMTP 5xx (a refused mailbox or address) is final; a connection problem or 4xx is tried again.
        const code = (error as { responseCode?: unknown }).responseCode;
        const permanent = typeof code === 'number' && code >= 500 && code < 600;
        const message = error instanceof Error ? error.message : String(error);
        return { ok: false, permanent, error: message.slice(0, 300) };
      }
    },
  };
}
