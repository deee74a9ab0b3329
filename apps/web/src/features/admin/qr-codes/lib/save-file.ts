import { saveBlob } from '@/lib/download-file';

/** A `data:image/png;base64,…` URL as a PNG file (the bytes are already a PNG: no canvas, no re-encoding). */
export async function savePngDataUrl(dataUrl: string, fileName: string): Promise<void> {
  const match = /^data:image\/png;base64,(.+)$/.exec(dataUrl);
  if (!match) throw new Error('Not a PNG data URL');
  const bytes = Uint8Array.from(atob(match[1]!), (c) => c.charCodeAt(0));
  saveBlob(new Blob([bytes], { type: 'image/png' }), fileName);
}
