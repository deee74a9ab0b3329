import path from 'node:path';
import { cleanText, TEACHER_NOTES_LIMITS, type HomeworkFileKind } from '@academy/shared';
import { AppError } from '../../lib/errors';
import { reencodeImage } from '../../lib/images';

/** A file as the multipart request brought it. */
export interface UploadedFile {
  bytes: Buffer;
  /** The name and type the sender's browser gave it: only what the person sees and what they claim, never trusted. */
  filename: string;
  mimetype: string;
}

/** A file ready to store: the bytes to keep (a picture re-encoded, a PDF as sent), with its kind and shown name. */
export interface CheckedFile {
  kind: HomeworkFileKind;
  bytes: Buffer;
  extension: 'webp' | 'pdf';
  fileName: string;
}

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
const isPdf = (bytes: Buffer) => bytes.length > PDF_MAGIC.length && bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC);
const claimsPdf = (file: UploadedFile) => /\.pdf$/i.test(file.filename.trim()) || file.mimetype.toLowerCase() === 'application/pdf';

const notAccepted = () =>
  new AppError(400, 'invalid_file_type', 'Invalid file type. Please choose pictures (PNG, JPG, GIF, WebP, BMP) or PDF files.');
const notAPdf = () => new AppError(400, 'invalid_file_type', 'This file is named as a PDF but is not one.');

/** The name a person sees: the last part of what the browser sent, cleaned, at most 200 characters. */
function shownName(file: UploadedFile, kind: HomeworkFileKind): string {
  const base = cleanText(path.posix.basename(file.filename.replaceAll('\\', '/')))
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, TEACHER_NOTES_LIMITS.fileNameMax);
  return base || (kind === 'pdf' ? 'document.pdf' : 'picture.webp');
}

/**
 * Checks one homework file by its content, whatever its name says: a PDF must begin with `%PDF-` (kept as sent);
 * anything else must be a picture, re-encoded by the image pipeline (metadata stripped, at most 1600 px a side,
 * WebP). A file named or typed as a PDF that is not one (a picture renamed, a text) is refused: 400
 * invalid_file_type. The size limit (10 MB) is the multipart reader's.
 */
export async function checkHomeworkFile(file: UploadedFile): Promise<CheckedFile> {
  if (isPdf(file.bytes)) return { kind: 'pdf', bytes: file.bytes, extension: 'pdf', fileName: shownName(file, 'pdf') };
  if (claimsPdf(file)) throw notAPdf();
  try {
    const bytes = await reencodeImage(file.bytes, TEACHER_NOTES_LIMITS.imageMaxSize, 'inside');
    return { kind: 'image', bytes, extension: 'webp', fileName: shownName(file, 'image') };
  } catch (error) {
    // Not a picture either: one answer that names both kinds (a picture too large keeps its own).
    if (error instanceof AppError && error.code === 'invalid_file_type') throw notAccepted();
    throw error;
  }
}
