import { useDocumentTitle } from '@mantine/hooks';
import { createContext, useContext, useEffect } from 'react';
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

/** What a server-rendered page asks of its response besides its body. */
export interface PageHead {
  title: string;
  description: string;
  /** The page's own address, when the one asked for is another name for it (the server redirects there). */
  redirect?: string;
}

/** Given while the server renders a public page (src/ssr/render-page.tsx): what the page asks for its head. */
export const PageHeadContext = createContext<PageHead | null>(null);

/**
 * When the server renders the page, answers with a redirect to `to` (a path with its query) if given: the
 * address bar shows the page's own URL before any script runs. In the app it does nothing (the page rewrites its
 * URL itself, e.g. the catalogue's `?level=<label>`).
 */
export function useServerRedirect(to: string | null): void {
  const serverHead = useContext(PageHeadContext);
  if (serverHead && to) Object.assign(serverHead, { redirect: to });
}

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
  const serverHead = useContext(PageHeadContext);
  if (serverHead) Object.assign(serverHead, { title, description: content });
  useEffect(() => setMetaDescription(content), [content]);
}
