import { Table, Text } from '@mantine/core';
import type { AuditLogEntry } from '@academy/shared';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/i18n/use-language';
import { formatDateTime } from '@/lib/format-date-time';
import { AuditActionBadge } from './audit-action-badge';
import { AuditActor } from './audit-actor';
import { AuditDetails } from './audit-details';
import { AuditEntity } from './audit-entity';

interface Props {
  entries: AuditLogEntry[];
  onHistory: (entity: string, id: number) => void;
}

/** Wide screens: when, who, action, entity and number, details; scrolled sideways when narrow. */
export function AuditTable({ entries, onHistory }: Props) {
  const { t } = useTranslation('admin-people');
  const { locale } = useLanguage();
  return (
    <Table.ScrollContainer minWidth={960} type="native">
      <Table verticalSpacing="sm" striped="even" highlightOnHover aria-label={t('audit.table_label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={170}>{t('audit.columns.when')}</Table.Th>
            <Table.Th w={220}>{t('audit.columns.who')}</Table.Th>
            <Table.Th w={190}>{t('audit.columns.action')}</Table.Th>
            <Table.Th w={150}>{t('audit.columns.entity')}</Table.Th>
            <Table.Th>{t('audit.columns.details')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id} data-testid="audit-row" style={{ verticalAlign: 'top' }}>
              <Table.Td>
                <Text size="sm">
                  <bdi>{formatDateTime(entry.created_at, locale)}</bdi>
                </Text>
              </Table.Td>
              <Table.Td>
                <AuditActor actor={entry.actor} />
              </Table.Td>
              <Table.Td>
                <AuditActionBadge action={entry.action} />
              </Table.Td>
              <Table.Td>
                <AuditEntity entry={entry} onHistory={onHistory} />
              </Table.Td>
              <Table.Td>
                <AuditDetails data={entry.data} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
