import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { useMainSiteTranslation } from '../main-site-texts';
import { paths } from '@/lib/paths';
import { ArrowForward } from '../components/arrow-forward';
import { Section } from '../components/section';
import { useGallery } from '@/lib/api/gallery';
import { Island } from '@/islands/island';
import { GalleryGrid } from './gallery-grid';

/** How many photos the strip of /home and /little-stars shows. */
const STRIP_PHOTOS = 4;

/** A band of the latest-ordered photos with a link to the whole gallery; nothing at all when the gallery is empty. */
export function GalleryStrip({ tint }: { tint?: 'gray' | 'blue' | 'pink' }) {
  const { t } = useMainSiteTranslation();
  const photos = useGallery(STRIP_PHOTOS).data;
  if (!photos || photos.length === 0) return null;
  return (
    <Section title={t('gallery.strip_title')} intro={t('gallery.strip_intro')} tint={tint}>
      <div data-testid="gallery-strip">
        <Island name="gallery-grid" component={GalleryGrid} props={{ limit: STRIP_PHOTOS, columns: 4 }} />
        <Group mt="lg">
          <Button component={Link} to={paths.gallery} variant="default" rightSection={<ArrowForward />}>
            {t('gallery.see_all')}
          </Button>
        </Group>
      </div>
    </Section>
  );
}
