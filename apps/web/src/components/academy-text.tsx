import { useAcademyName } from '@/hooks/use-academy-name';

/**
 * Text that names the academy (the name alone without children). In a page the app renders itself (reached by its
 * own navigation), /api/site can answer after the page has rendered: as a component of its own, only this text
 * re-renders then, not the page around it.
 */
export function AcademyText({ children = (academy) => academy }: { children?: (academy: string) => string }) {
  return children(useAcademyName());
}
