import { Box, Burger, Collapse, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageToggle } from '@/components/language-toggle';
import { Island } from '@/islands/island';
import { AccountArea } from './account-area';
import { BrandLink } from './brand-link';
import { MobileMenu } from './mobile-menu';
import { NavLinks } from './nav-links';
import classes from './site-header.module.css';

export function SiteHeader() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const menuId = useId();
  return (
    <Box component="header" className={classes.header}>
      <Container size="xl">
        <Group h={64} justify="space-between" wrap="nowrap" gap="sm">
          <BrandLink />
          <Group component="nav" aria-label={t('nav.main')} gap={2} wrap="nowrap" visibleFrom="lg">
            <NavLinks />
          </Group>
          <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
            <LanguageToggle />
            <Box visibleFrom="lg">
              {/* An island: a server-rendered page knows no visitor, the browser shows who is signed in. */}
              <Island name="account-area" component={AccountArea} props={{}} />
            </Box>
            <Burger
              hiddenFrom="lg"
              opened={opened}
              onClick={toggle}
              size="sm"
              aria-label={t(opened ? 'nav.close_menu' : 'nav.open_menu')}
              aria-expanded={opened}
              aria-controls={menuId}
              // A server-rendered public page opens the menu without React (src/public/menu.ts).
              data-menu-button
              data-label-open={t('nav.open_menu')}
              data-label-close={t('nav.close_menu')}
            />
          </Group>
        </Group>
      </Container>
      <Collapse in={opened} hiddenFrom="lg" data-menu>
        <MobileMenu id={menuId} onNavigate={close} />
      </Collapse>
    </Box>
  );
}
