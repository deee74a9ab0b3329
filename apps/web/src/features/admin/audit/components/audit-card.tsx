import { Card, Group, Stack, Text } from '@mantine/core';
import type { AuditLogEntry } from '@academy/shared';
import { useLanguage } from '@/i18n/use-language';
import { formatDateTime } from '@/lib/format-date-time';
import { AuditActionBadge } from './audit-action-badge';
import { AuditActor } from './audit-actor';
import { AuditDetails } from './audit-details';
import { AuditEntity } from './audit-entity';

/** Phones: one card per entry, with the same facts as the table's row. */
export function AuditCard({ entry, onHistory }: { entry: AuditLogEntry; onHistory: (entity: string, id: number) => void }) {
  const { locale } = useLanguage();
  return (
    <Card withBorder radius="md" padding="sm" component="article" data-testid="audit-row">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <AuditActionBadge action={entry.action} />
          <Text size="xs" c="dimmed">
            <bdi>{formatDateTime(entry.created_at, locale)}</bdi>
          </Text>
        </Group>
        <AuditEntity entry={entry} onHistory={onHistory} />
        <AuditActor actor={entry.actor} />
        <AuditDetails data={entry.data} />
      </Stack>
    </Card>
  );
}
