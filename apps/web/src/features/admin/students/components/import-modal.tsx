import { Modal } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportPreview } from '@academy/shared';
import { useLanguage } from '@/i18n/use-language';
import { isApiError } from '@/lib/api/api-error';
import { errorMessage, notifyError, notifySuccess } from '@/lib/api/notify';
import { formatNumber } from '@/lib/format';
import { useCommitImport } from '../api/commit-import';
import { usePreviewImport } from '../api/preview-import';
import { ImportFileStep } from './import-file-step';
import { ImportPreviewStep } from './import-preview-step';

/**
 * Import from the old system: upload a CSV or Excel file, read the server's preview with per-row errors,
 * then import every row or none. Cancel (or closing) simply never sends the rows.
 */
export function ImportModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { locale } = useLanguage();
  const previewing = usePreviewImport();
  const committing = useCommitImport();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);

  // A file the server cannot use (no header row naming the columns, too many rows) answers import_invalid too.
  const previewError = (error: unknown) =>
    isApiError(error) && error.code === 'import_invalid' ? t('import.bad_file') : errorMessage(error, t('import.preview_failed'));

  const close = () => {
    setFile(null);
    setPreview(null);
    previewing.reset();
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('import.title')}
      size={preview ? '90rem' : 'lg'}
      centered
      closeOnClickOutside={!committing.isPending}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {preview && file ? (
        <ImportPreviewStep
          preview={preview}
          fileName={file.name}
          importing={committing.isPending}
          onBack={() => {
            setPreview(null);
            setFile(null);
          }}
          onCancel={close}
          onImport={() =>
            committing.mutate(
              preview.rows.map((row) => row.values),
              {
                onSuccess: (result) => {
                  notifySuccess(
                    t('import.done', {
                      count: result.imported,
                      n: formatNumber(result.imported, locale),
                      parents: formatNumber(result.parents_created, locale),
                      seats: formatNumber(result.enrollments_created, locale),
                    }),
                  );
                  close();
                },
                onError: (error) => notifyError(error, t('import.failed')),
              },
            )
          }
        />
      ) : (
        <ImportFileStep
          file={file}
          onFile={(next) => {
            setFile(next);
            previewing.reset();
          }}
          loading={previewing.isPending}
          error={previewing.isError ? previewError(previewing.error) : undefined}
          onCancel={close}
          onPreview={() => file && previewing.mutate(file, { onSuccess: setPreview })}
        />
      )}
    </Modal>
  );
}
