import { useMutation } from '@tanstack/react-query';
import { accountMessageBody, type AccountMessage } from '@academy/shared';
import type { z } from 'zod';
import { apiPaths } from '@/lib/paths';
import { apiFetch } from './client';

export type AccountMessageBody = z.input<typeof accountMessageBody>;

export interface AccountMessageResponse {
  success: boolean;
  message: string;
  id: AccountMessage['id'];
}

/** POST /api/contact/my-messages: a signed-in parent writes to the academy (the account says who is writing). */
export function sendAccountMessage(body: AccountMessageBody): Promise<AccountMessageResponse> {
  return apiFetch<AccountMessageResponse>(apiPaths.myMessages, { method: 'POST', body: accountMessageBody.parse(body) });
}

/** The form shows its own success and failure messages (no toast). */
export function useSendAccountMessage() {
  return useMutation({ mutationFn: sendAccountMessage });
}
