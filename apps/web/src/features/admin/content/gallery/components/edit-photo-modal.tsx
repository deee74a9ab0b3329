import { Button, Group, Modal, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GALLERY_LIMITS, type AdminGalleryPhoto } from '@academy/shared';
import { notifyError, notifySuccess } from '@/lib/api/notify';
import { useUpdatePhoto } from '../api';

/** Titles and captions of one photo, in both languages (each optional; an empty field clears it). */
export function EditPhotoModal({ photo, onClose }: { photo: AdminGalleryPhoto; onClose: () => void }) {
  const { t } = useTranslation('admin-gallery');
  const update = useUpdatePhoto();
  const [texts, setTexts] = useState({
    title_en: photo.title_en ?? '',
    title_ar: photo.title_ar ?? '',
    caption_en: photo.caption_en ?? '',
    caption_ar: photo.caption_ar ?? '',
  });
  const field = (key: keyof typeof texts, rtl = false) => ({
    value: texts[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const value = event.currentTarget.value;
      setTexts((old) => ({ ...old, [key]: value }));
    },
    dir: rtl ? 'rtl' : 'ltr',
    maxLength: key.startsWith('title') ? GALLERY_LIMITS.titleMaxChars : GALLERY_LIMITS.captionMaxChars,
  });
  const save = () =>
    update.mutate(
      { id: photo.id, body: texts },
      {
        onSuccess: () => {
          notifySuccess(t('toasts.saved'));
          onClose();
        },
        onError: (error) => notifyError(error, t('toasts.save_failed')),
      },
    );

  return (
    <Modal opened onClose={onClose} title={t('edit.title')} centered size="lg" closeButtonProps={{ 'aria-label': t('close') }}>
      <Stack gap="md">
        <img
          src={photo.thumb_url}
          alt=""
          style={{
            display: 'block',
            width: '100%',
            maxHeight: 220,
            objectFit: 'contain',
            borderRadius: 8,
            background: 'var(--mantine-color-gray-1)',
          }}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={t('fields.title_en')} {...field('title_en')} data-autofocus />
          <TextInput label={t('fields.title_ar')} {...field('title_ar', true)} />
          <Textarea label={t('fields.caption_en')} autosize minRows={2} {...field('caption_en')} />
          <Textarea label={t('fields.caption_ar')} autosize minRows={2} {...field('caption_ar', true)} />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={update.isPending}>
            {t('cancel')}
          </Button>
          <Button onClick={save} loading={update.isPending}>
            {t('edit.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
