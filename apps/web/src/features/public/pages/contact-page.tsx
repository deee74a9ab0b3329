import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAcademyName } from '@/hooks/use-academy-name';
import { usePageTitle } from '@/hooks/use-page-title';
import { ContactPanel } from '../components/contact-panel';
import { PageHeader } from '../components/page-header';

/** `/contact`: the contact form and the academy's e-mail, phones, address and support hours. */
export function ContactPage() {
  const { t } = useTranslation('public');
  const academy = useAcademyName();
  usePageTitle(t('contact.title'), t('contact.meta_description', { name: academy }));
  return (
    <>
      <PageHeader title={t('contact.title')} lead={t('contact.intro')} />
      <Container size="lg" py="xl">
        <ContactPanel formTitle={t('contact.form_title')} />
      </Container>
    </>
  );
}
