import { useDocumentTitle } from '@mantine/hooks';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAcademyName } from './use-academy-name';

function setMetaDescription(content: string): void {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  tag.content = content;
}

/** What the last page rendered by the prerender (src/prerender.tsx, no document) asked for its head. */
export const prerenderedHead = { title: '', description: '' };

/**
 * Sets the tab title to "<page> | <academy>" (the academy alone without a page) and the page's
 * `<meta name="description">`, both in the page's language (a function of the academy's name when it names
 * it); pages without their own description get the academy's general one.
 */
export function usePageTitle(page?: string, description?: string | ((academy: string) => string)): void {
  const { t } = useTranslation('public');
  const academy = useAcademyName();
  const title = page ? `${page} | ${academy}` : academy;
  useDocumentTitle(title);
  const content =
    (typeof description === 'function' ? description(academy) : description) ?? t('meta.default_description', { name: academy });
  if (typeof document === 'undefined') Object.assign(prerenderedHead, { title, description: content });
  useEffect(() => setMetaDescription(content), [content]);
}
