import { Alert, Button, Group, Pagination, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { ImportPreview } from '@academy/shared';
import { useLanguage } from '@/i18n/use-language';
import { formatNumber } from '@/lib/format';
import { ImportPreviewTable } from './import-preview-table';

const PAGE_SIZE = 50;

interface Props {
  preview: ImportPreview;
  fileName: string;
  importing: boolean;
  onImport: () => void;
  onBack: () => void;
  onCancel: () => void;
}

/** Step 2: what the file holds, row by row; Import only when every row is valid, Cancel imports nothing. */
export function ImportPreviewStep({ preview, fileName, importing, onImport, onBack, onCancel }: Props) {
  const { t } = useTranslation('admin');
  const { locale } = useLanguage();
  const [only, setOnly] = useState<'all' | 'errors'>(preview.invalid > 0 ? 'errors' : 'all');
  const [page, setPage] = useState(1);
  const rows = only === 'errors' ? preview.rows.filter((r) => Object.values(r.errors).some((k) => k.length > 0)) : preview.rows;
  const pages = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const shown = rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  const n = (value: number) => formatNumber(value, locale);
  const ready = preview.invalid === 0 && preview.total > 0;

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        <Trans t={t} i18nKey="import.file_name" values={{ name: fileName }} components={{ v: <bdi /> }} />
      </Text>
      <Text fw={600} data-testid="import-summary">
        <Trans
          t={t}
          i18nKey="import.summary"
          count={preview.total}
          values={{ total: n(preview.total), valid: n(preview.valid), invalid: n(preview.invalid) }}
          components={{ n: <bdi dir="ltr" /> }}
        />
      </Text>
      {preview.total === 0 ? (
        <Alert color="yellow" icon={<IconAlertTriangle size={20} aria-hidden />}>
          {t('import.empty')}
        </Alert>
      ) : ready ? (
        <Alert color="green" icon={<IconCircleCheck size={20} aria-hidden />}>
          {t('import.all_valid')}
        </Alert>
      ) : (
        <Alert color="red" icon={<IconAlertTriangle size={20} aria-hidden />}>
          {t('import.has_errors', { count: preview.invalid })}
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
          <ImportPreviewTable rows={shown} />
          {pages > 1 && (
            <Pagination
              total={pages}
              value={page}
              onChange={setPage}
              size="sm"
              getItemProps={(p) => ({ 'aria-label': t('pagination.page', { n: p }) })}
              getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
            />
          )}
        </>
      )}
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Button variant="subtle" onClick={onBack} disabled={importing}>
          {t('import.another_file')}
        </Button>
        <Group gap="sm">
          <Button variant="default" onClick={onCancel} disabled={importing}>
            {t('common.cancel')}
          </Button>
          <Button onClick={onImport} disabled={!ready} loading={importing}>
            {t('import.submit', { count: preview.valid, n: n(preview.valid) })}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
