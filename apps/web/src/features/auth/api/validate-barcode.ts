import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { BarcodeCheck, validateBarcodeBody } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { apiPaths } from '@/lib/paths';

export type ValidateBarcodeBody = z.input<typeof validateBarcodeBody>;
export type BarcodeStudent = BarcodeCheck['student'];

/** Step 1 of claiming a card: its code and the parent phone on file; answers the child's first name. */
export function validateBarcode(body: ValidateBarcodeBody): Promise<BarcodeCheck> {
  return apiFetch<BarcodeCheck>(apiPaths.auth.validateBarcode, { method: 'POST', body });
}

export function useValidateBarcode() {
  return useMutation({ mutationFn: validateBarcode, meta: { errorMessage: 'errors:invalid_barcode' } });
}
