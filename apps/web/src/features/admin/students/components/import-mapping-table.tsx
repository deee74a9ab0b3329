import { NativeSelect, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IMPORT_FIELDS, type ImportField, type ImportMapping } from '@academy/shared';

const IGNORE = '';

interface Props {
  titles: string[];
  mapping: ImportMapping;
  onChange: (mapping: ImportMapping) => void;
  disabled?: boolean;
}

/**
 * Each column of the file (its title as written) and the field it fills; the admin changes a field or ignores
 * a column. A field goes to one column only: choosing it for a column frees the column that had it.
 */
export function ImportMappingTable({ titles, mapping, onChange, disabled }: Props) {
  const { t } = useTranslation('admin');
  const choose = (index: number, value: string) => {
    const field = value === IGNORE ? null : (value as ImportField);
    onChange(mapping.map((f, i) => (i === index ? field : field && f === field ? null : f)));
  };
  return (
    <Table.ScrollContainer minWidth={320} maw="48rem" type="native">
      <Table verticalSpacing={4} fz="sm" aria-label={t('import.mapping_title')} data-testid="import-mapping">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('import.mapping_column')}</Table.Th>
            <Table.Th>{t('import.mapping_field')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {titles.map((title, index) => (
            <Table.Tr key={`${index}-${title}`} data-testid="import-mapping-row">
              <Table.Td>
                {title ? (
                  <Text size="sm" fw={500}>
                    <bdi>{title}</bdi>
                  </Text>
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('import.untitled_column', { n: index + 1 })}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <NativeSelect
                  size="xs"
                  aria-label={t('import.mapping_for', { title: title || t('import.untitled_column', { n: index + 1 }) })}
                  value={mapping[index] ?? IGNORE}
                  disabled={disabled}
                  onChange={(event) => choose(index, event.currentTarget.value)}
                  data={[
                    { value: IGNORE, label: t('import.ignore') },
                    ...IMPORT_FIELDS.map((field) => ({ value: field, label: t(`import.fields.${field}`) })),
                  ]}
                  styles={{ input: { minWidth: '11rem' } }}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
