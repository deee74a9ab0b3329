import { ActionIcon, Badge, Button, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import { IconArrowDown, IconArrowUp, IconEye, IconEyeOff, IconGripVertical, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AdminGalleryPhoto } from '@academy/shared';
import { useLanguage } from '@/i18n/use-language';
import { formatNumber } from '@/lib/format';
import { photoText, srcSetOf } from '@/lib/photo-text';

interface PhotoTileProps {
  photo: AdminGalleryPhoto;
  position: number;
  total: number;
  busy: boolean;
  onMove: (step: -1 | 1) => void;
  onToggle: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One photo of the admin's grid: drag it by its handle onto another to move it there, or use Move earlier / later. */
export function PhotoTile({ photo, position, total, busy, onMove, onToggle, onEdit, onDelete }: PhotoTileProps) {
  const { t } = useTranslation('admin-gallery');
  const { lang, locale } = useLanguage();
  const {
    setNodeRef: setDragRef,
    attributes,
    listeners,
    isDragging,
  } = useDraggable({ id: photo.id, attributes: { roleDescription: t('tile.drag') } });
  const { setNodeRef: setDropRef, isOver } = useDroppable({ id: photo.id });
  const text = photoText(photo, lang);
  const name = text.title || text.caption || t('tile.untitled', { n: formatNumber(position + 1, locale) });

  return (
    <Card
      ref={setDropRef}
      withBorder
      radius="md"
      padding="sm"
      data-testid="gallery-admin-photo"
      data-photo-id={photo.id}
      style={{
        opacity: isDragging ? 0.5 : 1,
        outline: isOver && !isDragging ? '3px solid var(--mantine-color-blue-5)' : undefined,
      }}
    >
      <Card.Section pos="relative">
        <img
          src={photo.thumb_url}
          srcSet={srcSetOf(photo)}
          sizes="(max-width: 48em) 50vw, 300px"
          width={photo.width || undefined}
          height={photo.height || undefined}
          alt={text.caption || text.title || ''}
          loading="lazy"
          decoding="async"
          style={{
            display: 'block',
            width: '100%',
            height: 'auto',
            aspectRatio: '4 / 3',
            objectFit: 'cover',
            filter: photo.is_published ? undefined : 'grayscale(0.8)',
          }}
        />
        {!photo.is_published && (
          <Badge color="gray" variant="filled" pos="absolute" top={8} style={{ insetInlineStart: 8 }}>
            {t('tile.hidden')}
          </Badge>
        )}
        <Badge color="dark" variant="light" pos="absolute" top={8} style={{ insetInlineEnd: 8 }}>
          {formatNumber(position + 1, locale)}
        </Badge>
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Text size="sm" fw={600} lineClamp={1}>
          {name}
        </Text>
        <Text size="xs" c="dimmed" lineClamp={2} mih={32}>
          {text.title ? text.caption || t('tile.no_caption') : text.caption ? '' : t('tile.no_caption')}
        </Text>
        <Group gap={4} justify="space-between" wrap="nowrap">
          <Group gap={4} wrap="nowrap">
            <Tooltip label={t('tile.drag')}>
              <ActionIcon
                ref={setDragRef}
                {...listeners}
                {...attributes}
                variant="subtle"
                color="gray"
                aria-label={t('tile.drag_named', { name })}
                style={{ cursor: 'grab', touchAction: 'none' }}
              >
                <IconGripVertical size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <ActionIcon
              variant="default"
              onClick={() => onMove(-1)}
              disabled={busy || position === 0}
              aria-label={t('tile.move_up_named', { name })}
            >
              <IconArrowUp size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="default"
              onClick={() => onMove(1)}
              disabled={busy || position === total - 1}
              aria-label={t('tile.move_down_named', { name })}
            >
              <IconArrowDown size={16} aria-hidden />
            </ActionIcon>
          </Group>
          <Group gap={4} wrap="nowrap">
            <ActionIcon variant="default" onClick={onEdit} aria-label={t('tile.edit_named', { name })}>
              <IconPencil size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon variant="default" color="red" onClick={onDelete} aria-label={t('tile.delete_named', { name })}>
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
        <Button
          size="xs"
          variant={photo.is_published ? 'light' : 'filled'}
          color={photo.is_published ? 'gray' : 'teal'}
          leftSection={photo.is_published ? <IconEyeOff size={14} aria-hidden /> : <IconEye size={14} aria-hidden />}
          onClick={onToggle}
          disabled={busy}
        >
          {photo.is_published ? t('tile.hide') : t('tile.show')}
        </Button>
      </Stack>
    </Card>
  );
}
