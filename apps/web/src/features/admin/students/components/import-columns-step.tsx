import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMPORT_FIELDS, missingImportFields, type ImportField, type ImportMapping } from '@academy/shared';
import { useLanguage } from '@/i18n/use-language';
import { ImportMappingTable } from './import-mapping-table';

export interface MissingColumns {
  titles: string[];
  mapping: ImportMapping;
  missing: string[];
}

/** The server's import_missing_columns details (absent or malformed: null). */
export function missingColumnsOf(details: Record<string, string[]> | undefined): MissingColumns | null {
  if (!details?.titles || !details.missing) return null;
  const mapping = details.titles.map((_, i) => {
    const field = details.mapping?.[i];
    return field && IMPORT_FIELDS.includes(field as ImportField) ? (field as ImportField) : null;
  });
  return { titles: details.titles, mapping, missing: details.missing };
}

interface Props {
  fileName: string;
  columns: MissingColumns;
  checking: boolean;
  onCheck: (mapping: ImportMapping) => void;
  onBack: () => void;
  onCancel: () => void;
}

/**
 * A required field has no column the import recognised: the message names it and lists the titles found, and
 * the admin says which column holds it (or chooses another file).
 */
export function ImportColumnsStep({ fileName, columns, checking, onCheck, onBack, onCancel }: Props) {
  const { t } = useTranslation('admin');
  const { locale } = useLanguage();
  const [mapping, setMapping] = useState<ImportMapping>(columns.mapping);
  const list = (items: string[]) => new Intl.ListFormat(locale, { type: 'conjunction' }).format(items);
  const stillMissing = missingImportFields(mapping);
  const fieldName = (field: string) => (IMPORT_FIELDS.includes(field as ImportField) ? t(`import.fields.${field as ImportField}`) : field);
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('import.file_label')} <bdi>{fileName}</bdi>
      </Text>
      <Alert color="red" icon={<IconAlertTriangle size={20} aria-hidden />} data-testid="import-missing-columns">
        <Stack gap={6}>
          <Text size="sm">
            {t('import.missing_columns', { fields: list(columns.missing.map(fieldName)), interpolation: { escapeValue: false } })}
          </Text>
          <Group gap={6} wrap="wrap">
            <Text size="sm">{t('import.titles_found')}</Text>
            {columns.titles.filter(Boolean).length ? (
              columns.titles.filter(Boolean).map((title, i) => (
                <Badge key={`${i}-${title}`} variant="default" tt="none" fw={500}>
                  <bdi>{title}</bdi>
                </Badge>
              ))
            ) : (
              <Text size="sm">{t('import.no_titles')}</Text>
            )}
          </Group>
        </Stack>
      </Alert>
      <ImportMappingTable titles={columns.titles} mapping={mapping} onChange={setMapping} disabled={checking} />
      {stillMissing.length > 0 && (
        <Text size="sm" c="red">
          {t('import.still_missing', { fields: list(stillMissing.map(fieldName)), interpolation: { escapeValue: false } })}
        </Text>
      )}
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Button variant="subtle" onClick={onBack} disabled={checking}>
          {t('import.another_file')}
        </Button>
        <Group gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => onCheck(mapping)} disabled={stillMissing.length > 0} loading={checking}>
            {t('import.check_again')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
