import { Anchor, Text } from '@mantine/core';
import type { AuditLogEntry } from '@academy/shared';
import { useTranslation } from 'react-i18next';
import { isAuditEntity } from '../lib/audit-actions';

/** What the entry is about and its number; the number shows that record's whole history. */
export function AuditEntity({ entry, onHistory }: { entry: AuditLogEntry; onHistory: (entity: string, id: number) => void }) {
  const { t } = useTranslation('admin-people');
  const name = isAuditEntity(entry.entity) ? t(`audit.entities.${entry.entity}`) : entry.entity;
  return (
    <Text size="sm">
      {name}
      {entry.entity_id !== null && (
        <>
          {' '}
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => onHistory(entry.entity, entry.entity_id!)}
            aria-label={t('audit.history_of', { entity: name, id: entry.entity_id })}
          >
            <bdi dir="ltr">#{entry.entity_id}</bdi>
          </Anchor>
        </>
      )}
    </Text>
  );
}
