import { Anchor, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdminGalleryPhoto } from '@academy/shared';
import { EmptyState } from '@/components/empty-state';
import { usePageTitle } from '@/hooks/use-page-title';
import { useLanguage } from '@/i18n/use-language';
import { notifyError, notifySuccess } from '@/lib/api/notify';
import { formatNumber } from '@/lib/format';
import { paths } from '@/lib/paths';
import { LoadError } from '@/components/load-error';
import { useAdminGallery, useReorderPhotos, useUpdatePhoto } from './gallery/api';
import { DeletePhotoModal } from './gallery/components/delete-photo-modal';
import { EditPhotoModal } from './gallery/components/edit-photo-modal';
import { PhotoTile } from './gallery/components/photo-tile';
import { UploadPanel } from './gallery/components/upload-panel';

/** `ids` with the photo at `from` moved to `to`. */
function moved(ids: number[], from: number, to: number) {
  const next = [...ids];
  const [id] = next.splice(from, 1);
  next.splice(to, 0, id!);
  return next;
}

/**
 * `/admin/content/gallery`: upload several photos at once, then order them (drag a photo onto another,
 * or Move up / down), edit their captions, hide or show them, delete them. The public /gallery page and
 * the strips of /home and /little-stars show the visible ones in this order.
 */
export function GalleryPage() {
  const { t } = useTranslation('admin-gallery');
  usePageTitle(t('title'));
  const { locale } = useLanguage();
  const gallery = useAdminGallery();
  const reorder = useReorderPhotos();
  const update = useUpdatePhoto();
  const [editing, setEditing] = useState<AdminGalleryPhoto | null>(null);
  const [deleting, setDeleting] = useState<AdminGalleryPhoto | null>(null);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor),
  );
  const photos = gallery.data;
  const visible = photos?.filter((p) => p.is_published).length ?? 0;

  const saveOrder = (ids: number[]) =>
    reorder.mutate(ids, {
      onSuccess: () => notifySuccess(t('toasts.order_saved')),
      onError: (error) => notifyError(error, t('toasts.order_failed')),
    });

  const move = (index: number, step: -1 | 1) => {
    if (!photos) return;
    saveOrder(
      moved(
        photos.map((p) => p.id),
        index,
        index + step,
      ),
    );
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!photos || !over || active.id === over.id) return;
    const ids = photos.map((p) => p.id);
    saveOrder(moved(ids, ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id))));
  };

  const toggle = (photo: AdminGalleryPhoto) =>
    update.mutate(
      { id: photo.id, body: { is_published: !photo.is_published } },
      {
        onSuccess: ({ item }) => notifySuccess(t(item.is_published ? 'toasts.shown' : 'toasts.hidden')),
        onError: (error) => notifyError(error, t('toasts.save_failed')),
      },
    );

  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={2} size="h3">
          {t('title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('intro')}{' '}
          <Anchor component={Link} to={paths.gallery} target="_blank" size="sm" underline="always">
            {t('view_public')}
          </Anchor>
        </Text>
      </Stack>

      <UploadPanel />

      {gallery.isError && !photos ? (
        <LoadError title={t('load_failed')} onRetry={() => void gallery.refetch()} retrying={gallery.isFetching} />
      ) : !photos ? (
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="md">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} h={300} radius="md" />
          ))}
        </SimpleGrid>
      ) : photos.length === 0 ? (
        <EmptyState icon={<IconPhoto size={40} />} title={t('empty')} text={t('empty_text')} />
      ) : (
        <>
          <Text size="sm" c="dimmed" data-testid="gallery-summary">
            {t('summary', { count: photos.length, n: formatNumber(photos.length, locale), visible: formatNumber(visible, locale) })}{' '}
            {t('order_hint')}
          </Text>
          <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
            <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="md">
              {photos.map((photo, index) => (
                <PhotoTile
                  key={photo.id}
                  photo={photo}
                  position={index}
                  total={photos.length}
                  busy={reorder.isPending}
                  onMove={(step) => move(index, step)}
                  onToggle={() => toggle(photo)}
                  onEdit={() => setEditing(photo)}
                  onDelete={() => setDeleting(photo)}
                />
              ))}
            </SimpleGrid>
          </DndContext>
        </>
      )}

      {editing && <EditPhotoModal photo={editing} onClose={() => setEditing(null)} />}
      {deleting && <DeletePhotoModal photo={deleting} onClose={() => setDeleting(null)} />}
    </Stack>
  );
}
