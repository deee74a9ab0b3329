import { Button, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLayoutDashboard, IconLogout } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '@/components/user-avatar';
import { useAuth } from '@/lib/auth/use-auth';
import { displayName, isAdmin } from '@/lib/auth/user';
import { paths } from '@/lib/paths';
import { useSignOut } from './use-sign-out';

/** Header, wide screens: the signed-in person's menu, or the login and register links. */
export function AccountArea() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const signOut = useSignOut();

  if (!user) {
    return (
      <Group gap="xs" wrap="nowrap">
        <Button component={Link} to={paths.login} variant="subtle">
          {t('nav.login')}
        </Button>
        <Button component={Link} to={paths.register}>
          {t('nav.register')}
        </Button>
      </Group>
    );
  }

  const name = displayName(user);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t('nav.account_menu', { name })}>
          <Group gap={6} wrap="nowrap">
            <UserAvatar name={name} src={user.profile_picture_url} size="sm" />
            <Text size="sm" fw={600} maw={160} truncate>
              {name}
            </Text>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          component={Link}
          to={isAdmin(user) ? paths.admin.root : paths.dashboard.root}
          leftSection={<IconLayoutDashboard size={16} />}
        >
          {t('nav.dashboard')}
        </Menu.Item>
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={() => void signOut()}>
          {t('nav.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
