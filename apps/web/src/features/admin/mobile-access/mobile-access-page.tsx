/** Mobile access screen: a placeholder until that screen is built (it renders nothing). */
export function MobileAccessPage() {
  return null;
}
