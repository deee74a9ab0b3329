/** Audit log screen: a placeholder until that screen is built (it renders nothing). */
export function AuditPage() {
  return null;
}
