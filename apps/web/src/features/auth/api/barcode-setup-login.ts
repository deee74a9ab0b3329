import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { barcodeSetupBody, PublicUser } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { apiPaths } from '@/lib/paths';

export type BarcodeSetupBody = z.input<typeof barcodeSetupBody>;

export interface BarcodeSetupResponse {
  access_token: string;
  user: PublicUser;
}

export function barcodeSetupLogin(body: BarcodeSetupBody): Promise<BarcodeSetupResponse> {
  return apiFetch<BarcodeSetupResponse>(apiPaths.auth.barcodeSetupLogin, { method: 'POST', body, signIn: true });
}

export function useBarcodeSetupLogin() {
  return useMutation({ mutationFn: barcodeSetupLogin, meta: { errorMessage: 'auth:barcode.setup_failed' } });
}
