import type { FastifyRequest } from 'fastify';
import { TEACHER_NOTES_LIMITS } from '@academy/shared';
import { badRequest } from '../../lib/errors';
import { uploadError } from '../../lib/uploads';
import type { UploadedFile } from './homework-files';

/** File fields a homework upload may carry its files in. */
const FILE_FIELDS = new Set(['files', 'file', 'attachments', 'attachment']);

/**
 * Reads a homework request: multipart (text fields and up to 5 files of at most 10 MB each) or JSON (the text
 * fields alone). One file too many is 400 too_many_attachments; a file over 10 MB 413 file_too_large.
 */
export async function readHomeworkUpload(request: FastifyRequest): Promise<{ fields: Record<string, unknown>; files: UploadedFile[] }> {
  if (!request.isMultipart()) {
    const body = request.body;
    return { fields: body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {}, files: [] };
  }
  const fields: Record<string, unknown> = {};
  const files: UploadedFile[] = [];
  const limits = { files: TEACHER_NOTES_LIMITS.homeworkMaxFiles, fileSize: TEACHER_NOTES_LIMITS.fileMaxBytes, fields: 10 };
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (FILE_FIELDS.has(part.fieldname) && bytes.length > 0)
          files.push({ bytes, filename: part.filename ?? '', mimetype: part.mimetype ?? '' });
      } else {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    // @fastify/multipart names it FST_FILES_LIMIT.
    if (['FST_FILES_LIMIT', 'FST_FILES_LIMIT_ERROR'].includes((error as { code?: string }).code ?? '')) {
      throw badRequest('too_many_attachments', `A homework holds at most ${TEACHER_NOTES_LIMITS.homeworkMaxFiles} files.`, {
        files: ['too_many'],
      });
    }
    throw uploadError(error, { tooLarge: 'A file is too large. Maximum size is 10MB.' });
  }
  return { fields, files };
}
