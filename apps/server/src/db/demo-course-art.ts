import sharp from 'sharp';
import { COURSE_IMAGE, type Level } from '@academy/shared';

// Demo pictures for the catalogue, drawn here so a fresh install needs no downloaded images:
// a gradient in the level's colours with a few soft shapes, different for every course.
const PALETTES: Record<Level, [string, string]> = {
  preschool: ['#f783ac', '#ffd43b'],
  primary: ['#339af0', '#66d9e8'],
  middle: ['#40c057', '#a9e34b'],
  high: ['#9c36b5', '#e599f7'],
  bachelor: ['#fd7e14', '#ffc078'],
};

function svg(level: Level, seed: number): string {
  const [from, to] = PALETTES[level];
  const { width: w, height: h } = COURSE_IMAGE;
  const shapes = Array.from({ length: 6 }, (_, i) => {
    const x = ((seed * 97 + i * 181) % w) | 0;
    const y = ((seed * 53 + i * 127) % h) | 0;
    const r = 30 + ((seed * 31 + i * 43) % 90);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" fill-opacity="${0.08 + (i % 3) * 0.06}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="${w}" height="${h}" fill="url(#g)"/>${shapes}
    <rect x="${w / 2 - 70}" y="${h / 2 - 50}" width="140" height="100" rx="14" fill="#fff" fill-opacity="0.85"/>
    <path d="M${w / 2 - 45} ${h / 2 - 25} h90 M${w / 2 - 45} ${h / 2} h90 M${w / 2 - 45} ${h / 2 + 25} h55" stroke="${from}" stroke-width="9" stroke-linecap="round"/>
  </svg>`;
}

/** A PNG picture for a demo course; it then goes through the same path as an uploaded image. */
export function demoCourseArt(level: Level, seed: number): Promise<Buffer> {
  return sharp(Buffer.from(svg(level, seed)))
    .png()
    .toBuffer();
}
