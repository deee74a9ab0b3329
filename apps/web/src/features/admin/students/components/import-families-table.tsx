import { Badge, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ImportFamilyMatch } from '@academy/shared';
import { useLanguage } from '@/i18n/use-language';
import { formatNumber } from '@/lib/format';

interface Props {
  matches: ImportFamilyMatch[];
  decisions: Record<string, number | 'new'>;
  onChange: (phone: string, decision: number | 'new') => void;
  disabled: boolean;
}

/**
 * The parent phones of the file that belong to a family already in the academy (issue 30 item 1): the family
 * found, its children, the file's parent name and whether it is the family's, and where the rows go (that family
 * or a new one: the admin decides). A phone on several families matches none: its rows make a new family.
 */
export function ImportFamiliesTable({ matches, decisions, onChange, disabled }: Props) {
  const { t } = useTranslation('admin');
  const { locale } = useLanguage();
  return (
    <Table.ScrollContainer minWidth={900} type="native">
      <Table striped withTableBorder data-testid="import-families">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('import.families.phone')}</Table.Th>
            <Table.Th>{t('import.families.file_name')}</Table.Th>
            <Table.Th>{t('import.families.family')}</Table.Th>
            <Table.Th>{t('import.families.decision')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {matches.map((m) => (
            <Table.Tr key={m.phone}>
              <Table.Td>
                <Text size="sm" dir="ltr" span>
                  {m.phone}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('import.families.rows', { count: m.lines.length, n: formatNumber(m.lines.length, locale) })}
                </Text>
              </Table.Td>
              <Table.Td>
                <bdi>{m.file_parent_name}</bdi>
              </Table.Td>
              <Table.Td>
                {m.family ? (
                  <Stack gap={2}>
                    <Text size="sm" fw={600}>
                      <bdi>{m.family.parent_name ?? '—'}</bdi>{' '}
                      <Badge size="xs" variant="light" color={m.names_match ? 'green' : 'red'}>
                        {t(m.names_match ? 'import.families.names_match' : 'import.families.names_differ')}
                      </Badge>
                    </Text>
                    {m.family.children.length > 0 && (
                      <Text size="xs" c="dimmed">
                        {t('import.families.children', { names: new Intl.ListFormat(locale, { type: 'unit' }).format(m.family.children) })}
                      </Text>
                    )}
                  </Stack>
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('import.families.shared', { count: m.shared, n: formatNumber(m.shared, locale) })}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                {m.family && (
                  <SegmentedControl
                    size="xs"
                    disabled={disabled}
                    value={String(decisions[m.phone] ?? m.suggested)}
                    onChange={(value) => onChange(m.phone, value === 'new' ? 'new' : m.family!.id)}
                    data={[
                      { value: String(m.family.id), label: t('import.families.attach') },
                      { value: 'new', label: t('import.families.new') },
                    ]}
                    aria-label={t('import.families.decision')}
                  />
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
