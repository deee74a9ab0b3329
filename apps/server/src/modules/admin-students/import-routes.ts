import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { importCommitBody, importFileFields } from '@academy/shared';
import { sendCsv } from '../../lib/csv';
import { badRequest } from '../../lib/errors';
import { uploadError } from '../../lib/uploads';
import { parseInput } from '../../lib/validate';
import { commitImport, previewImport, rejectedRowsCsv } from './import-service';
import { sheetOfRecords } from './import-mapping';
import { readSheet } from './import-sheet';

/**
 * The file and the form fields of an import request (multipart): `file`, and optionally `mapping` (JSON, the
 * field of each column or null), `mode`, `lang` and `families` (JSON, the admin's family decisions), in any order.
 */
async function readUpload(request: FastifyRequest) {
  if (!request.isMultipart()) throw badRequest('no_file', 'Please choose a CSV or Excel file.');
  let bytes: Buffer | undefined;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname === 'file' && !bytes) bytes = await part.toBuffer();
        else await part.toBuffer();
      } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (error) {
    throw uploadError(error);
  }
  if (!bytes) throw badRequest('no_file', 'Please choose a CSV or Excel file.');
  return { lines: await readSheet(bytes), ...parseInput(importFileFields, fields) };
}

/** Importing students from the old system (spec: returning students log in with their card's barcode). */
export const adminStudentImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const admin = { access: 'admin' as const };
  const tags = ['admin students'];
  const actor = (request: FastifyRequest) => ({ id: request.auth!.id, ip: request.ip });
  const multipart = { tags, consumes: ['multipart/form-data'] };

  // Every row checked, the columns matched to fields; nothing saved.
  app.post('/import/preview', { config: admin, schema: multipart }, async (request) => {
    const upload = await readUpload(request);
    return previewImport(deps, upload.lines, upload.mapping);
  });

  // The same file imported: every row or nothing (mode=all), or only the valid rows (mode=valid).
  app.post('/import/file', { config: admin, schema: multipart }, async (request, reply) => {
    const upload = await readUpload(request);
    return reply.status(201).send(
      await commitImport(deps, actor(request), upload.lines, {
        mapping: upload.mapping,
        mode: upload.mode,
        remember: true,
        families: upload.families,
      }),
    );
  });

  // The rows that cannot be imported, with their errors in the admin's language, to correct and import again.
  app.post('/import/rejected', { config: admin, schema: multipart }, async (request, reply) => {
    const upload = await readUpload(request);
    return sendCsv(
      reply,
      `rejected-rows-${deps.clock().toISOString().slice(0, 10)}.csv`,
      await rejectedRowsCsv(deps, upload.lines, upload.mapping, upload.lang),
    );
  });

  // Rows already keyed by field (name, barcode, date_of_birth, parent_name, parent_phone, course, section).
  app.post('/import', { config: admin, bodyLimit: 8 * 1024 * 1024, schema: { body: importCommitBody, tags } }, async (request, reply) =>
    reply.status(201).send(
      await commitImport(deps, actor(request), sheetOfRecords(request.body.rows), {
        mode: request.body.mode,
        remember: false,
        families: request.body.families,
      }),
    ),
  );
};
