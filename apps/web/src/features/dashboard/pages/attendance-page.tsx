/** `/dashboard/attendance`: Attendance (being built). */
export function AttendancePage() {
  return null;
}
