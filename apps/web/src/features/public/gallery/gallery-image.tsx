import type { CSSProperties } from 'react';
import type { GalleryPhoto } from '@academy/shared';
import { srcSetOf } from '@/lib/photo-text';

interface GalleryImageProps {
  photo: GalleryPhoto;
  alt: string;
  /** The `sizes` attribute: how wide the picture is drawn, so a phone downloads the small file. */
  sizes: string;
  style?: CSSProperties;
  eager?: boolean;
}

/** One responsive gallery picture: every stored size in srcset, its dimensions reserved, loaded lazily. */
export function GalleryImage({ photo, alt, sizes, style, eager }: GalleryImageProps) {
  return (
    <img
      src={photo.thumb_url}
      srcSet={srcSetOf(photo)}
      sizes={sizes}
      width={photo.width || undefined}
      height={photo.height || undefined}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      style={{ display: 'block', maxWidth: '100%', ...style }}
    />
  );
}
