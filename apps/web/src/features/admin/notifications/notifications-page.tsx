/** Notifications screen: a placeholder until that screen is built (it renders nothing). */
export function NotificationsPage() {
  return null;
}
