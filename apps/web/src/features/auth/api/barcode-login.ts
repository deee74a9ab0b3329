import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { barcodeLoginBody } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { apiPaths } from '@/lib/paths';
import type { BarcodeSetupResponse } from './barcode-setup-login';

export type BarcodeLoginBody = z.input<typeof barcodeLoginBody>;

/** A claimed card signs in with its code and the family account's password. */
export function barcodeLogin(body: BarcodeLoginBody): Promise<BarcodeSetupResponse> {
  return apiFetch<BarcodeSetupResponse>(apiPaths.auth.barcodeLogin, { method: 'POST', body, signIn: true });
}

export function useBarcodeLogin() {
  return useMutation({ mutationFn: barcodeLogin, meta: { errorMessage: 'errors:invalid_barcode_or_password' } });
}
