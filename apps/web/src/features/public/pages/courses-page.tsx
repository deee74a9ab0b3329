import { Badge, Button, Container, Group } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LEVELS } from '@academy/shared';
import { usePageTitle } from '@/hooks/use-page-title';
import { paths } from '@/lib/paths';
import { PageIntro } from '../components/page-intro';

/** `/courses`: the levels the academy teaches. */
export function CoursesPage() {
  const { t } = useTranslation(['public', 'common']);
  usePageTitle(t('courses.title'));
  return (
    <Container size="lg" py="xl">
      <PageIntro title={t('courses.title')}>{t('courses.intro')}</PageIntro>
      <Group gap="xs" mb="xl" aria-label={t('courses.levels_label')} role="list">
        {LEVELS.map((level) => (
          <Badge key={level} size="lg" variant="light" role="listitem">
            {t(`common:levels.${level}`)}
          </Badge>
        ))}
      </Group>
      <Button component={Link} to={paths.register}>
        {t('courses.register')}
      </Button>
    </Container>
  );
}
