import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/client';
import { apiPaths } from '@/lib/paths';

export interface BarcodeStudent {
  id: number;
  name: string;
  date_of_birth: string | null;
  parent_name: string | null;
  already_set_up: boolean;
}

export interface ValidateBarcodeResponse {
  valid: true;
  student: BarcodeStudent;
}

export function validateBarcode(barcode: string): Promise<ValidateBarcodeResponse> {
  return apiFetch<ValidateBarcodeResponse>(apiPaths.auth.validateBarcode, { method: 'POST', body: { barcode } });
}

export function useValidateBarcode() {
  return useMutation({ mutationFn: validateBarcode, meta: { errorMessage: 'errors:invalid_barcode' } });
}
