import { Button, Group } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { Language } from '@academy/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadWithToken } from '@/lib/download-file';
import { notifyPayError } from '@/lib/pay-error';

/** The statement as a PDF in English or in Arabic, fetched with the bearer token (`url` gives the route for a language). */
export function StatementPdfButtons({ url, fileName }: { url: (lang: Language) => string; fileName: (lang: Language) => string }) {
  const { t } = useTranslation('pay');
  const [busy, setBusy] = useState<Language | null>(null);
  const download = async (lang: Language) => {
    if (busy) return;
    setBusy(lang);
    try {
      await downloadWithToken(url(lang), fileName(lang));
    } catch (error) {
      notifyPayError(error, t('pdf.failed'));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Group gap="xs" wrap="wrap">
      {(['en', 'ar'] as const).map((lang) => (
        <Button
          key={lang}
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={busy === lang}
          disabled={busy !== null && busy !== lang}
          onClick={() => void download(lang)}
          data-testid={`statement-pdf-${lang}`}
        >
          {t(`pdf.${lang}`)}
        </Button>
      ))}
    </Group>
  );
}
