import { Card, Grid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useIntersection } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { useMainSiteTranslation } from '../main-site-texts';
import { ContactDetails } from '@/components/contact-details';
import classes from './contact-panel.module.css';

// The form and its validation schemas are a chunk of their own, rendered when the visitor scrolls towards it
// rather than evaluated and hydrated with the page: on a phone, zod's evaluation alone made the page's first task
// ~40 % longer, and rendering the form right after hydration kept /home busy (Lighthouse's blocking time at 8×
// CPU: 582 ms with it, 87 ms without). The prerendered page holds its place.
const ContactForm = lazy(async () => ({ default: (await import('@/components/contact-form')).ContactForm }));

/** The form's place until it is there, about its height (no layout jump). */
const formPlaceholder = <Skeleton radius="md" className={classes.formPlaceholder} />;

/** How far below the screen the form starts to load: about a phone screen, so it is there when scrolled to. */
const FORM_LOAD_MARGIN = '800px 0px';

/**
 * The contact form beside the academy's e-mail, phones, address and support hours. `headingOrder`: its headings' level,
 * one below the page's last (2 right under the contact page's title, 3 in the home page's contact section).
 */
export function ContactPanel({ formTitle, headingOrder = 3 }: { formTitle?: string; headingOrder?: 2 | 3 }) {
  const { t } = useMainSiteTranslation();
  // The observer reports only in the browser, after hydration: the prerender and the hydration see the placeholder.
  const { ref: formArea, entry } = useIntersection<HTMLDivElement>({ rootMargin: FORM_LOAD_MARGIN });
  const [formNear, setFormNear] = useState(false);
  if (!formNear && entry?.isIntersecting) setFormNear(true);
  return (
    <Grid gutter="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Card withBorder radius="lg" padding="lg" h="100%">
          {formTitle && (
            <Title order={headingOrder} size="h4" mb="md">
              {formTitle}
            </Title>
          )}
          <div ref={formArea}>
            {formNear ? (
              <Suspense fallback={formPlaceholder}>
                <ContactForm variant="public" />
              </Suspense>
            ) : (
              formPlaceholder
            )}
          </div>
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
