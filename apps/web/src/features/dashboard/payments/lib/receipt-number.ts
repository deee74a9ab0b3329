/** The number printed on a receipt: the payment's id, zero-padded ("R-000319"). */
export function receiptNumber(paymentId: number): string {
  return `R-${String(paymentId).padStart(6, '0')}`;
}
