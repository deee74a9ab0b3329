import { Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '@/components/user-avatar';
import { useAuth } from '@/lib/auth/use-auth';
import { displayName, homeOf } from '@/lib/auth/user';
import { paths } from '@/lib/paths';
import { useSignOut } from './use-sign-out';

/** The burger menu's account part: the signed-in person, their dashboard and the sign-out, or the login and register links. */
export function MobileAccount() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const signOut = useSignOut();

  if (!user) {
    return (
      <Group grow>
        <Button component={Link} to={paths.login} variant="default">
          {t('nav.login')}
        </Button>
        <Button component={Link} to={paths.register}>
          {t('nav.register')}
        </Button>
      </Group>
    );
  }
  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="nowrap">
        <UserAvatar name={displayName(user)} src={user.profile_picture_url} />
        <Text fw={600} truncate>
          {displayName(user)}
        </Text>
      </Group>
      <Button component={Link} to={homeOf(user)} variant="light">
        {t('nav.dashboard')}
      </Button>
      <Button variant="subtle" color="red" onClick={() => void signOut()}>
        {t('nav.logout')}
      </Button>
    </Stack>
  );
}
