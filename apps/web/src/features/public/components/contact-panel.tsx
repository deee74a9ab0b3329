import { Card, Grid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useMainSiteTranslation } from '../main-site-texts';
import { ContactDetails } from '@/components/contact-details';
import { useHydrated } from '@/hooks/use-hydrated';
import classes from './contact-panel.module.css';

// The form and its validation schemas are a chunk of their own, rendered once the page is interactive rather
// than evaluated and hydrated with the page's code: on a phone, zod's evaluation alone made the page's first
// task ~40 % longer. The prerendered page holds its place.
const ContactForm = lazy(async () => ({ default: (await import('@/components/contact-form')).ContactForm }));

/** The form's place until it is there, about its height (no layout jump). */
const formPlaceholder = <Skeleton radius="md" className={classes.formPlaceholder} />;

/** The contact form beside the academy's e-mail, phones, address and support hours. */
export function ContactPanel({ formTitle }: { formTitle?: string }) {
  const { t } = useMainSiteTranslation();
  const hydrated = useHydrated();
  return (
    <Grid gutter="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Card withBorder radius="lg" padding="lg" h="100%">
          {formTitle && (
            <Title order={3} size="h4" mb="md">
              {formTitle}
            </Title>
          )}
          {hydrated ? (
            <Suspense fallback={formPlaceholder}>
              <ContactForm variant="public" />
            </Suspense>
          ) : (
            formPlaceholder
          )}
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
