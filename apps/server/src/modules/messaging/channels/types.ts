import type { messageOutbox } from '../../../db/schema';

/** An outbox row as the worker hands it to a channel. */
export type OutboxRow = typeof messageOutbox.$inferSelect;

/**
 * What a channel says about one try. `permanent`: no retry can cure it (a refused number, a 4xx other than 429);
 * `skip`: there was nobody to send to after all (no device any more), which is not a failure of the message.
 */
export interface SendResult {
  ok: boolean;
  providerId?: string;
  httpStatus?: number;
  error?: string;
  permanent?: boolean;
  skip?: boolean;
}

export interface Channel {
  send(row: OutboxRow, signal: AbortSignal): Promise<SendResult>;
}

/** A channel whose provider can be asked afterwards what became of a message (the SMS gateway). */
export interface DeliveryReports {
  deliveryState(providerId: string, signal: AbortSignal): Promise<{ state: 'pending' | 'delivered' | 'failed'; error?: string } | null>;
}

/** The short text of an error for the attempts log (no stack, no secrets: providers' URLs carry no credentials here). */
export function shortError(error: unknown): string {
  if (error instanceof Error) {
    if (error.name === 'TimeoutError' || error.name === 'AbortError') return 'timeout';
    const cause = (error as { cause?: { code?: string } }).cause;
    return (cause?.code ? `${error.message} (${cause.code})` : error.message).slice(0, 300);
  }
  return String(error).slice(0, 300);
}

/** An HTTP answer's status as a result: 2xx sent; 429 and 5xx tried again; any other 4xx refused for good. */
export function resultOfStatus(status: number, detail: string): SendResult {
  if (status >= 200 && status < 300) return { ok: true, httpStatus: status };
  const permanent = status >= 400 && status < 500 && status !== 429 && status !== 408;
  return { ok: false, httpStatus: status, permanent, error: `HTTP ${status}${detail ? `: ${detail.slice(0, 200)}` : ''}` };
}
