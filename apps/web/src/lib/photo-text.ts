import type { GalleryPhoto } from '@academy/shared';

/** A photo's title and caption in the page's language, falling back to the other one. */
export function photoText(photo: GalleryPhoto, lang: string) {
  const ar = lang === 'ar';
  const title = (ar ? photo.title_ar || photo.title_en : photo.title_en || photo.title_ar) ?? '';
  const caption = (ar ? photo.caption_ar || photo.caption_en : photo.caption_en || photo.caption_ar) ?? '';
  return { title, caption };
}

/** srcset of every stored size (smallest first). */
export function srcSetOf(photo: GalleryPhoto) {
  return photo.sizes.map((s) => `${s.url} ${s.width}w`).join(', ');
}
