import type { Level } from '@academy/shared';

export interface CourseShowcaseProps {
  /** Show only this level (Little Stars: preschool); otherwise the level filter chips are shown. */
  level?: Level;
  /**
   * What a card's button does. 'home': a visitor is told to log in and sent to /login, a signed-in user
   * is told 'Please contact the academy to register for this course'. 'join': /courses when signed in,
   * /login otherwise.
   */
  action: 'home' | 'join';
}

/** Up to six active courses as cards (home page and Little Stars). Placeholder until the catalogue lands. */
export function CourseShowcase(_props: CourseShowcaseProps) {
  return null;
}
