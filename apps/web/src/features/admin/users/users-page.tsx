/** Users screen: a placeholder until that screen is built (it renders nothing). */
export function UsersPage() {
  return null;
}
