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

/**
 * Downloads a file the API serves behind the bearer token (a plain link cannot send it): fetched, then saved
 * under the server's file name (or `fallbackName`). A refusal becomes an ApiError with the server's code.
 */
export async function downloadWithToken(url: string, fallbackName: string): Promise<void> {
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
