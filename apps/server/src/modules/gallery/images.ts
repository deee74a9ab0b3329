import sharp from 'sharp';
import { fileTypeFromBuffer } from 'file-type';
import { GALLERY_LIMITS, PROFILE_PICTURE_MIME, type GalleryImageSize } from '@academy/shared';
import { AppError } from '../../lib/errors';
import { checkImage } from '../../lib/images';
import type { Storage } from '../../lib/storage';

/** A photo's sizes as WebP bytes, smallest first, with their dimensions. */
export interface EncodedSize {
  bytes: Buffer;
  width: number;
  height: number;
}

const FOLDER = 'gallery';
/** Gallery files are named `<random>.<width>x<height>.webp`: the dimensions travel with the URL. */
const SIZE_IN_NAME = /\.(\d{1,5})x(\d{1,5})\.webp$/;

/**
 * Checks a photo by its content (not its name), refuses decompression bombs (sharp's limitInputPixels),
 * turns it upright and re-encodes it in each gallery width as WebP: no EXIF, GPS or other metadata
 * (sharp drops it unless withMetadata is asked for), never enlarged.
 */
export async function encodeGalleryPhoto(bytes: Buffer): Promise<EncodedSize[]> {
  const type = await fileTypeFromBuffer(bytes);
  // BMP is left out here: sharp cannot read it and photos are not taken as BMP.
  if (!type || type.mime === 'image/bmp' || !(PROFILE_PICTURE_MIME as readonly string[]).includes(type.mime)) {
    throw new AppError(400, 'invalid_file_type', 'Invalid file type. Please select PNG, JPG, JPEG, GIF or WebP files.');
  }
  // A decompression bomb (a small file declaring huge dimensions) is refused from its header as image_too_large.
  await checkImage(bytes, [type.mime]);
  try {
    const source = sharp(bytes, { animated: false, limitInputPixels: GALLERY_LIMITS.maxInputPixels, failOn: 'error' }).rotate();
    const sizes: EncodedSize[] = [];
    for (const width of GALLERY_LIMITS.widths) {
      const { data, info } = await source
        .clone()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: width <= 640 ? 74 : 80 })
        .toBuffer({ resolveWithObject: true });
      // A photo narrower than a width gives the same size twice: keep it once.
      if (sizes.some((s) => s.width === info.width)) continue;
      sizes.push({ bytes: data, width: info.width, height: info.height });
    }
    return sizes;
  } catch {
    throw new AppError(400, 'invalid_file_type', 'The image could not be read.');
  }
}

/** Saves each size; returns their URLs (smallest first). Removes what was saved if one fails. */
export async function storeSizes(storage: Storage, sizes: EncodedSize[]): Promise<string[]> {
  const urls: string[] = [];
  try {
    for (const size of sizes) urls.push(await storage.put(FOLDER, size.bytes, `${size.width}x${size.height}.webp`));
    return urls;
  } catch (error) {
    await removeFiles(storage, urls);
    throw error;
  }
}

export async function removeFiles(storage: Storage, urls: (string | null | undefined)[]) {
  for (const url of new Set(urls.filter((u): u is string => !!u))) await storage.remove(url).catch(() => undefined);
}

/** A stored URL with the dimensions its name carries (0 × 0 for a URL from elsewhere). */
export function sizeOf(url: string): GalleryImageSize {
  const match = SIZE_IN_NAME.exec(url);
  return { url, width: match ? Number(match[1]) : 0, height: match ? Number(match[2]) : 0 };
}
