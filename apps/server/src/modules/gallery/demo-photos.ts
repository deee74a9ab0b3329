import sharp from 'sharp';
import type { Deps } from '../../plugins/deps';
import { galleryItems } from '../../db/schema';
import { encodeGalleryPhoto, storeSizes } from './images';

// Demo gallery photos, drawn here so a fresh install needs no downloaded images: a scene in soft colours
// per photo (sky, ground, a few shapes), stored through the same path as an upload.
const PHOTOS = [
  {
    colors: ['#74c0fc', '#d0ebff', '#69db7c'],
    en: ['Science fair', 'Pupils presenting their experiments to parents.'],
    ar: ['معرض العلوم', 'التلاميذ يعرضون تجاربهم على الأولياء.'],
  },
  {
    colors: ['#fcc2d7', '#fff0f6', '#ffd43b'],
    en: ['Little Stars painting', 'Colours and brushes in the preschool class.'],
    ar: ['رسم النجوم الصغار', 'ألوان وفُرَش في قسم التحضيري.'],
  },
  {
    colors: ['#b197fc', '#e5dbff', '#4dabf7'],
    en: ['Maths olympiad', 'Our middle-school team after the regional round.'],
    ar: ['أولمبياد الرياضيات', 'فريق المتوسط بعد الدور الجهوي.'],
  },
  {
    colors: ['#ffa94d', '#fff4e6', '#8ce99a'],
    en: ['End-of-year party', 'Certificates and cake for every learner.'],
    ar: ['حفل نهاية السنة', 'شهادات وحلوى لكل متعلم.'],
  },
  {
    colors: ['#63e6be', '#e6fcf5', '#748ffc'],
    en: ['Reading corner', 'Quiet reading time in the library.'],
    ar: ['ركن القراءة', 'وقت للمطالعة الهادئة في المكتبة.'],
  },
  {
    colors: ['#ff8787', '#fff5f5', '#ffe066'],
    en: ['Chess club', 'Wednesday afternoon tournament.'],
    ar: ['نادي الشطرنج', 'دورة مساء الأربعاء.'],
  },
] as const;

function scene([sky, light, ground]: readonly [string, string, string], seed: number): string {
  const w = 1600;
  const h = 1067;
  const shapes = Array.from({ length: 7 }, (_, i) => {
    const x = (seed * 211 + i * 233) % w;
    const y = 420 + ((seed * 67 + i * 97) % 420);
    const r = 40 + ((seed * 29 + i * 53) % 110);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="${i % 2 ? '#fff' : ground}" fill-opacity="${0.35 + (i % 3) * 0.15}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
    <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
    <rect width="${w}" height="${h}" fill="url(#s)"/>
    <circle cx="${1300 - seed * 120}" cy="200" r="90" fill="#fff" fill-opacity="0.8"/>
    <path d="M0 ${h * 0.72} Q ${w * 0.3} ${h * 0.6} ${w * 0.55} ${h * 0.7} T ${w} ${h * 0.66} V ${h} H 0 Z" fill="${ground}" fill-opacity="0.85"/>
    ${shapes}
  </svg>`;
}

/** Adds the demo photos to an empty gallery (the demo seed calls it once). */
export async function seedDemoGallery(deps: Deps, adminId: number | null = null): Promise<void> {
  const existing = await deps.db.select({ id: galleryItems.id }).from(galleryItems).limit(1);
  if (existing.length > 0) return;
  const now = deps.clock();
  const rows = [];
  for (const [i, photo] of PHOTOS.entries()) {
    const png = await sharp(Buffer.from(scene(photo.colors, i + 1)))
      .png()
      .toBuffer();
    const urls = await storeSizes(deps.storage, await encodeGalleryPhoto(png));
    rows.push({
      titleEn: photo.en[0],
      titleAr: photo.ar[0],
      captionEn: photo.en[1],
      captionAr: photo.ar[1],
      imageUrl: urls[urls.length - 1]!,
      thumbUrl: urls[0]!,
      sortOrder: i,
      isPublished: true,
      createdBy: adminId,
      createdAt: now,
      updatedAt: now,
    });
  }
  await deps.db.insert(galleryItems).values(rows);
}
