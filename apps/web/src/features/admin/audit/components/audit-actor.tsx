import { Stack, Text } from '@mantine/core';
import type { AuditLogEntry } from '@academy/shared';
import { useTranslation } from 'react-i18next';
import { Isolate, Ltr } from '@/components/bidi';

/** Who did it: the admin's name and e-mail, or a note when the account has been deleted since. */
export function AuditActor({ actor }: { actor: AuditLogEntry['actor'] }) {
  const { t } = useTranslation('admin-people');
  if (!actor) {
    return (
      <Text size="sm" c="dimmed" fs="italic">
        {t('audit.deleted_actor')}
      </Text>
    );
  }
  return (
    <Stack gap={0}>
      <Text size="sm" fw={600}>
        <Isolate>{actor.name?.trim() || t('users.unnamed')}</Isolate>
      </Text>
      {actor.email && (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          <Ltr>{actor.email}</Ltr>
        </Text>
      )}
    </Stack>
  );
}
