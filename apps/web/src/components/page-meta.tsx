import { useAcademyName } from '@/hooks/use-academy-name';
import { usePageTitle } from '@/hooks/use-page-title';

/**
 * A public page's tab title and meta description (usePageTitle), as a component of its own: both name the
 * academy, and /api/site's answer should re-render this, not the whole page.
 */
export function PageMeta({ title, description }: { title?: string; description?: string | ((academy: string) => string) }) {
  const academy = useAcademyName();
  usePageTitle(title, typeof description === 'function' ? description(academy) : description);
  return null;
}
