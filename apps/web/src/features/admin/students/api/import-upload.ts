import type { ImportMapping } from '@academy/shared';
import { ApiError } from '@/lib/api/api-error';
import { expireSession, getAccessToken } from '@/lib/auth/session-storage';

/** What every import request sends: the file, and the mapping the admin chose (none: the remembered or guessed one). */
export interface ImportUpload {
  file: File;
  mapping?: ImportMapping | null;
  /** Called with the share of the file sent so far (0 to 1). */
  onProgress?: (share: number) => void;
}

/**
 * POSTs the file with its form fields through XMLHttpRequest, the one browser API that reports upload
 * progress (fetch does not), with the bearer token; answers the JSON body, or the file as a Blob.
 */
export function importUpload(path: string, upload: ImportUpload, fields: Record<string, string>, as: 'json'): Promise<unknown>;
export function importUpload(
  path: string,
  upload: ImportUpload,
  fields: Record<string, string>,
  as: 'blob',
): Promise<{ blob: Blob; name: string | null }>;
export function importUpload(
  path: string,
  { file, mapping, onProgress }: ImportUpload,
  fields: Record<string, string>,
  as: 'json' | 'blob',
) {
  const body = new FormData();
  if (mapping) body.append('mapping', JSON.stringify(mapping));
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  body.append('file', file);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.responseType = as === 'blob' ? 'blob' : 'text';
    const token = getAccessToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept', as === 'blob' ? 'text/csv, application/json' : 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError({ status: 0, code: 'network_error', message: 'Network error' }));
    xhr.onload = async () => {
      const text = as === 'blob' ? await (xhr.response as Blob).text().catch(() => '') : String(xhr.response ?? '');
      if (xhr.status >= 200 && xhr.status < 300) {
        if (as === 'json') return resolve(text ? JSON.parse(text) : undefined);
        const name = /filename="([^"]+)"/.exec(xhr.getResponseHeader('Content-Disposition') ?? '')?.[1] ?? null;
        return resolve({ blob: xhr.response as Blob, name });
      }
      if (xhr.status === 401) expireSession();
      let payload: { code?: ApiError['code']; message?: string; details?: Record<string, string[]> } = {};
      try {
        payload = JSON.parse(text);
      } catch {
        // not our error body
      }
      reject(
        new ApiError({
          status: xhr.status,
          code: payload.code ?? 'http_error',
          message: payload.message ?? `HTTP ${xhr.status}`,
          details: payload.details,
        }),
      );
    };
    xhr.send(body);
  });
}
