import fs from 'node:fs/promises';
import path from 'node:path';
import crypto from 'node:crypto';

/** Where uploaded files live; a small interface so an S3-compatible store can be added. */
export interface Storage {
  /** Saves bytes under a random name in `folder`; returns the public URL path. */
  put(folder: string, bytes: Buffer, extension: string): Promise<string>;
  /** Removes a file previously returned by put (ignores unknown URLs). */
  remove(url: string): Promise<void>;
}

export function createDiskStorage(root: string, urlPrefix = '/uploads'): Storage {
  return {
    async put(folder, bytes, extension) {
      const name = `${crypto.randomBytes(16).toString('hex')}.${extension}`;
      const dir = path.join(root, folder);
      await fs.mkdir(dir, { recursive: true });
      await fs.writeFile(path.join(dir, name), bytes);
      return `${urlPrefix}/${folder}/${name}`;
    },
    async remove(url) {
      if (!url.startsWith(`${urlPrefix}/`)) return;
      const relative = url.slice(urlPrefix.length + 1);
      const target = path.resolve(root, relative);
      if (!target.startsWith(path.resolve(root) + path.sep)) return;
      await fs.rm(target, { force: true });
    },
  };
}
