/** `/dashboard/payments`: Payments (being built). */
export function PaymentsPage() {
  return null;
}
