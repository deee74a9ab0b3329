import fs from 'node:fs/promises';
import path from 'node:path';
import crypto from 'node:crypto';

/**
 * Where uploaded files live; a small interface so an S3-compatible store can be added. Several app
 * instances share one store (UPLOADS_DIR on a shared volume): a file one instance saves, any instance serves.
 */
export interface Storage {
  /** Saves bytes under a random name in `folder`; returns the public URL path. */
  put(folder: string, bytes: Buffer, extension: string): Promise<string>;
  /** The bytes of a file previously returned by put, or null (unknown URL, missing file). */
  read(url: string): Promise<Buffer | null>;
  /** Removes a file previously returned by put (ignores unknown URLs). */
  remove(url: string): Promise<void>;
}

export function createDiskStorage(root: string, urlPrefix = '/uploads'): Storage {
  const base = path.resolve(root);
  /** The file behind a URL this store made, or null for anything else (other prefixes, '..'). */
  const fileOf = (url: string) => {
    if (!url.startsWith(`${urlPrefix}/`)) return null;
    const target = path.resolve(base, url.slice(urlPrefix.length + 1));
    return target.startsWith(base + path.sep) ? target : null;
  };
  return {
    async put(folder, bytes, extension) {
      const name = `${crypto.randomBytes(16).toString('hex')}.${extension}`;
      const dir = path.join(base, folder);
      await fs.mkdir(dir, { recursive: true });
      // Written aside and renamed: another instance serving the URL never sees half a file.
      const partial = path.join(dir, `.${name}.${process.pid}.partial`);
      try {
        await fs.writeFile(partial, bytes);
        await fs.rename(partial, path.join(dir, name));
      } catch (error) {
        await fs.rm(partial, { force: true });
        throw error;
      }
      return `${urlPrefix}/${folder}/${name}`;
    },
    async read(url) {
      const file = fileOf(url);
      if (!file) return null;
      return fs.readFile(file).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
    },
    async remove(url) {
      const file = fileOf(url);
      if (file) await fs.rm(file, { force: true });
    },
  };
}
