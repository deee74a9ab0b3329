import { Skeleton, SimpleGrid } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useMainSiteTranslation } from './main-site-texts';
import { EmptyState } from '@/components/empty-state';
import { AcademyText } from '@/components/academy-text';
import { PageMeta } from '@/components/page-meta';
import { PageHeader } from './components/page-header';
import { Section } from './components/section';
import { useGallery } from '@/lib/api/gallery';
import { Island } from '@/islands/island';
import { GalleryGrid } from './gallery/gallery-grid';

/** `/gallery`: every published photo in the admin's order; a click opens it large with its caption. */
export function GalleryPage() {
  const { t } = useMainSiteTranslation();
  const gallery = useGallery();
  const photos = gallery.data;
  return (
    <>
      <PageMeta title={t('gallery.title')} description={(name) => t('gallery.meta_description', { name })} />
      <PageHeader title={t('gallery.title')} lead={<AcademyText>{(name) => t('gallery.intro', { name })}</AcademyText>} />
      <Section title={t('gallery.photos_title')}>
        {!photos ? (
          gallery.isError ? (
            <EmptyState icon={<IconPhoto size={40} />} title={t('gallery.load_failed')} />
          ) : (
            <SimpleGrid cols={{ base: 2, sm: 2, lg: 3 }} spacing="md">
              {[0, 1, 2, 3, 4, 5].map((i) => (
                <Skeleton key={i} radius="md" style={{ aspectRatio: '4 / 3' }} />
              ))}
            </SimpleGrid>
          )
        ) : photos.length === 0 ? (
          <EmptyState icon={<IconPhoto size={40} />} title={t('gallery.empty')} />
        ) : (
          <Island name="gallery-grid" component={GalleryGrid} props={{}} />
        )}
      </Section>
    </>
  );
}
