import { Button, Group } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { LANGUAGE_CODES, type Language } from '@academy/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadWithToken } from '@/lib/download-file';
import { notifyPayError } from '@/lib/pay-error';

/**
 * The statement as a PDF in each UI language (English, Arabic, French), fetched with the bearer token (`url` gives the
 * route for a language).
 */
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
      {LANGUAGE_CODES.map((lang) => (
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
