import { onlineManager } from '@tanstack/react-query';

let held = false;

/**
 * While a prerendered page hydrates (main.tsx), TanStack Query is told the network is away: queries stay
 * pending, as they were in the prerender. An answer arriving before the lazy page's part has hydrated would
 * change its text (the academy's name, the courses) and break hydration. The page releases them once mounted.
 */
export function holdQueries(): void {
  held = true;
  onlineManager.setOnline(false);
}

/** A prerendered page is being hydrated: from main.tsx until the page has mounted. */
export const isHydrating = (): boolean => held;

export function releaseQueries(): void {
  if (!held) return;
  held = false;
  onlineManager.setOnline(true);
}
