import { Anchor, Box, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ContactDetails } from '@/components/contact-details';
import { AcademyText } from '@/components/academy-text';
import { paths } from '@/lib/paths';

const QUICK_LINKS = [
  { to: paths.landing, key: 'nav.home' },
  { to: paths.about, key: 'nav.about' },
  { to: paths.gallery, key: 'nav.gallery' },
  { to: paths.courses, key: 'nav.courses' },
  { to: paths.contact, key: 'nav.contact' },
] as const;

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <Box component="footer" bg="gray.0" py="xl" mt="xl" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      <Container size="xl">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          <Stack gap="xs">
            <Title order={3} size="h4">
              <AcademyText />
            </Title>
            <Text size="sm" c="dimmed">
              {t('footer.tagline')}
            </Text>
          </Stack>
          <Stack gap={6} component="nav" aria-label={t('footer.quick_links')}>
            <Title order={3} size="h5">
              {t('footer.quick_links')}
            </Title>
            {QUICK_LINKS.map((link) => (
              <Anchor key={link.to} component={Link} to={link.to} size="sm" c="gray.8">
                {t(link.key)}
              </Anchor>
            ))}
          </Stack>
          <Stack gap="xs">
            <Title order={3} size="h5">
              {t('footer.contact_us')}
            </Title>
            <ContactDetails />
          </Stack>
        </SimpleGrid>
        <Text size="xs" c="dimmed" mt="xl" ta="center">
          <AcademyText>{(name) => t('footer.copyright', { year: new Date().getFullYear(), name })}</AcademyText>
        </Text>
      </Container>
    </Box>
  );
}
