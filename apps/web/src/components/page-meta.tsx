import { usePageTitle } from '@/hooks/use-page-title';

/**
 * A public page's tab title and meta description (usePageTitle), as a component of its own: both name the
 * academy, and /api/site's answer should re-render this, not the whole page.
 */
export function PageMeta({ title, description }: { title?: string; description?: Parameters<typeof usePageTitle>[1] }) {
  usePageTitle(title, description);
  return null;
}
