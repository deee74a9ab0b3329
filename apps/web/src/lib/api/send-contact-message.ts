import { useMutation } from '@tanstack/react-query';
import type { ContactBody } from '@academy/shared';
import { apiPaths } from '@/lib/paths';
import { apiFetch } from './client';

/** The body of POST /api/contact: a visitor sends every field (signed-in parents use their own messages). */
export type ContactMessageBody = ContactBody;

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
