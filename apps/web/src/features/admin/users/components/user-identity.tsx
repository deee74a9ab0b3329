import { Group, Stack, Text } from '@mantine/core';
import type { AdminUser } from '@academy/shared';
import { useTranslation } from 'react-i18next';
import { Isolate, Ltr } from '@/components/bidi';
import { UserAvatar } from '@/components/user-avatar';
import { Phone } from '@/components/phone';

/** The name a person reads for an account ('Unnamed User' when it has none). */
export function useDisplayName() {
  const { t } = useTranslation('admin-people');
  return (user: Pick<AdminUser, 'full_name'>) => user.full_name?.trim() || t('users.unnamed');
}

/** Avatar initial, full name (or 'Unnamed User'), e-mail and phone (left to right inside Arabic). */
export function UserIdentity({ user, isMe }: { user: AdminUser; isMe: boolean }) {
  const { t } = useTranslation('admin-people');
  const name = useDisplayName()(user);
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <UserAvatar name={user.full_name?.trim() || user.email || '?'} src={user.profile_picture_url} />
      <Stack gap={0} miw={0}>
        <Text fw={600} lineClamp={1} data-testid="user-name">
          <Isolate>{name}</Isolate>
          {isMe && (
            <Text span c="dimmed" fw={400} size="sm" ms={6}>
              {t('users.you')}
            </Text>
          )}
        </Text>
        {user.email && (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            <Ltr>{user.email}</Ltr>
          </Text>
        )}
        {user.phone && (
          <Text size="sm" c="dimmed">
            <Phone value={user.phone} />
          </Text>
        )}
      </Stack>
    </Group>
  );
}
