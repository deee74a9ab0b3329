// The installable family app's icons (apps/web/public/icons), drawn from the favicon with sharp:
// 192 and 512 px as they are, and a 512 px maskable one whose star sits inside the safe circle (80 %) on the
// favicon's blue, so a launcher's round or squircle mask never cuts it. Run after changing favicon.svg:
//   node scripts/pwa-icons.mjs
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
// sharp is the server's dependency (uploads); resolved from there.
const sharp = createRequire(path.join(root, 'apps/server/package.json'))('sharp');
const web = path.join(root, 'apps/web/public');
const svg = fs.readFileSync(path.join(web, 'favicon.svg'));
const out = path.join(web, 'icons');
fs.mkdirSync(out, { recursive: true });

const BLUE = '#1c7ed6';
for (const size of [192, 512]) {
  await sharp(svg, { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, `icon-${size}.png`));
}
// Maskable: the whole square blue, the favicon at 70 % in the middle.
const inner = Math.round(512 * 0.7);
const star = await sharp(svg, { density: (72 * inner) / 64 })
  .resize(inner, inner)
  .png()
  .toBuffer();
await sharp({ create: { width: 512, height: 512, channels: 4, background: BLUE } })
  .composite([{ input: star, gravity: 'center' }])
  .png({ compressionLevel: 9 })
  .toFile(path.join(out, 'maskable-512.png'));
console.log('icons written to', path.relative(root, out));
