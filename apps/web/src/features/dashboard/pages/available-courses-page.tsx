/** `/dashboard/courses`: Available Courses (being built). */
export function AvailableCoursesPage() {
  return null;
}
