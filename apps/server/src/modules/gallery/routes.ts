import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  GALLERY_LIMITS,
  galleryOrderBody,
  galleryPublicQuery,
  galleryUpdateBody,
  galleryUploadFields,
  idParams,
  LIMITS,
  type GalleryPhoto,
} from '@academy/shared';
import { AppError } from '../../lib/errors';
import { uploadError, uploadRateLimit } from '../../lib/uploads';
import { parseInput } from '../../lib/validate';
import type { Deps } from '../../plugins/deps';
import * as service from './service';

/** File fields an upload may carry its photos in. */
const FILE_FIELDS = new Set(['photos', 'photo', 'files', 'file', 'image', 'images']);

/** Reads a multipart upload: the text fields, and every photo (at most 20, each at most 10 MB). */
async function readUpload(request: FastifyRequest): Promise<{ fields: Record<string, unknown>; files: Buffer[] }> {
  if (!request.isMultipart()) throw new AppError(400, 'no_file', 'Please select at least one photo.');
  const fields: Record<string, unknown> = {};
  const files: Buffer[] = [];
  try {
    for await (const part of request.parts({ limits: { files: GALLERY_LIMITS.maxFiles, fileSize: LIMITS.uploadMaxBytes, fields: 20 } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (FILE_FIELDS.has(part.fieldname) && bytes.length > 0) files.push(bytes);
      } else {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw uploadError(error, {
      tooLarge: 'A photo is too large. Maximum size is 10MB.',
      tooMany: `At most ${GALLERY_LIMITS.maxFiles} photos at once.`,
    });
  }
  return { fields, files };
}

/**
 * The gallery (issue 8 item 2): the public list, mounted at /api/gallery, and the admin's screen, mounted at
 * /api/admin/gallery. One pair per app: the admin's writes drop the public list it keeps in memory.
 */
export function galleryRoutes(): { publicGalleryRoutes: FastifyPluginAsyncZod; adminGalleryRoutes: FastifyPluginAsyncZod } {
  const actor = (request: FastifyRequest) => ({ id: request.auth!.id, ip: request.ip });
  const admin = { access: 'admin' as const };
  const tags = ['gallery'];

  // The public list is read on every /home and /little-stars visit: kept in memory until a write.
  let cached: Promise<{ items: GalleryPhoto[]; tag: string }> | null = null;
  const changed = <T>(value: T) => {
    cached = null;
    return value;
  };
  const published = (deps: Deps) => {
    cached ??= service
      .publicPhotos(deps, GALLERY_LIMITS.publicMax)
      .then((items) => ({ items, tag: crypto.createHash('sha1').update(JSON.stringify(items)).digest('base64url').slice(0, 16) }))
      .catch((error: unknown) => {
        cached = null;
        throw error;
      });
    return cached;
  };

  const publicGalleryRoutes: FastifyPluginAsyncZod = async (app) => {
    // Browsers revalidate each time (an admin's change shows at once) and get 304 Not Modified while it is unchanged.
    app.get('', { config: { access: 'public' }, schema: { querystring: galleryPublicQuery, tags } }, async (request, reply) => {
      const { items, tag } = await published(app.deps);
      const etag = `"${tag}-${request.query.limit}"`;
      reply.header('Cache-Control', 'public, no-cache').header('ETag', etag);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.send({ items: items.slice(0, request.query.limit) });
    });
  };

  const adminGalleryRoutes: FastifyPluginAsyncZod = async (app) => {
    const { deps } = app;
    app.get('', { config: admin, schema: { tags } }, async () => ({ items: await service.adminPhotos(deps) }));

    app.post(
      '',
      { config: { ...admin, rateLimit: uploadRateLimit(deps.config) }, schema: { consumes: ['multipart/form-data'], tags } },
      async (request, reply) => {
        const { fields, files } = await readUpload(request);
        const items = await service.uploadPhotos(deps, actor(request), files, parseInput(galleryUploadFields, fields));
        return reply.status(201).send(changed({ success: true, items }));
      },
    );

    app.patch('/:id', { config: admin, schema: { params: idParams, body: galleryUpdateBody, tags } }, async (request) =>
      changed({ success: true, item: await service.updatePhoto(deps, actor(request), request.params.id, request.body) }),
    );

    app.put('/order', { config: admin, schema: { body: galleryOrderBody, tags } }, async (request) =>
      changed({ success: true, items: await service.reorderPhotos(deps, actor(request), request.body.ids) }),
    );

    app.delete('/:id', { config: admin, schema: { params: idParams, tags } }, async (request) =>
      changed(await service.deletePhoto(deps, actor(request), request.params.id)),
    );
  };

  return { publicGalleryRoutes, adminGalleryRoutes };
}
