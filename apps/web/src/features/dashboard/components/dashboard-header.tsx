import { Group, Stack, Text, Title } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import type { PublicUser } from '@academy/shared';
import { UserAvatar } from '@/components/user-avatar';
import { displayName } from '@/lib/auth/user';
import { NotificationBell } from './notification-bell';
import { StudentSwitcher } from './student-switcher';

/** Title, who is signed in (spec 2's display name), the bell, and the child every tab shows. */
export function DashboardHeader({ user, locked }: { user: PublicUser; locked: boolean }) {
  const { t } = useTranslation('dashboard');
  const name = displayName(user);
  return (
    <Stack gap="md" mb="md">
      <Group justify="space-between" align="center" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <UserAvatar name={name} src={user.profile_picture_url} size="lg" />
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Title order={1} size="h2">
              {t('title')}
            </Title>
            <Text c="dimmed" size="sm" style={{ overflowWrap: 'anywhere' }}>
              <Trans
                t={t}
                i18nKey="header.signed_in_as"
                values={{ name }}
                components={{ v: <Text span fw={600} c="var(--mantine-color-text)" data-testid="display-name" /> }}
              />
            </Text>
          </Stack>
        </Group>
        <NotificationBell disabled={locked} />
      </Group>
      {!locked && <StudentSwitcher />}
    </Stack>
  );
}
