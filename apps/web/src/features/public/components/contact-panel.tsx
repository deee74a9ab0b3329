import { Card, Grid, Stack, Text, Title } from '@mantine/core';
import { useMainSiteTranslation } from '../main-site-texts';
import { ContactDetails } from '@/components/contact-details';
import { ContactForm } from '@/components/contact-form';
import { Island } from '@/islands/island';

/**
 * The contact form beside the academy's e-mail, phones, address and support hours. `headingOrder`: its headings' level,
 * one below the page's last (2 right under the contact page's title, 3 in the home page's contact section). On a
 * server-rendered page the form is an island: in the page from the start, its code (and its validation schemas)
 * downloaded when the visitor reaches for it, what they typed or sent meanwhile kept (src/public/islands.ts).
 */
export function ContactPanel({ formTitle, headingOrder = 3 }: { formTitle?: string; headingOrder?: 2 | 3 }) {
  const { t } = useMainSiteTranslation();
  return (
    <Grid gutter="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Card withBorder radius="lg" padding="lg" h="100%">
          {formTitle && (
            <Title order={headingOrder} size="h4" mb="md">
              {formTitle}
            </Title>
          )}
          <Island name="contact-form" component={ContactForm} props={{}} />
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Card withBorder radius="lg" padding="lg" h="100%">
          <Stack gap="md">
            <div>
              <Title order={headingOrder} size="h4" mb={4}>
                {t('contact.details_title')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('contact.details_text')}
              </Text>
            </div>
            <ContactDetails />
          </Stack>
        </Card>
      </Grid.Col>
    </Grid>
  );
}
