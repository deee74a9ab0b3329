import { List, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ImportPreviewRow } from '@academy/shared';
import { translateFieldError } from '@/i18n/translate';
import { IMPORT_COLUMNS, type ImportColumn } from '../lib/import-template';

const LTR_COLUMNS = new Set<ImportColumn>(['barcode', 'date_of_birth', 'parent_phone']);

/** The previewed rows: the values read from the file, a cell in red when it has an error, and the errors in words. */
export function ImportPreviewTable({ rows }: { rows: ImportPreviewRow[] }) {
  const { t } = useTranslation('admin');
  return (
    <Table.ScrollContainer minWidth={1000} type="native">
      <Table striped="even" verticalSpacing={6} fz="sm" aria-label={t('import.table_label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('import.columns.line')}</Table.Th>
            {IMPORT_COLUMNS.map((column) => (
              <Table.Th key={column}>{t(`import.columns.${column}`)}</Table.Th>
            ))}
            <Table.Th>{t('import.columns.errors')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const errors = Object.entries(row.errors).filter(([, keys]) => keys.length > 0);
            return (
              <Table.Tr key={row.line} data-testid="import-row" data-valid={errors.length === 0}>
                <Table.Td>
                  <bdi dir="ltr">{row.line}</bdi>
                </Table.Td>
                {IMPORT_COLUMNS.map((column) => (
                  <Table.Td key={column} c={row.errors[column]?.length ? 'red' : undefined} fw={row.errors[column]?.length ? 600 : undefined}>
                    {LTR_COLUMNS.has(column) ? <bdi dir="ltr">{row.values[column] ?? ''}</bdi> : (row.values[column] ?? '')}
                  </Table.Td>
                ))}
                <Table.Td>
                  {errors.length === 0 ? (
                    <Text size="sm" c="green">
                      {t('import.row_ok')}
                    </Text>
                  ) : (
                    <List size="sm" c="red" spacing={0}>
                      {errors.flatMap(([field, keys]) =>
                        keys.map((key) => (
                          <List.Item key={`${field}-${key}`}>
                            {t('import.field_error', {
                              field: IMPORT_COLUMNS.includes(field as ImportColumn) ? t(`import.columns.${field as ImportColumn}`) : field,
                              message: translateFieldError(key) ?? key,
                            })}
                          </List.Item>
                        )),
                      )}
                    </List>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
