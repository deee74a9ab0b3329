/** `/dashboard/notifications`: Notifications (being built). */
export function NotificationsPage() {
  return null;
}
