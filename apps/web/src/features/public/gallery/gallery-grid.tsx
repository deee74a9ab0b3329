import { SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useMainSiteTranslation } from '../main-site-texts';
import { useLanguage } from '@/i18n/use-language';
import { useGallery } from '@/lib/api/gallery';
import { GalleryImage } from './gallery-image';
import { photoText } from '@/lib/photo-text';

// The lightbox (Mantine's Modal and what it brings) is fetched with the first photo opened, not with the page.
const GalleryLightbox = lazy(async () => ({ default: (await import('./gallery-lightbox')).GalleryLightbox }));

type GalleryGridProps = {
  /** The first `limit` photos of the gallery (all without it): read by the page that places the grid, so in its cache. */
  limit?: number;
  /** Columns at the widest; one column less on tablets, two on phones. */
  columns?: 3 | 4;
};

/**
 * Photos as equal tiles (cropped to 4:3) that open the lightbox. On a server-rendered page it is an island: the
 * pictures and captions are in the page, and its code comes when the visitor reaches for a photo (the press that
 * brought it then opens the photo).
 */
export function GalleryGrid({ limit, columns = 3 }: GalleryGridProps) {
  const { t } = useMainSiteTranslation();
  const { lang } = useLanguage();
  const photos = useGallery(limit).data ?? [];
  const [open, setOpen] = useState<number | null>(null);
  const [lightboxUsed, setLightboxUsed] = useState(false);
  if (open !== null && !lightboxUsed) setLightboxUsed(true);
  // The tile's drawn width, so the browser picks the thumbnail on phones and small screens.
  const sizes =
    columns === 4 ? '(max-width: 48em) 50vw, (max-width: 75em) 33vw, 300px' : '(max-width: 48em) 50vw, (max-width: 75em) 50vw, 400px';
  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: columns - 1, lg: columns }} spacing="md" data-testid="gallery-grid">
        {photos.map((photo, index) => {
          const text = photoText(photo, lang);
          const alt = text.caption || text.title || t('gallery.photo_alt');
          return (
            <figure key={photo.id} style={{ margin: 0 }} data-testid="gallery-photo">
              <UnstyledButton
                onClick={() => setOpen(index)}
                aria-label={t('gallery.open', { name: text.title || text.caption || t('gallery.photo_alt') })}
                style={{ display: 'block', width: '100%', borderRadius: 10, overflow: 'hidden' }}
              >
                <GalleryImage
                  photo={photo}
                  alt={alt}
                  sizes={sizes}
                  style={{
                    width: '100%',
                    height: 'auto',
                    aspectRatio: '4 / 3',
                    objectFit: 'cover',
                    background: 'var(--mantine-color-gray-1)',
                  }}
                />
              </UnstyledButton>
              {(text.title || text.caption) && (
                <Text component="figcaption" size="sm" c="dimmed" mt={6} lineClamp={2}>
                  {text.title || text.caption}
                </Text>
              )}
            </figure>
          );
        })}
      </SimpleGrid>
      {lightboxUsed && (
        <Suspense fallback={null}>
          <GalleryLightbox photos={photos} index={open} onChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
