/** Spec 3: `hasVisitedBefore` in local storage stops the welcome popup from opening again. */
const KEY = 'hasVisitedBefore';

export function hasVisitedBefore(): boolean {
  return localStorage.getItem(KEY) !== null;
}

export function markVisited(): void {
  localStorage.setItem(KEY, 'true');
}
