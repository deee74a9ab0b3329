/** `/dashboard/payments/receipts/:paymentId`: a printable receipt (being built). */
export function ReceiptPage() {
  return null;
}
