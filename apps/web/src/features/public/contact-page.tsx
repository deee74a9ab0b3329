import { Container } from '@mantine/core';
import { useMainSiteTranslation } from './main-site-texts';
import { PageMeta } from '@/components/page-meta';
import { ContactPanel } from './components/contact-panel';
import { PageHeader } from './components/page-header';

/** `/contact`: the contact form and the academy's e-mail, phones, address and support hours. */
export function ContactPage() {
  const { t } = useMainSiteTranslation();
  return (
    <>
      <PageMeta title={t('contact.title')} description={(name) => t('contact.meta_description', { name })} />
      <PageHeader title={t('contact.title')} lead={t('contact.intro')} />
      <Container size="lg" py="xl">
        <ContactPanel formTitle={t('contact.form_title')} headingOrder={2} />
      </Container>
    </>
  );
}
