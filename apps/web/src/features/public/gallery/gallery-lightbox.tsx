import { ActionIcon, Group, Modal, Stack, Text } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useMainSiteTranslation } from '../main-site-texts';
import type { GalleryPhoto } from '@academy/shared';
import { useLanguage } from '@/i18n/use-language';
import { formatNumber } from '@/lib/format';
import { GalleryImage } from './gallery-image';
import { photoText } from '@/lib/photo-text';

interface GalleryLightboxProps {
  photos: GalleryPhoto[];
  index: number | null;
  onChange: (index: number | null) => void;
}

/** The enlarged photo with its caption; previous / next buttons and the arrow keys move through the gallery. */
export function GalleryLightbox({ photos, index, onChange }: GalleryLightboxProps) {
  const { t } = useMainSiteTranslation();
  const { lang, locale, dir } = useLanguage();
  const photo = index === null ? undefined : photos[index];
  const count = photos.length;
  const go = (step: number) => index !== null && count > 0 && onChange((index + step + count) % count);
  const text = photo ? photoText(photo, lang) : null;
  // In Arabic the "previous" arrow points right.
  const PrevIcon = dir === 'rtl' ? IconChevronRight : IconChevronLeft;
  const NextIcon = dir === 'rtl' ? IconChevronLeft : IconChevronRight;
  // The arrow keys move through the photos while it is open (right is "next" in English, "previous" in Arabic).
  useWindowEvent('keydown', (event) => {
    if (index === null) return;
    if (event.key === 'ArrowRight') go(dir === 'rtl' ? -1 : 1);
    if (event.key === 'ArrowLeft') go(dir === 'rtl' ? 1 : -1);
  });

  return (
    <Modal
      opened={!!photo}
      onClose={() => onChange(null)}
      size="xl"
      centered
      title={text?.title || t('gallery.photo_of', { n: formatNumber((index ?? 0) + 1, locale), total: formatNumber(count, locale) })}
      closeButtonProps={{ 'aria-label': t('gallery.close') }}
    >
      {photo && text && (
        <Stack gap="sm">
          <GalleryImage
            photo={photo}
            alt={text.caption || text.title || t('gallery.photo_alt')}
            sizes="(max-width: 900px) 100vw, 860px"
            eager
            style={{
              width: '100%',
              height: 'auto',
              maxHeight: '70vh',
              objectFit: 'contain',
              borderRadius: 8,
              background: 'var(--mantine-color-gray-1)',
            }}
          />
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
            {count > 1 ? (
              <ActionIcon variant="default" size="lg" onClick={() => go(-1)} aria-label={t('gallery.previous')}>
                <PrevIcon size={20} aria-hidden />
              </ActionIcon>
            ) : (
              <span />
            )}
            <Text ta="center" style={{ flex: 1 }}>
              {text.caption}
            </Text>
            {count > 1 ? (
              <ActionIcon variant="default" size="lg" onClick={() => go(1)} aria-label={t('gallery.next')}>
                <NextIcon size={20} aria-hidden />
              </ActionIcon>
            ) : (
              <span />
            )}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
