import type { ScanBarcodeResponse } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { adminApiPaths } from '@/features/admin/api-paths';

/**
 * POST /api/attendance/scan-barcode: finds the student and the section live now (Africa/Algiers), and
 * marks it when there is exactly one and nothing to warn about.
 */
export function scanBarcode(barcode: string): Promise<ScanBarcodeResponse> {
  return apiFetch<ScanBarcodeResponse>(adminApiPaths.attendance.scanBarcode, { method: 'POST', body: { barcode } });
}
