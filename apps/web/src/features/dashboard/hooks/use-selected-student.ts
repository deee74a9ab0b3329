import { useSyncExternalStore } from 'react';
import { useAuth } from '@/lib/auth/use-auth';

// The child the dashboard is showing, shared by every tab and kept for the visit (sessionStorage), so a
// parent who picked Amina on Attendance still sees Amina on Payments.
const KEY = 'dashboardStudentId';
const listeners = new Set<() => void>();

function read(): number | null {
  const value = Number(sessionStorage.getItem(KEY));
  return Number.isInteger(value) && value > 0 ? value : null;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function selectStudent(id: number) {
  sessionStorage.setItem(KEY, String(id));
  for (const listener of listeners) listener();
}

/** The family's students and the one chosen (the first until the parent picks another). */
export function useSelectedStudent() {
  const { user } = useAuth();
  const stored = useSyncExternalStore(subscribe, read, () => null);
  const students = user?.students ?? [];
  const selected = students.find((s) => s.id === stored) ?? students[0] ?? null;
  return { students, selected, select: selectStudent };
}
