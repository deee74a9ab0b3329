/** `/dashboard/profile`: Profile (being built). */
export function ProfilePage() {
  return null;
}
