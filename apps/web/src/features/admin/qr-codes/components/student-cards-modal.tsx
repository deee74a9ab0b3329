import { Alert, Button, Group, Modal, Paper, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { LANGUAGES, type AdminCourse, type Language } from '@academy/shared';
import { useLanguage } from '@/i18n/use-language';
import { formatNumber } from '@/lib/format';
import { nameIn } from '@/lib/course-name';
import { getCourseSectionsQueryOptions } from '@/features/admin/api/courses/get-course-sections';
import { ScheduleText } from '@/features/admin/components/schedule-text';
import { LoadError } from '@/components/load-error';
import { useDownloadBarcodeCards } from '../api/download-barcode-cards';

/** Issue 6: pick one of the course's sections and download its students' barcode cards as a PDF. */
export function StudentCardsModal({ course, onClose }: { course: AdminCourse; onClose: () => void }) {
  const { t } = useTranslation('admin-qr');
  const { lang, locale } = useLanguage();
  const [pdfLang, setPdfLang] = useState<Language>(lang);
  const sections = useQuery(getCourseSectionsQueryOptions(course.id));
  const download = useDownloadBarcodeCards();
  const name = nameIn(course, lang);
  const list = sections.data?.sections ?? [];

  let content;
  if (sections.isPending) {
    content = <Skeleton h={72} radius="md" />;
  } else if (sections.isError) {
    content = <LoadError title={t('cards.load_failed')} onRetry={() => void sections.refetch()} retrying={sections.isFetching} />;
  } else if (list.length === 0) {
    content = (
      <Alert color="yellow" data-testid="no-sections">
        {t('cards.no_sections')}
      </Alert>
    );
  } else {
    content = (
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('cards.sections_label')}>
        {list.map((section) => {
          const sectionName = section.section_name || section.name;
          const busy = download.isPending && download.variables?.sectionId === section.id;
          return (
            <Paper key={section.id} withBorder p="sm" radius="md" component="li" data-testid="cards-section">
              <Group justify="space-between" align="center" gap="sm">
                <Stack gap={2} miw={0} style={{ flex: '1 1 12rem' }}>
                  <Text fw={600}>{sectionName}</Text>
                  <ScheduleText section={section} />
                  <Text size="sm" c={section.current_students === 0 ? 'orange' : 'dimmed'}>
                    <Trans
                      t={t}
                      i18nKey="cards.students"
                      count={section.current_students}
                      values={{ n: formatNumber(section.current_students, locale) }}
                      components={{ n: <bdi dir="ltr" /> }}
                    />
                  </Text>
                </Stack>
                <Button
                  leftSection={<IconFileTypePdf size={16} aria-hidden />}
                  onClick={() => download.mutate({ sectionId: section.id, lang: pdfLang })}
                  loading={busy}
                  disabled={section.current_students === 0 || (download.isPending && !busy)}
                  aria-label={t('cards.download_label', { section: sectionName })}
                >
                  {t('cards.download')}
                </Button>
              </Group>
            </Paper>
          );
        })}
      </Stack>
    );
  }

  return (
    <Modal opened onClose={onClose} title={t('cards.title', { name })} size="lg">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('cards.intro')}
        </Text>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="cards-language-label">
            {t('cards.language')}
          </Text>
          <SegmentedControl
            aria-labelledby="cards-language-label"
            value={pdfLang}
            onChange={(value) => setPdfLang(value as Language)}
            data={(Object.keys(LANGUAGES) as Language[]).map((value) => ({ value, label: t(`cards.languages.${value}`) }))}
          />
        </Stack>
        {content}
      </Stack>
    </Modal>
  );
}
