import { Button, Divider, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '@/components/user-avatar';
import { useAuth } from '@/lib/auth/use-auth';
import { displayName, homeOf } from '@/lib/auth/user';
import { paths } from '@/lib/paths';
import { NavLinks } from './nav-links';
import { useSignOut } from './use-sign-out';

/** The burger menu: the same links and account actions as the wide header, stacked. */
export function MobileMenu({ id, onNavigate }: { id: string; onNavigate: () => void }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const signOut = useSignOut();

  return (
    <Stack id={id} gap={4} p="md" component="nav" aria-label={t('nav.main')}>
      <NavLinks vertical onNavigate={onNavigate} />
      <Divider my="sm" />
      {user ? (
        <Stack gap="xs">
          <Group gap="xs" wrap="nowrap">
            <UserAvatar name={displayName(user)} src={user.profile_picture_url} />
            <Text fw={600} truncate>
              {displayName(user)}
            </Text>
          </Group>
          <Button component={Link} to={homeOf(user)} variant="light" onClick={onNavigate}>
            {t('nav.dashboard')}
          </Button>
          <Button
            variant="subtle"
            color="red"
            onClick={() => {
              onNavigate();
              void signOut();
            }}
          >
            {t('nav.logout')}
          </Button>
        </Stack>
      ) : (
        <Group grow>
          <Button component={Link} to={paths.login} variant="default" onClick={onNavigate}>
            {t('nav.login')}
          </Button>
          <Button component={Link} to={paths.register} onClick={onNavigate}>
            {t('nav.register')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
