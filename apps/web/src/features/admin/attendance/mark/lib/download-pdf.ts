import { getAccessToken } from '@/lib/auth/session-storage';
import { ApiError } from '@/lib/api/api-error';

/**
 * Downloads a PDF the API serves behind the admin's bearer token (a plain link would not carry it):
 * fetched as a blob, then saved under `fileName`.
 */
export async function downloadPdf(url: string, fileName: string): Promise<void> {
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
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

/** Prints one element alone, in a hidden frame with the page's direction and language. */
export function printElement(element: HTMLElement, title: string): void {
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.style.position = 'fixed';
  frame.style.width = '0';
  frame.style.height = '0';
  frame.style.border = '0';
  document.body.appendChild(frame);
  const doc = frame.contentDocument;
  const win = frame.contentWindow;
  if (!doc || !win) {
    frame.remove();
    return;
  }
  const html = document.documentElement;
  doc.open();
  doc.write(
    `<!doctype html><html lang="${html.lang}" dir="${html.dir || 'ltr'}"><head><meta charset="utf-8"><title></title>` +
      `<style>body{font-family:system-ui,'Cairo',sans-serif;margin:24px;color:#000}table{width:100%;border-collapse:collapse}` +
      `th,td{border:1px solid #999;padding:6px 8px;text-align:start}th{width:40%}h2{margin:0 0 8px}</style></head><body></body></html>`,
  );
  doc.close();
  doc.title = title;
  doc.body.appendChild(doc.importNode(element, true));
  win.focus();
  win.print();
  window.setTimeout(() => frame.remove(), 1000);
}
