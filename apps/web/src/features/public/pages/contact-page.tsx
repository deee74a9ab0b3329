import { Card, Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ContactDetails } from '@/components/contact-details';
import { usePageTitle } from '@/hooks/use-page-title';
import { PageIntro } from '../components/page-intro';

/** `/contact`: how to reach the academy. */
export function ContactPage() {
  const { t } = useTranslation('public');
  usePageTitle(t('contact.title'));
  return (
    <Container size="lg" py="xl">
      <PageIntro title={t('contact.title')}>{t('contact.intro')}</PageIntro>
      <Card withBorder padding="lg" maw={520}>
        <ContactDetails />
      </Card>
    </Container>
  );
}
