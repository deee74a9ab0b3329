import { getAccessToken } from '@/lib/auth/session-storage';
import { ApiError } from '@/lib/api/api-error';

/** A PDF the API serves behind the admin's bearer token (a plain link would not carry it), as a blob. */
async function fetchPdf(url: string): Promise<Blob> {
  const token = getAccessToken();
  const response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, credentials: 'omit' });
  if (!response.ok) {
    let code: ApiError['code'] = 'http_error';
    let message = `HTTP ${response.status}`;
    try {
      const body = (await response.json()) as { code?: ApiError['code']; message?: string };
      code = body.code ?? code;
      message = body.message ?? message;
    } catch {
      // not JSON
    }
    throw new ApiError({ status: response.status, code, message });
  }
  return response.blob();
}

/** Downloads a PDF of the API, saved under `fileName`. */
export async function downloadPdf(url: string, fileName: string): Promise<void> {
  const href = URL.createObjectURL(await fetchPdf(url));
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

/**
 * Prints a PDF of the API: the very document the server logged as printed (a receipt's reprint is marked a duplicate),
 * in a hidden frame; a browser that cannot print a PDF from a frame opens it in a new tab instead.
 */
export async function printPdf(url: string): Promise<void> {
  const href = URL.createObjectURL(await fetchPdf(url));
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.style.position = 'fixed';
  frame.style.width = '0';
  frame.style.height = '0';
  frame.style.border = '0';
  frame.onload = () => {
    try {
      frame.contentWindow?.focus();
      frame.contentWindow?.print();
    } catch {
      window.open(href, '_blank', 'noopener');
    }
  };
  frame.src = href;
  document.body.appendChild(frame);
  window.setTimeout(() => {
    frame.remove();
    URL.revokeObjectURL(href);
  }, 60_000);
}
