import { Anchor, Button, FileInput, Group, List, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { importTemplateHref } from '../lib/import-template';

interface Props {
  file: File | null;
  onFile: (file: File | null) => void;
  onPreview: () => void;
  onCancel: () => void;
  loading: boolean;
  error?: string;
}

/** Step 1 of the import: the file (CSV or Excel) and the template to fill in. */
export function ImportFileStep({ file, onFile, onPreview, onCancel, loading, error }: Props) {
  const { t } = useTranslation('admin');
  return (
    <Stack gap="md">
      <Text>{t('import.intro')}</Text>
      <List size="sm" spacing={2}>
        <List.Item>{t('import.rule_columns')}</List.Item>
        <List.Item>{t('import.rule_optional')}</List.Item>
        <List.Item>{t('import.rule_all_or_nothing')}</List.Item>
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
