import type { Language } from '@academy/shared';

/** A course's name in the page's language: the Arabic name in Arabic when there is one, else the stored name. */
export function localizedName(item: { name: string; name_ar?: string | null }, lang: Language): string {
  return (lang === 'ar' && item.name_ar?.trim()) || item.name;
}
