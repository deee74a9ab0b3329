import sharp from 'sharp';
import { fileTypeFromBuffer } from 'file-type';
import { PROFILE_PICTURE_MIME } from '@academy/shared';
import { AppError } from './errors';

/** Checks an upload by its content (not its name), then re-encodes it: metadata stripped, resized, WebP. */
export async function reencodeImage(bytes: Buffer, maxSize: number): Promise<Buffer> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !(PROFILE_PICTURE_MIME as readonly string[]).includes(type.mime)) {
    throw new AppError(400, 'invalid_file_type', 'Invalid file type. Please select PNG, JPG, JPEG, GIF, WebP, or BMP files.');
  }
  try {
    return await sharp(bytes, { animated: false })
      .rotate()
      .resize(maxSize, maxSize, { fit: 'cover', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError(400, 'invalid_file_type', 'The image could not be read.');
  }
}
