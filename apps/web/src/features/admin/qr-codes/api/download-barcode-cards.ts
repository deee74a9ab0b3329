import { useMutation } from '@tanstack/react-query';
import type { Language } from '@academy/shared';
import { adminApiPaths } from '@/features/admin/api-paths';
import { downloadWithToken } from '@/lib/download-file';

export interface BarcodeCardsRequest {
  sectionId: number;
  lang: Language;
}

/** GET /api/admin/sections/{id}/barcode-cards.pdf: the section's students' cards, as a PDF download. */
export function downloadBarcodeCards({ sectionId, lang }: BarcodeCardsRequest): Promise<void> {
  return downloadWithToken(adminApiPaths.sections.barcodeCardsPdf(sectionId, lang), `barcode-cards-section-${sectionId}.pdf`);
}

export function useDownloadBarcodeCards() {
  return useMutation({ mutationFn: downloadBarcodeCards, meta: { errorMessage: 'admin-qr:errors.cards_failed' } });
}
