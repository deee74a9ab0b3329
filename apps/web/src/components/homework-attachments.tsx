import { Anchor, Group, Image, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import type { HomeworkAttachment } from '@academy/shared';
import { formatNumber } from '@/lib/format';

/** A file's size, rounded: "320 KB", "1.4 MB" (numbers in the page's locale, units as written on devices). */
function size(bytes: number, locale: string) {
  if (bytes < 1024 * 1024) return `${formatNumber(Math.max(1, Math.round(bytes / 1024)), locale)} KB`;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(bytes / (1024 * 1024))} MB`;
}

/**
 * A homework's files: each picture as a thumbnail that opens it full size, each PDF as a link with its name and
 * size. Used by the teacher's class page and the family's dashboard.
 */
export function HomeworkAttachments({ files, locale, openLabel }: { files: HomeworkAttachment[]; locale: string; openLabel: string }) {
  if (!files.length) return null;
  const pictures = files.filter((f) => f.kind === 'image');
  const documents = files.filter((f) => f.kind === 'pdf');
  return (
    <>
      {pictures.length > 0 && (
        <Group gap="xs" data-testid="homework-pictures">
          {pictures.map((file) => (
            <Anchor key={file.id} href={file.url} target="_blank" rel="noopener" aria-label={`${openLabel}: ${file.file_name}`}>
              <Image src={file.url} alt={file.file_name} w={88} h={88} radius="sm" fit="cover" loading="lazy" />
            </Anchor>
          ))}
        </Group>
      )}
      {documents.map((file) => (
        <Anchor
          key={file.id}
          href={file.url}
          target="_blank"
          rel="noopener"
          data-testid="homework-pdf"
          style={{ display: 'inline-flex', alignItems: 'center', gap: 6, minHeight: 44 }}
        >
          <IconFileTypePdf size={20} aria-hidden />
          <Text component="span" size="sm">
            <bdi>{file.file_name}</bdi>{' '}
            <Text component="span" c="dimmed" size="xs" dir="ltr">
              ({size(file.bytes, locale)})
            </Text>
          </Text>
        </Anchor>
      ))}
    </>
  );
}
