import sharp from 'sharp';
import bmp from 'bmp-js';
import { fileTypeFromBuffer } from 'file-type';
import { COURSE_IMAGE, PROFILE_PICTURE_MIME } from '@academy/shared';
import { AppError } from './errors';

/** Checks an upload by its content (not its name), then re-encodes it: metadata stripped, resized, WebP. */
export async function reencodeImage(bytes: Buffer, maxSize: number): Promise<Buffer> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !(PROFILE_PICTURE_MIME as readonly string[]).includes(type.mime)) {
    throw new AppError(400, 'invalid_file_type', 'Invalid file type. Please select PNG, JPG, JPEG, GIF, WebP, or BMP files.');
  }
  try {
    return await (type.mime === 'image/bmp' ? fromBmp(bytes) : sharp(bytes, { animated: false }))
      .rotate()
      .resize(maxSize, maxSize, { fit: 'cover', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError(400, 'invalid_file_type', 'The image could not be read.');
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
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !(PROFILE_PICTURE_MIME as readonly string[]).includes(type.mime)) {
    throw new AppError(400, 'invalid_file_type', 'Invalid file type. Please select PNG, JPG, JPEG, GIF, WebP, or BMP files.');
  }
  try {
    return await (type.mime === 'image/bmp' ? fromBmp(bytes) : sharp(bytes, { animated: false }))
      .rotate()
      .resize(COURSE_IMAGE.width, COURSE_IMAGE.height, { fit: 'cover' })
      .webp({ quality: 78 })
      .toBuffer();
  } catch {
    throw new AppError(400, 'invalid_file_type', 'The image could not be read.');
  }
}
