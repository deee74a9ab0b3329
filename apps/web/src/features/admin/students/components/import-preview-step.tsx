import { Alert, Button, Group, LoadingOverlay, Pagination, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { ImportMapping, ImportPreview } from '@academy/shared';
import { useLanguage } from '@/i18n/use-language';
import { formatNumber } from '@/lib/format';
import { ImportFamiliesTable } from './import-families-table';
import { ImportMappingTable } from './import-mapping-table';
import { ImportPreviewTable } from './import-preview-table';

const PAGE_SIZE = 50;

interface Props {
  preview: ImportPreview;
  fileName: string;
  /** Checking again after a mapping change. */
  checking: boolean;
  importing: boolean;
  downloading: boolean;
  onMapping: (mapping: ImportMapping) => void;
  /** The admin's decision for each parent phone that belongs to a family: its id, or a new family. */
  families: Record<string, number | 'new'>;
  onFamily: (phone: string, decision: number | 'new') => void;
  onImport: () => void;
  onDownloadRejected: () => void;
  onBack: () => void;
  onCancel: () => void;
}

/**
 * Step 2: the columns of the file and the field each fills (changeable), then the rows by the sheet's own row
 * numbers with their errors. The office decides: import the valid rows (and download the rejected ones to
 * correct), or cancel and import nothing.
 */
export function ImportPreviewStep(props: Props) {
  const { preview, fileName, checking, importing, downloading } = props;
  const { t } = useTranslation('admin');
  const { locale } = useLanguage();
  const [only, setOnly] = useState<'all' | 'errors'>(preview.invalid > 0 ? 'errors' : 'all');
  const [page, setPage] = useState(1);
  const rows = only === 'errors' ? preview.rows.filter((r) => r.issues.length > 0) : preview.rows;
  const pages = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const current = Math.min(page, pages);
  const shown = rows.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);
  const n = (value: number) => formatNumber(value, locale);
  const busy = checking || importing;
  const fields = new Set<string>(preview.columns.flatMap((c) => (c.field ? [c.field] : [])));

  return (
    <Stack gap="md" pos="relative">
      <LoadingOverlay visible={checking} zIndex={5} overlayProps={{ blur: 1 }} />
      <Text size="sm" c="dimmed">
        <Trans t={t} i18nKey="import.file_name" values={{ name: fileName }} components={{ v: <bdi /> }} />
      </Text>

      <Stack gap={4}>
        <Title order={3} size="h5">
          {t('import.mapping_title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t(`import.mapping_source.${preview.mapping_source}`, { line: n(preview.header_line) })}
        </Text>
        <ImportMappingTable
          titles={preview.columns.map((c) => c.title)}
          mapping={preview.columns.map((c) => c.field)}
          onChange={props.onMapping}
          disabled={busy}
        />
      </Stack>

      <Text fw={600} data-testid="import-summary">
        <Trans
          t={t}
          i18nKey="import.summary"
          count={preview.total}
          values={{ total: n(preview.total), valid: n(preview.valid), invalid: n(preview.invalid) }}
          components={{ n: <bdi dir="ltr" /> }}
        />
        {preview.skipped_empty > 0 && (
          <Text span size="sm" c="dimmed" fw={400}>
            {' '}
            {t('import.skipped_empty', { count: preview.skipped_empty, n: n(preview.skipped_empty) })}
          </Text>
        )}
      </Text>
      {preview.total === 0 ? (
        <Alert color="yellow" icon={<IconAlertTriangle size={20} aria-hidden />}>
          {t('import.empty')}
        </Alert>
      ) : preview.invalid === 0 ? (
        <Alert color="green" icon={<IconCircleCheck size={20} aria-hidden />}>
          {t('import.all_valid')}
        </Alert>
      ) : (
        <Alert color="red" icon={<IconAlertTriangle size={20} aria-hidden />} data-testid="import-has-errors">
          {t('import.has_errors', { count: preview.invalid, n: n(preview.invalid) })}
        </Alert>
      )}
      {preview.total > 0 && (
        <>
          <SegmentedControl
            value={only}
            onChange={(value) => {
              setOnly(value as 'all' | 'errors');
              setPage(1);
            }}
            data={[
              { value: 'all', label: t('import.show_all', { n: n(preview.total) }) },
              { value: 'errors', label: t('import.show_errors', { n: n(preview.invalid) }) },
            ]}
            aria-label={t('import.show_label')}
            style={{ alignSelf: 'flex-start' }}
          />
          <ImportPreviewTable rows={shown} fields={fields} />
          {pages > 1 && (
            <Pagination
              total={pages}
              value={current}
              onChange={setPage}
              size="sm"
              getItemProps={(p) => ({ 'aria-label': t('pagination.page', { n: p }) })}
              getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
            />
          )}
        </>
      )}
      {preview.families.length > 0 && (
        <Stack gap={4}>
          <Title order={3} size="h5">
            {t('import.families.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('import.families.intro')}
          </Text>
          <ImportFamiliesTable matches={preview.families} decisions={props.families} onChange={props.onFamily} disabled={busy} />
        </Stack>
      )}
      {importing && (
        <Text size="sm" c="dimmed" role="status">
          {t('import.importing', { count: preview.valid, n: n(preview.valid) })}
        </Text>
      )}
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Button variant="subtle" onClick={props.onBack} disabled={busy}>
          {t('import.another_file')}
        </Button>
        <Group gap="sm" wrap="wrap">
          <Button variant="default" onClick={props.onCancel} disabled={importing}>
            {t('common.cancel')}
          </Button>
          {preview.invalid > 0 && (
            <Button
              variant="light"
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={props.onDownloadRejected}
              loading={downloading}
              disabled={busy}
            >
              {t('import.download_rejected', { count: preview.invalid, n: n(preview.invalid) })}
            </Button>
          )}
          <Button onClick={props.onImport} disabled={preview.valid === 0 || checking} loading={importing}>
            {preview.invalid > 0
              ? t('import.submit_valid', { count: preview.valid, n: n(preview.valid) })
              : t('import.submit', { count: preview.valid, n: n(preview.valid) })}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
