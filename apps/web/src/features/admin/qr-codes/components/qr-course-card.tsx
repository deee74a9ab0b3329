import { Anchor, AspectRatio, Badge, Button, Card, Center, Group, Image, Loader, Stack, Text, Title } from '@mantine/core';
import { IconBook2, IconDownload, IconIdBadge2, IconPrinter, IconQrcode } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COURSE_IMAGE, LEVEL_LABELS, type AdminCourse } from '@academy/shared';
import { useLanguage } from '@/i18n/use-language';
import { notifyError } from '@/lib/api/notify';
import { nameIn } from '@/lib/course-name';
import { useGenerateCourseQr } from '../api/generate-course-qr';
import { savePngDataUrl } from '../lib/save-file';
import { QrPrintSheet } from './qr-print-sheet';

interface Props {
  course: AdminCourse;
  onStudentCards: () => void;
}

/** Spec 2 "QR codes": one course with Generate QR; once generated, its code, Download PNG and Print. */
export function QrCourseCard({ course, onStudentCards }: Props) {
  const { t } = useTranslation('admin-qr');
  const { lang } = useLanguage();
  const generate = useGenerateCourseQr();
  const [printRun, setPrintRun] = useState(0);
  const stopPrinting = useCallback(() => setPrintRun(0), []);
  const name = nameIn(course, lang);
  const other = nameIn(course, lang === 'ar' ? 'en' : 'ar');
  const qr = generate.data;

  const download = () => {
    if (!qr) return;
    savePngDataUrl(qr.qr_code_data, `qr-course-${course.id}.png`).catch((error: unknown) =>
      notifyError(error, t('errors.download_failed')),
    );
  };

  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={name} data-testid="qr-course-card" data-course-id={course.id}>
      <Card.Section>
        {qr ? (
          <Center bg="white" py="sm">
            <Image src={qr.qr_code_data} alt={t('card.qr_alt', { name })} w={200} h={200} fit="contain" data-testid="course-qr-image" />
          </Center>
        ) : (
          <AspectRatio ratio={COURSE_IMAGE.width / COURSE_IMAGE.height}>
            {course.image_url ? (
              <Image src={course.image_url} alt="" loading="lazy" fit="cover" />
            ) : (
              <Stack align="center" justify="center" bg="gray.1" c="gray.5" aria-hidden>
                <IconBook2 size={48} />
              </Stack>
            )}
          </AspectRatio>
        )}
      </Card.Section>
      <Stack gap="xs" mt="sm" style={{ flex: 1 }}>
        <Stack gap={0} miw={0}>
          <Title order={3} size="h5" lineClamp={2}>
            {name}
          </Title>
          {other !== name && (
            <Text size="sm" c="dimmed" lang={lang === 'ar' ? 'en' : 'ar'} dir="auto" lineClamp={1}>
              {other}
            </Text>
          )}
        </Stack>
        <Group gap={6}>
          <Badge variant="outline" size="sm">
            {LEVEL_LABELS[course.level][lang]}
          </Badge>
          {!course.is_active && (
            <Badge variant="light" color="red" size="sm">
              {t('card.inactive')}
            </Badge>
          )}
        </Group>
        {qr && (
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {t('card.opens')}{' '}
            <Anchor href={qr.url} target="_blank" rel="noreferrer" size="xs" dir="ltr" data-testid="course-qr-url">
              {qr.url}
            </Anchor>
          </Text>
        )}
        <Stack gap="xs" mt="auto" pt="xs">
          {qr ? (
            <Group gap="xs" grow>
              <Button
                variant="light"
                leftSection={<IconDownload size={16} aria-hidden />}
                onClick={download}
                aria-label={t('actions.download_label', { name })}
              >
                {t('actions.download')}
              </Button>
              <Button
                variant="light"
                leftSection={<IconPrinter size={16} aria-hidden />}
                onClick={() => setPrintRun((n) => n + 1)}
                aria-label={t('actions.print_label', { name })}
              >
                {t('actions.print')}
              </Button>
            </Group>
          ) : (
            <Button
              leftSection={
                generate.isPending ? <Loader size={14} color="currentColor" aria-hidden /> : <IconQrcode size={16} aria-hidden />
              }
              onClick={() => generate.mutate(course.id)}
              disabled={generate.isPending}
              aria-busy={generate.isPending}
              aria-label={generate.isPending ? undefined : t('actions.generate_label', { name })}
            >
              {generate.isPending ? t('actions.generating') : t('actions.generate')}
            </Button>
          )}
          <Button
            variant="default"
            leftSection={<IconIdBadge2 size={16} aria-hidden />}
            onClick={onStudentCards}
            aria-label={t('actions.cards_label', { name })}
          >
            {t('actions.cards')}
          </Button>
        </Stack>
      </Stack>
      {qr && printRun > 0 && (
        <QrPrintSheet key={printRun} qr={qr} nameEn={nameIn(course, 'en')} nameAr={course.name_ar?.trim() || null} onDone={stopPrinting} />
      )}
    </Card>
  );
}
