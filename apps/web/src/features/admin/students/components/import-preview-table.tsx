import { List, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ImportField, ImportIssue, ImportPreviewRow } from '@academy/shared';
import { translateFieldError } from '@/i18n/translate';

/** The fields shown for each row, in this order (the name is the joined family and first names when they are two columns). */
const SHOWN: ImportField[] = ['name', 'barcode', 'date_of_birth', 'parent_name', 'parent_phone', 'course', 'section'];
const LTR_FIELDS = new Set<string>(['barcode', 'date_of_birth', 'parent_phone']);

/** One problem in words: "Barcode: same barcode as row 6", "Parent phone: Enter an Algerian mobile...". */
function useIssueText() {
  const { t } = useTranslation('admin');
  return (issue: ImportIssue) => {
    const why =
      issue.code === 'duplicate_in_file' && issue.row !== undefined
        ? t('import.issue.duplicate_in_file', { row: issue.row })
        : issue.code === 'parent_name_differs' && issue.row !== undefined
          ? t('import.issue.parent_name_differs', { row: issue.row })
          : issue.code === 'barcode_taken' && issue.holder !== undefined
            ? t('import.issue.barcode_taken', { holder: issue.holder })
            : (translateFieldError(issue.code) ?? issue.code);
    return t('import.field_error', {
      field: issue.field === 'row' ? t('import.columns.line') : t(`import.fields.${issue.field}`),
      message: why,
    });
  };
}

/** The previewed rows by the sheet's own row numbers: the values read, a cell in red when it is wrong, and why. */
export function ImportPreviewTable({ rows, fields }: { rows: ImportPreviewRow[]; fields: Set<string> }) {
  const { t } = useTranslation('admin');
  const issueText = useIssueText();
  const shown = SHOWN.filter((f) => f === 'name' || fields.has(f));
  return (
    <Table.ScrollContainer minWidth={1000} type="native">
      <Table striped="even" verticalSpacing={6} fz="sm" aria-label={t('import.table_label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('import.columns.line')}</Table.Th>
            <Table.Th miw="16rem">{t('import.columns.errors')}</Table.Th>
            {shown.map((field) => (
              <Table.Th key={field}>{t(`import.fields.${field}`)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const wrong = new Set<string>(row.issues.map((i) => (i.field === 'last_name' || i.field === 'first_name' ? 'name' : i.field)));
            return (
              <Table.Tr key={row.line} data-testid="import-row" data-line={row.line} data-valid={row.issues.length === 0}>
                <Table.Td>
                  <bdi dir="ltr">{row.line}</bdi>
                </Table.Td>
                <Table.Td>
                  {row.issues.length === 0 ? (
                    <Text size="sm" c="green">
                      {t('import.row_ok')}
                    </Text>
                  ) : (
                    <List size="sm" c="red" spacing={0}>
                      {row.issues.map((issue, i) => (
                        <List.Item key={`${issue.field}-${issue.code}-${i}`}>{issueText(issue)}</List.Item>
                      ))}
                    </List>
                  )}
                </Table.Td>
                {shown.map((field) => (
                  <Table.Td key={field} c={wrong.has(field) ? 'red' : undefined} fw={wrong.has(field) ? 600 : undefined}>
                    {LTR_FIELDS.has(field) ? (
                      <bdi dir="ltr" style={{ whiteSpace: 'nowrap' }}>
                        {row.values[field] ?? ''}
                      </bdi>
                    ) : (
                      <bdi>{row.values[field] ?? ''}</bdi>
                    )}
                  </Table.Td>
                ))}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
