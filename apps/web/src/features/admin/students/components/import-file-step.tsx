import { Anchor, Button, FileInput, Group, List, Progress, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { importTemplateHref } from '../lib/import-template';

interface Props {
  file: File | null;
  onFile: (file: File | null) => void;
  onPreview: () => void;
  onCancel: () => void;
  loading: boolean;
  /** Share of the file sent (0 to 1) while previewing; null otherwise. */
  progress: number | null;
  error?: string;
}

/** Step 1 of the import: the file (CSV or Excel) and the template to fill in. */
export function ImportFileStep({ file, onFile, onPreview, onCancel, loading, progress, error }: Props) {
  const { t } = useTranslation('admin');
  return (
    <Stack gap="md">
      <Text>{t('import.intro')}</Text>
      <List size="sm" spacing={2}>
        <List.Item>{t('import.rule_columns')}</List.Item>
        <List.Item>{t('import.rule_optional')}</List.Item>
        <List.Item>{t('import.rule_titles')}</List.Item>
        <List.Item>{t('import.rule_valid_rows')}</List.Item>
      </List>
      <Anchor href={importTemplateHref()} download="students-import-template.csv" size="sm">
        <Group gap={6} component="span" wrap="nowrap">
          <IconDownload size={16} aria-hidden />
          {t('import.template')}
        </Group>
      </Anchor>
      <FileInput
        label={t('import.file')}
        placeholder={t('import.file_placeholder')}
        accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        value={file}
        onChange={onFile}
        clearable
        leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
        error={error}
      />
      {loading && progress !== null && (
        <Stack gap={4} role="status" data-testid="import-progress">
          <Progress value={Math.round(progress * 100)} size="sm" animated={progress >= 1} aria-label={t('import.uploading_label')} />
          <Text size="xs" c="dimmed">
            {progress < 1 ? t('import.uploading', { percent: Math.round(progress * 100) }) : t('import.checking')}
          </Text>
        </Stack>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button onClick={onPreview} disabled={!file} loading={loading}>
          {t('import.preview')}
        </Button>
      </Group>
    </Stack>
  );
}
