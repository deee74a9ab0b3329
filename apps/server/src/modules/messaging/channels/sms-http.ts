import type { Config } from '../../../config';
import { e164Of } from './sms-gateway';
import { resultOfStatus, type Channel, type SendResult } from './types';

/*
 * A bought SMS service over plain HTTP (SMS_HTTP_*): SMS_HTTP_URL and SMS_HTTP_BODY are templates where {to}
 * (E.164), {to_national} (0550123456) and {text} are replaced: URL-encoded in the URL, JSON-escaped in a JSON
 * body, form-encoded in any other body. SMS_HTTP_AUTH goes as the Authorization header. A 2xx is a sent message;
 * 429 and 5xx are tried again; any other 4xx is a refusal.
 */

const PLACEHOLDER = /\{(to|to_national|text)\}/g;

export function fillSmsHttpTemplate(
  template: string,
  values: Record<'to' | 'to_national' | 'text', string>,
  escape: (v: string) => string,
) {
  return template.replace(PLACEHOLDER, (_, name: 'to' | 'to_national' | 'text') => escape(values[name]));
}

/** The body's escaping for its content type: JSON string content, or URL form encoding. */
const bodyEscape = (contentType: string) =>
  /json/i.test(contentType) ? (v: string) => JSON.stringify(v).slice(1, -1) : (v: string) => encodeURIComponent(v);

export function createSmsHttpChannel(config: Config): Channel {
  return {
    async send(row, signal): Promise<SendResult> {
      const to = e164Of(row.address);
      if (!to) return { ok: false, permanent: true, error: 'invalid_number' };
      const values = { to, to_national: `0${to.slice(4)}`, text: row.body };
      const url = fillSmsHttpTemplate(config.SMS_HTTP_URL!, values, encodeURIComponent);
      const headers: Record<string, string> = { accept: 'application/json, text/plain, */*' };
      if (config.SMS_HTTP_AUTH) headers.authorization = config.SMS_HTTP_AUTH;
      let body: string | undefined;
      if (config.SMS_HTTP_METHOD === 'POST') {
        headers['content-type'] = config.SMS_HTTP_CONTENT_TYPE;
        body = fillSmsHttpTemplate(config.SMS_HTTP_BODY ?? '', values, bodyEscape(config.SMS_HTTP_CONTENT_TYPE));
      }
      const response = await fetch(url, { method: config.SMS_HTTP_METHOD, headers, body, signal });
      const text = await response.text().catch(() => '');
      const result = resultOfStatus(response.status, text);
      if (!result.ok) return result;
      return { ...result, providerId: providerIdOf(text) };
    },
  };
}

/** The provider's message id when its answer names one (`id`, `message_id`, `messageId`, `sid`). */
function providerIdOf(text: string): string | undefined {
  try {
    const answer = JSON.parse(text) as Record<string, unknown>;
    for (const key of ['id', 'message_id', 'messageId', 'sid']) {
      const v = answer?.[key];
      if ((typeof v === 'string' && v) || typeof v === 'number') return String(v).slice(0, 200);
    }
  } catch {
    // not JSON: no id
  }
  return undefined;
}
