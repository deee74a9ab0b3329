import { Card, Group, Stack, Text } from '@mantine/core';
import type { AdminUser } from '@academy/shared';
import { Trans, useTranslation } from 'react-i18next';
import { useLanguage } from '@/i18n/use-language';
import { formatDate } from '@/lib/format';
import { UserActions, type UserActionHandlers } from './user-actions';
import { RoleBadge, SignInBadge, StatusBadge } from './user-badges';
import { UserIdentity } from './user-identity';

/** Phones: one card per account, with the same actions as the table. */
export function UserCard({ user, isMe, handlers }: { user: AdminUser; isMe: boolean; handlers: UserActionHandlers }) {
  const { t } = useTranslation('admin-people');
  const { locale } = useLanguage();
  return (
    <Card withBorder radius="md" padding="md" data-testid="user-row" component="article">
      <Stack gap="sm">
        <UserIdentity user={user} isMe={isMe} />
        <Group gap={6}>
          <RoleBadge role={user.role} />
          <StatusBadge active={user.is_active} />
          <SignInBadge signIn={user.sign_in} />
        </Group>
        <Text size="sm" c="dimmed">
          <Trans t={t} i18nKey="users.created_on" values={{ date: formatDate(user.created_at, locale) }} components={{ d: <bdi /> }} />
        </Text>
        <UserActions user={user} isMe={isMe} handlers={handlers} />
      </Stack>
    </Card>
  );
}
