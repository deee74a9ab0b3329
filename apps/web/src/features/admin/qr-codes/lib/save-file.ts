import { ApiError } from '@/lib/api/api-error';
import { expireSession, getAccessToken } from '@/lib/auth/session-storage';

/** Hands bytes to the browser as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

/** A `data:image/png;base64,…` URL as a PNG file (the bytes are already a PNG: no canvas, no re-encoding). */
export async function savePngDataUrl(dataUrl: string, fileName: string): Promise<void> {
  const match = /^data:image\/png;base64,(.+)$/.exec(dataUrl);
  if (!match) throw new Error('Not a PNG data URL');
  const bytes = Uint8Array.from(atob(match[1]!), (c) => c.charCodeAt(0));
  saveBlob(new Blob([bytes], { type: 'image/png' }), fileName);
}

/**
 * Downloads a file the API serves behind the admin's bearer token (a plain link cannot send it): fetched,
 * then saved under the server's file name (or `fallbackName`). Errors become an ApiError with the code.
 */
export async function downloadAuthorized(url: string, fallbackName: string): Promise<void> {
  const token = getAccessToken();
  let response: Response;
  try {
    response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, credentials: 'omit' });
  } catch (cause) {
    throw new ApiError({ status: 0, code: 'network_error', message: cause instanceof Error ? cause.message : String(cause) });
  }
  if (!response.ok) {
    if (response.status === 401) expireSession();
    const body = (await response.json().catch(() => ({}))) as { code?: ApiError['code']; message?: string };
    throw new ApiError({ status: response.status, code: body.code ?? 'http_error', message: body.message ?? `HTTP ${response.status}` });
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? fallbackName;
  saveBlob(await response.blob(), name);
}
