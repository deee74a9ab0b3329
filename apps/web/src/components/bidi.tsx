import type { ReactNode } from 'react';

/** Keeps phones, e-mails, codes and bare numbers in left-to-right order inside Arabic text. */
export function Ltr({ children }: { children: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>;
}

/**
 * Isolates a value already written in the page's language (a localized date such as "3 فيفري 2014")
 * so it neither reorders nor is reordered by the text around it; its direction comes from its own letters.
 */
export function Isolate({ children }: { children: ReactNode }) {
  return <bdi>{children}</bdi>;
}
