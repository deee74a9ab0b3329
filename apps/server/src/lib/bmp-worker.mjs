// Decodes one BMP off the main thread (bmp-js is synchronous JavaScript): the bytes come in workerData,
// raw RGBA pixels go back (their buffer transferred, not copied). Plain JavaScript so that Node.js runs it
// as is, under tsx, vitest and in production alike. See decodeBmp in images.ts.
import { parentPort, workerData } from 'node:worker_threads';
import bmp from 'bmp-js';

try {
  const image = bmp.decode(Buffer.from(workerData.bytes));
  // bmp-js gives ABGR; sharp takes RGBA.
  const rgba = new Uint8Array(image.width * image.height * 4);
  for (let i = 0; i < rgba.length; i += 4) {
    rgba[i] = image.data[i + 3];
    rgba[i + 1] = image.data[i + 2];
    rgba[i + 2] = image.data[i + 1];
    rgba[i + 3] = 255;
  }
  parentPort.postMessage({ width: image.width, height: image.height, rgba }, [rgba.buffer]);
} catch {
  parentPort.postMessage({ error: true });
}
