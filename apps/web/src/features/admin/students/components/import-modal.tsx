import { Modal } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportMapping, ImportPreview } from '@academy/shared';
import { useLanguage } from '@/i18n/use-language';
import { isApiError } from '@/lib/api/api-error';
import { errorMessage, notifyError, notifySuccess } from '@/lib/api/notify';
import { formatNumber } from '@/lib/format';
import { useCommitImport } from '../api/commit-import';
import { useDownloadRejected } from '../api/download-rejected';
import { usePreviewImport } from '../api/preview-import';
import { ImportColumnsStep, missingColumnsOf, type MissingColumns } from './import-columns-step';
import { ImportFileStep } from './import-file-step';
import { ImportPreviewStep } from './import-preview-step';

/**
 * Import from the old system: upload the office's file as it is, see each column matched to a field (and
 * change it), read every row checked by the server, then import the valid rows (the rejected ones can be
 * downloaded to correct) or nothing. Every request sends the file again, so the server checks what it writes.
 */
export function ImportModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { lang, locale } = useLanguage();
  const previewing = usePreviewImport();
  const committing = useCommitImport();
  const downloading = useDownloadRejected();
  const [file, setFile] = useState<File | null>(null);
  /** The mapping the admin chose; null: the remembered or guessed one. */
  const [mapping, setMapping] = useState<ImportMapping | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [missing, setMissing] = useState<MissingColumns | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  /** For each parent phone of the file that belongs to a family: that family's id, or a new family. */
  const [families, setFamilies] = useState<Record<string, number | 'new'>>({});

  const reset = () => {
    setFile(null);
    setMapping(null);
    setPreview(null);
    setMissing(null);
    setFamilies({});
    previewing.reset();
  };
  const close = () => {
    reset();
    onClose();
  };

  const check = (next: ImportMapping | null) => {
    if (!file) return;
    setProgress(0);
    previewing.mutate(
      { file, mapping: next, onProgress: setProgress },
      {
        onSuccess: (result) => {
          setMapping(next);
          setPreview(result);
          setMissing(null);
          // The suggestion (attach when the names match, else a new family) until the admin changes it.
          setFamilies(
            Object.fromEntries(
              result.families.flatMap((f) =>
                f.family
                  ? [[f.phone, families[f.phone] === f.family.id || families[f.phone] === 'new' ? families[f.phone]! : f.suggested]]
                  : [],
              ),
            ),
          );
        },
        onError: (error) => {
          const columns = isApiError(error) && error.code === 'import_missing_columns' ? missingColumnsOf(error.details) : null;
          if (columns) {
            setMapping(next);
            setPreview(null);
            setMissing(columns);
          } else if (preview || missing) notifyError(error, t('import.preview_failed'));
        },
        onSettled: () => setProgress(null),
      },
    );
  };

  const importRows = () => {
    if (!file || !preview) return;
    committing.mutate(
      { file, mapping, mode: preview.invalid > 0 ? 'valid' : 'all', families },
      {
        onSuccess: (result) => {
          const n = (value: number) => formatNumber(value, locale);
          notifySuccess(
            [
              t('import.done', {
                count: result.imported,
                n: n(result.imported),
                parents: n(result.parents_created),
                seats: n(result.enrollments_created),
              }),
              result.rejected ? t('import.left_out', { count: result.rejected, n: n(result.rejected) }) : '',
            ].join(' '),
          );
          close();
        },
        onError: (error) => {
          notifyError(error, t('import.failed'));
          // The database changed since the preview (a barcode taken meanwhile): show the rows as they are now.
          // A family found or changed since then: the preview shows the families as they are now.
          if (
            isApiError(error) &&
            ['import_invalid', 'import_family_decision_needed', 'import_family_decision_invalid'].includes(error.code)
          )
            check(mapping);
        },
      },
    );
  };

  const fileError = previewing.isError && !preview && !missing ? errorMessage(previewing.error, t('import.preview_failed')) : undefined;

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('import.title')}
      size={preview ? '90rem' : missing ? 'xl' : 'lg'}
      centered
      closeOnClickOutside={!committing.isPending}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {preview && file ? (
        <ImportPreviewStep
          preview={preview}
          fileName={file.name}
          checking={previewing.isPending}
          importing={committing.isPending}
          downloading={downloading.isPending}
          onMapping={check}
          families={families}
          onFamily={(phone, decision) => setFamilies((current) => ({ ...current, [phone]: decision }))}
          onImport={importRows}
          onDownloadRejected={() => downloading.mutate({ file, mapping, lang })}
          onBack={reset}
          onCancel={close}
        />
      ) : missing && file ? (
        <ImportColumnsStep
          fileName={file.name}
          columns={missing}
          checking={previewing.isPending}
          onCheck={check}
          onBack={reset}
          onCancel={close}
        />
      ) : (
        <ImportFileStep
          file={file}
          onFile={(next) => {
            setFile(next);
            setMapping(null);
            previewing.reset();
          }}
          loading={previewing.isPending}
          progress={progress}
          error={fileError}
          onCancel={close}
          onPreview={() => check(null)}
        />
      )}
    </Modal>
  );
}
