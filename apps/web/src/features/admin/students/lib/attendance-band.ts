/** Spec 9, the admin's students view: 80 % or more green (and the Excellent badge), 60 % or more amber, else red. */
export const EXCELLENT_ATTENDANCE = 80;

export function adminAttendanceColor(rate: number): 'green' | 'yellow' | 'red' {
  if (rate >= EXCELLENT_ATTENDANCE) return 'green';
  if (rate >= 60) return 'yellow';
  return 'red';
}

export const isExcellentAttendance = (rate: number) => rate >= EXCELLENT_ATTENDANCE;
