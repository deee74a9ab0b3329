/** `/dashboard/contact`: Contact (being built). */
export function DashboardContactPage() {
  return null;
}
