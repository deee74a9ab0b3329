import { Divider, Stack } from '@mantine/core';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Island } from '@/islands/island';
import { MobileAccount } from './mobile-account';
import { NavLinks } from './nav-links';

/**
 * The burger menu: the same links and account actions as the wide header, stacked. A link or button pressed in it
 * closes it (on a server-rendered page, where a link loads the next page, src/public/main.ts does). The account part
 * is an island: a server-rendered page knows no visitor, the browser shows who is signed in.
 */
export function MobileMenu({ id, onNavigate }: { id: string; onNavigate: () => void }) {
  const { t } = useTranslation();
  const closeOnPress = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a, button')) onNavigate();
  };
  return (
    <Stack id={id} gap={4} p="md" component="nav" aria-label={t('nav.main')} onClick={closeOnPress}>
      <NavLinks vertical />
      <Divider my="sm" />
      <Island name="mobile-account" component={MobileAccount} props={{}} />
    </Stack>
  );
}
