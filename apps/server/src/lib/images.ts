import sharp from 'sharp';
import bmp from 'bmp-js';
import { fileTypeFromBuffer } from 'file-type';
import { COURSE_IMAGE, GALLERY_LIMITS, PROFILE_PICTURE_MIME } from '@academy/shared';
import { AppError } from './errors';

/**
 * The most pixels an uploaded image may have (50 megapixels, e.g. 8660 × 5773): a small file that
 * declares more (a decompression bomb) is refused from its header, before anything is decoded.
 */
export const MAX_INPUT_PIXELS = GALLERY_LIMITS.maxInputPixels;
/** BMP is decoded in JavaScript into raw RGBA (4 bytes a pixel): a lower bound, 4096 × 4096. */
const MAX_BMP_PIXELS = 4096 * 4096;

const invalidType = () =>
  new AppError(400, 'invalid_file_type', 'Invalid file type. Please select PNG, JPG, JPEG, GIF, WebP, or BMP files.');
const unreadable = () => new AppError(400, 'invalid_file_type', 'The image could not be read.');
export const tooManyPixels = () =>
  new AppError(400, 'image_too_large', 'The image is too large: at most 50 megapixels (for example 8000 × 6000). Please resize it.');

/**
 * Checks an upload by its content (not its name or declared type): one of the accepted image types, and
 * at most MAX_INPUT_PIXELS by the dimensions its header declares. Returns the detected MIME type.
 */
export async function checkImage(bytes: Buffer, accepted: readonly string[] = PROFILE_PICTURE_MIME): Promise<string> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !accepted.includes(type.mime)) throw invalidType();
  // metadata() reads the header only; without the pixel limit here, a bomb gets its own error rather than 'could not be read'.
  const { width, height } =
    type.mime === 'image/bmp'
      ? bmpSize(bytes)
      : await sharp(bytes, { animated: false, limitInputPixels: false }).metadata().catch(() => ({ width: 0, height: 0 }));
  if (!width || !height) throw unreadable();
  if (width * height > (type.mime === 'image/bmp' ? MAX_BMP_PIXELS : MAX_INPUT_PIXELS)) throw tooManyPixels();
  return type.mime;
}

/** A BMP's dimensions from its header (bmp-js would allocate width × height × 4 bytes before looking). */
function bmpSize(bytes: Buffer): { width: number; height: number } {
  if (bytes.length < 26) return { width: 0, height: 0 };
  return { width: bytes.readUInt32LE(18), height: Math.abs(bytes.readInt32LE(22)) };
}

/** A sharp pipeline for a checked upload; libvips also refuses more than MAX_INPUT_PIXELS itself. */
function open(bytes: Buffer, mime: string) {
  return mime === 'image/bmp' ? fromBmp(bytes) : sharp(bytes, { animated: false, limitInputPixels: MAX_INPUT_PIXELS });
}

/** Checks an upload by its content (not its name), then re-encodes it: metadata stripped, resized, WebP. */
export async function reencodeImage(bytes: Buffer, maxSize: number): Promise<Buffer> {
  const mime = await checkImage(bytes);
  try {
    return await open(bytes, mime)
      .rotate()
      .resize(maxSize, maxSize, { fit: 'cover', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw unreadable();
  }
}

/** sharp's libvips has no BMP loader: decode it here (ABGR pixels) and hand sharp raw RGBA. */
function fromBmp(bytes: Buffer) {
  const image = bmp.decode(bytes);
  const rgba = Buffer.alloc(image.width * image.height * 4);
  for (let i = 0; i < rgba.length; i += 4) {
    rgba[i] = image.data[i + 3]!;
    rgba[i + 1] = image.data[i + 2]!;
    rgba[i + 2] = image.data[i + 1]!;
    rgba[i + 3] = 255;
  }
  return sharp(rgba, { raw: { width: image.width, height: image.height, channels: 4 } });
}

/** A course picture: checked by content, cropped to the catalogue's 16:9 card size, WebP. */
export async function toCourseImage(bytes: Buffer): Promise<Buffer> {
  const mime = await checkImage(bytes);
  try {
    return await open(bytes, mime)
      .rotate()
      .resize(COURSE_IMAGE.width, COURSE_IMAGE.height, { fit: 'cover' })
      .webp({ quality: 78 })
      .toBuffer();
  } catch {
    throw unreadable();
  }
}
