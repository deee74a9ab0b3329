import { Card, Grid, Stack, Text, Title } from '@mantine/core';
import { useMainSiteTranslation } from '../main-site-texts';
import { ContactDetails } from '@/components/contact-details';
import { ContactForm } from '@/components/contact-form';

/** The contact form beside the academy's e-mail, phones, address and support hours. */
export function ContactPanel({ formTitle }: { formTitle?: string }) {
  const { t } = useMainSiteTranslation();
  return (
    <Grid gutter="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Card withBorder radius="lg" padding="lg" h="100%">
          {formTitle && (
            <Title order={3} size="h4" mb="md">
              {formTitle}
            </Title>
          )}
          <ContactForm variant="public" />
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Card withBorder radius="lg" padding="lg" h="100%">
          <Stack gap="md">
            <div>
              <Title order={3} size="h4" mb={4}>
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
