import { Button, Group } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/lib/auth/use-auth';
import { paths } from '@/lib/paths';

const AccountMenu = lazy(async () => ({ default: (await import('./account-menu')).AccountMenu }));

/** Header, wide screens: the signed-in person's menu, or the login and register links. */
export function AccountArea() {
  const { t } = useTranslation();
  const { user } = useAuth();

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

  return (
    <Suspense fallback={null}>
      <AccountMenu user={user} />
    </Suspense>
  );
}
