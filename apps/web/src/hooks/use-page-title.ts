import { useDocumentTitle } from '@mantine/hooks';
import { useAcademyName } from './use-academy-name';

/** Sets the tab title to "<page> | <academy>". */
export function usePageTitle(page?: string): void {
  const academy = useAcademyName();
  useDocumentTitle(page ? `${page} | ${academy}` : academy);
}
