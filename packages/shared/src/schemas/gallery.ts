import { z } from 'zod';
import { MAX_ID } from '../constants';
import { cleanString } from './fields';

/**
 * The gallery (issue 8 item 2): photos an admin uploads with optional titles and captions in both
 * languages, ordered and shown or hidden. Messages are translation keys of `validation`.
 */
export const GALLERY_LIMITS = {
  /** Photos one upload may carry. */
  maxFiles: 20,
  titleMaxChars: 200,
  captionMaxChars: 500,
  /** The widths each photo is stored in (WebP): a thumbnail and a large size; never enlarged. */
  widths: [640, 1600] as const,
  /** Decoded pixels a photo may have (decompression-bomb guard): 50 megapixels. */
  maxInputPixels: 50_000_000,
  /** Items the public list returns at most. */
  publicMax: 100,
} as const;

const emptyToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const optionalText = (max: number) => z.preprocess(emptyToNull, cleanString().max(max, 'too_long').nullish());

/** The text of a photo: each field optional, an empty string clears it. */
export const galleryTextFields = z.object({
  title_en: optionalText(GALLERY_LIMITS.titleMaxChars),
  title_ar: optionalText(GALLERY_LIMITS.titleMaxChars),
  caption_en: optionalText(GALLERY_LIMITS.captionMaxChars),
  caption_ar: optionalText(GALLERY_LIMITS.captionMaxChars),
});

/** The text fields of a multipart upload (applied to every photo of it), and whether they start visible. */
export const galleryUploadFields = galleryTextFields.extend({
  is_published: z.preprocess(
    (v) => (v === undefined || v === '' ? undefined : v === true || v === 'true' || v === '1'),
    z.boolean().default(true),
  ),
});
export type GalleryUploadFields = z.output<typeof galleryUploadFields>;

/** PATCH /api/admin/gallery/{id}: any of the texts and the visibility. */
export const galleryUpdateBody = galleryTextFields.extend({ is_published: z.boolean().optional() });
export type GalleryUpdateBody = z.input<typeof galleryUpdateBody>;

/** PUT /api/admin/gallery/order: every photo's id, in the new order. */
export const galleryOrderBody = z.object({
  ids: z.array(z.number().int().positive().max(MAX_ID)).min(1, 'required').max(10_000),
});
export type GalleryOrderBody = z.input<typeof galleryOrderBody>;

export const galleryPublicQuery = z.object({
  limit: z.coerce.number().int().min(1).max(GALLERY_LIMITS.publicMax).default(GALLERY_LIMITS.publicMax),
});

/** One stored size of a photo. */
export interface GalleryImageSize {
  url: string;
  width: number;
  height: number;
}

export interface GalleryPhoto {
  id: number;
  title_en: string | null;
  title_ar: string | null;
  caption_en: string | null;
  caption_ar: string | null;
  /** The largest stored size's dimensions (for the layout's aspect ratio). */
  width: number;
  height: number;
  /** The smallest size (thumbnails) and the largest. */
  thumb_url: string;
  image_url: string;
  /** Every stored size, smallest first: for srcset. */
  sizes: GalleryImageSize[];
}

export interface AdminGalleryPhoto extends GalleryPhoto {
  is_published: boolean;
  sort_order: number;
  created_at: string;
}

export interface GalleryPublicResponse {
  items: GalleryPhoto[];
}
export interface AdminGalleryResponse {
  items: AdminGalleryPhoto[];
}
