import { Button, Container } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/hooks/use-page-title';
import { paths } from '@/lib/paths';
import { PageIntro } from './components/page-intro';

export function NotFoundPage() {
  const { t } = useTranslation('public');
  usePageTitle(t('not_found.title'));
  return (
    <Container size="lg" py="xl">
      <PageIntro title={t('not_found.title')}>{t('not_found.text')}</PageIntro>
      <Button component={Link} to={paths.landing}>
        {t('not_found.back_home')}
      </Button>
    </Container>
  );
}
