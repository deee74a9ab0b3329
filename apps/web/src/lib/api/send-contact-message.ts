import { useMutation } from '@tanstack/react-query';
import type { ContactBody } from '@academy/shared';
import { apiPaths } from '@/lib/paths';
import { apiFetch } from './client';

/**
 * The body of POST /api/contact. A visitor sends every field; a signed-in user's form shows only subject
 * and message, so name and e-mail may be left to the server (it knows who is asking).
 */
export type ContactMessageBody = Omit<ContactBody, 'name' | 'email'> & Partial<Pick<ContactBody, 'name' | 'email'>>;

export interface ContactMessageResponse {
  success: boolean;
  message: string;
  /** Absent when nothing new was stored (the hidden field was filled in). */
  id?: number;
}

export function sendContactMessage(body: ContactMessageBody): Promise<ContactMessageResponse> {
  return apiFetch<ContactMessageResponse>(apiPaths.contact, { method: 'POST', body });
}

/** The form shows its own success and failure messages (no toast). */
export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
