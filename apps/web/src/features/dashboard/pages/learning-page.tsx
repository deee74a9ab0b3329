/** `/dashboard/learning`: My Learning (being built). */
export function LearningPage() {
  return null;
}
