import { Button, CloseButton, Group, Image, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconPhotoPlus, IconUpload } from '@tabler/icons-react';
import { useEffect, useId, useMemo, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GALLERY_LIMITS, LIMITS } from '@academy/shared';
import { useLanguage } from '@/i18n/use-language';
import { notifyError, notifySuccess } from '@/lib/api/notify';
import { formatNumber } from '@/lib/format';
import { useUploadPhotos } from '../api';

const ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';
const EMPTY_TEXTS = { title_en: '', title_ar: '', caption_en: '', caption_ar: '' };

/**
 * Choose or drop several photos, see them before sending, give them optional titles and captions in
 * both languages, upload. Files that are not pictures, over 10 MB, or beyond 20 are left out with a message.
 */
export function UploadPanel() {
  const { t } = useTranslation('admin-gallery');
  const { locale } = useLanguage();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadPhotos();
  const [files, setFiles] = useState<File[]>([]);
  const [texts, setTexts] = useState(EMPTY_TEXTS);
  const [dragging, setDragging] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const previews = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);

  const add = (picked: File[]) => {
    const problems: string[] = [];
    const ok = picked.filter((file) => {
      if (!ACCEPT.split(',').includes(file.type)) {
        problems.push(t('upload.not_image', { name: file.name }));
        return false;
      }
      if (file.size > LIMITS.uploadMaxBytes) {
        problems.push(t('upload.too_large', { name: file.name }));
        return false;
      }
      return true;
    });
    const next = [...files, ...ok];
    if (next.length > GALLERY_LIMITS.maxFiles) problems.push(t('upload.max_files', { max: formatNumber(GALLERY_LIMITS.maxFiles, locale) }));
    setFiles(next.slice(0, GALLERY_LIMITS.maxFiles));
    setProblem(problems.length ? problems.join(' ') : null);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    add(Array.from(event.dataTransfer.files));
  };

  const submit = () =>
    upload.mutate(
      { files, ...texts },
      {
        onSuccess: ({ items }) => {
          notifySuccess(t('upload.done', { count: items.length, n: formatNumber(items.length, locale) }));
          setFiles([]);
          setTexts(EMPTY_TEXTS);
          setProblem(null);
        },
        onError: (error) => notifyError(error, t('upload.failed')),
      },
    );

  const text = (key: keyof typeof EMPTY_TEXTS, rtl = false) => ({
    value: texts[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setTexts((old) => ({ ...old, [key]: value }));
    },
    dir: rtl ? 'rtl' : 'ltr',
    maxLength: key.startsWith('title') ? GALLERY_LIMITS.titleMaxChars : GALLERY_LIMITS.captionMaxChars,
  });

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md">
        <Paper
          radius="md"
          p="lg"
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          style={{
            border: `2px dashed var(--mantine-color-${dragging ? 'blue-5' : 'gray-4'})`,
            background: dragging ? 'var(--mantine-color-blue-0)' : 'var(--mantine-color-gray-0)',
          }}
          data-testid="gallery-dropzone"
        >
          <Stack align="center" gap="xs" ta="center">
            <IconPhotoPlus size={36} aria-hidden style={{ color: 'var(--mantine-color-blue-6)' }} />
            <Text fw={600}>{t('upload.drop_here')}</Text>
            <Text size="sm" c="dimmed">
              {t('upload.hint', {
                max: formatNumber(GALLERY_LIMITS.maxFiles, locale),
                mb: formatNumber(LIMITS.uploadMaxBytes / 1024 / 1024, locale),
              })}
            </Text>
            <input
              ref={input}
              id={inputId}
              type="file"
              accept={ACCEPT}
              multiple
              hidden
              data-testid="gallery-file-input"
              aria-label={t('upload.choose')}
              onChange={(event) => {
                add(Array.from(event.currentTarget.files ?? []));
                event.currentTarget.value = '';
              }}
            />
            <Button variant="light" onClick={() => input.current?.click()}>
              {t('upload.choose')}
            </Button>
          </Stack>
        </Paper>

        {problem && (
          <Text c="red" size="sm" role="alert">
            {problem}
          </Text>
        )}

        {files.length > 0 && (
          <>
            <Text size="sm" fw={600}>
              {t('upload.selected', { count: files.length, n: formatNumber(files.length, locale) })}
            </Text>
            <SimpleGrid cols={{ base: 3, sm: 5, md: 8 }} spacing="xs">
              {files.map((file, i) => (
                <div key={`${file.name}-${i}`} style={{ position: 'relative' }}>
                  <Image src={previews[i]} alt={file.name} radius="sm" h={72} fit="cover" />
                  <CloseButton
                    size="sm"
                    variant="filled"
                    aria-label={t('upload.remove', { name: file.name })}
                    onClick={() => setFiles((old) => old.filter((_, j) => j !== i))}
                    style={{
                      position: 'absolute',
                      top: 4,
                      insetInlineEnd: 4,
                      background: 'var(--mantine-color-white)',
                      color: 'var(--mantine-color-dark-6)',
                    }}
                  />
                </div>
              ))}
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput label={t('fields.title_en')} {...text('title_en')} />
              <TextInput label={t('fields.title_ar')} {...text('title_ar', true)} />
              <TextInput label={t('fields.caption_en')} {...text('caption_en')} />
              <TextInput label={t('fields.caption_ar')} {...text('caption_ar', true)} />
            </SimpleGrid>
            <Text size="xs" c="dimmed">
              {t('upload.texts_hint')}
            </Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setFiles([])} disabled={upload.isPending}>
                {t('upload.clear')}
              </Button>
              <Button leftSection={<IconUpload size={16} aria-hidden />} onClick={submit} loading={upload.isPending}>
                {t('upload.submit', { count: files.length, n: formatNumber(files.length, locale) })}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
