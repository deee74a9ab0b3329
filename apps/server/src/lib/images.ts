import { Worker } from 'node:worker_threads';
import sharp from 'sharp';
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
/**
 * A run-length-encoded BMP (RLE8, RLE4) may declare at most this many pixels per byte of its pixel data.
 * RLE8 can reach about 127 (255 pixels in 2 bytes), but a picture worth keeping compresses far less; a
 * file past this ratio is refused from its header, before anything is decoded (issue 30: a 148 KB file
 * declaring 4096 × 4096, about 113 pixels a byte, held the server for 0.86 s).
 */
export const MAX_RLE_PIXELS_PER_BYTE = 32;
/** A BMP decode that takes longer than this (a hostile file the header check let through) is stopped. */
const BMP_DECODE_TIMEOUT_MS = 10_000;

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
  const { width, height, fits } =
    type.mime === 'image/bmp'
      ? bmpHeader(bytes)
      : await sharp(bytes, { animated: false, limitInputPixels: false })
          .metadata()
          .then((meta) => ({ ...meta, fits: true }))
          .catch(() => ({ width: 0, height: 0, fits: false }));
  if (!width || !height) throw unreadable();
  if (width * height > (type.mime === 'image/bmp' ? MAX_BMP_PIXELS : MAX_INPUT_PIXELS)) throw tooManyPixels();
  if (!fits) throw unreadable();
  return type.mime;
}

/**
 * A BMP's dimensions from its header (bmp-js would allocate width × height × 4 bytes before looking),
 * after checking that the file can hold what it declares: uncompressed rows (row stride × height) must
 * fit in the file, run-length-encoded ones may declare at most MAX_RLE_PIXELS_PER_BYTE pixels per byte.
 * A header bmp-js cannot read is 0 × 0; a file too small for its size does not fit: both 'could not be read'.
 */
export function bmpHeader(bytes: Buffer): { width: number; height: number; fits: boolean } {
  const none = { width: 0, height: 0, fits: false };
  // BITMAPFILEHEADER (14 bytes) then at least a BITMAPINFOHEADER (40 bytes): bmp-js reads no older header.
  if (bytes.length < 54 || bytes.readUInt32LE(14) < 40) return none;
  const offset = bytes.readUInt32LE(10);
  const width = bytes.readInt32LE(18);
  const height = Math.abs(bytes.readInt32LE(22));
  const bitCount = bytes.readUInt16LE(28);
  const compression = bytes.readUInt32LE(30);
  if (width <= 0 || height <= 0 || offset < 54 || offset >= bytes.length) return none;
  const data = bytes.length - offset;
  // BI_RGB (0) and BI_BITFIELDS (3) store every row, padded to 4 bytes.
  if (compression === 0 || compression === 3) {
    if (![1, 4, 8, 16, 24, 32].includes(bitCount)) return none;
    return { width, height, fits: Math.ceil((bitCount * width) / 32) * 4 * height <= data };
  }
  // BI_RLE8 (1) with 8 bits a pixel, BI_RLE4 (2) with 4.
  if ((compression === 1 && bitCount === 8) || (compression === 2 && bitCount === 4)) {
    return { width, height, fits: width * height <= data * MAX_RLE_PIXELS_PER_BYTE };
  }
  return none;
}

/** A sharp pipeline for a checked upload; libvips also refuses more than MAX_INPUT_PIXELS itself. */
async function open(bytes: Buffer, mime: string) {
  return mime === 'image/bmp' ? fromBmp(bytes) : sharp(bytes, { animated: false, limitInputPixels: MAX_INPUT_PIXELS });
}

/**
 * Checks an upload by its content (not its name), then re-encodes it: metadata stripped, resized, WebP. `cover`
 * crops to a square (a profile picture); `inside` keeps the whole picture within maxSize (a homework's page).
 */
export async function reencodeImage(bytes: Buffer, maxSize: number, fit: 'cover' | 'inside' = 'cover'): Promise<Buffer> {
  const mime = await checkImage(bytes);
  try {
    return await (
      await open(bytes, mime)
    )
      .rotate()
      .resize(maxSize, maxSize, { fit, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw unreadable();
  }
}

/** The worker that decodes a BMP (plain JavaScript, see the file). */
const BMP_WORKER = new URL('./bmp-worker.mjs', import.meta.url);

/**
 * sharp's libvips has no BMP loader, and bmp-js decodes synchronously in JavaScript: decode it in a
 * worker thread (the requests keep being served meanwhile) and hand sharp its raw RGBA pixels.
 */
export function decodeBmp(bytes: Buffer): Promise<{ width: number; height: number; rgba: Uint8Array }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(BMP_WORKER, { workerData: { bytes } });
    const timer = setTimeout(() => void worker.terminate(), BMP_DECODE_TIMEOUT_MS);
    worker.once('message', (result: { width: number; height: number; rgba: Uint8Array } | { error: true }) => {
      if ('error' in result) reject(unreadable());
      else resolve(result);
    });
    worker.once('error', () => reject(unreadable()));
    // After a message this changes nothing; a worker stopped by the timer (or that died) rejects here.
    worker.once('exit', () => {
      clearTimeout(timer);
      reject(unreadable());
    });
  });
}

/** A BMP as a sharp pipeline, decoded off the main thread. */
async function fromBmp(bytes: Buffer) {
  const image = await decodeBmp(bytes);
  return sharp(image.rgba, { raw: { width: image.width, height: image.height, channels: 4 } });
}

/** A course picture: checked by content, cropped to the catalogue's 16:9 card size, WebP. */
export async function toCourseImage(bytes: Buffer): Promise<Buffer> {
  const mime = await checkImage(bytes);
  try {
    return await (
      await open(bytes, mime)
    )
      .rotate()
      .resize(COURSE_IMAGE.width, COURSE_IMAGE.height, { fit: 'cover' })
      .webp({ quality: 78 })
      .toBuffer();
  } catch {
    throw unreadable();
  }
}
