import { Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconLayoutDashboard, IconLogout } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PublicUser } from '@academy/shared';
import { UserAvatar } from '@/components/user-avatar';
import { displayName, homeOf } from '@/lib/auth/user';
import { useSignOut } from './use-sign-out';

/**
 * Header, wide screens, signed in: the person's menu. Its own chunk (the dropdown's positioning code), so
 * visitors of the public pages never download it.
 */
export function AccountMenu({ user }: { user: PublicUser }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const name = displayName(user);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        {/* Named by what it shows (the person's name) plus a hidden "account menu": an aria-label would not
            contain the avatar's visible initials. */}
        <UnstyledButton>
          <Group gap={6} wrap="nowrap">
            <UserAvatar name={name} src={user.profile_picture_url} size="sm" aria-hidden />
            <Text size="sm" fw={600} maw={160} truncate>
              {name}
            </Text>
            <VisuallyHidden>{t('nav.account_menu')}</VisuallyHidden>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={homeOf(user)} leftSection={<IconLayoutDashboard size={16} />}>
          {t('nav.dashboard')}
        </Menu.Item>
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={() => void signOut()}>
          {t('nav.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
