import { Anchor, Container, Paper, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/hooks/use-page-title';
import { paths } from '@/lib/paths';
import { RegisterForm } from './components/register-form';
import { RegisterSuccessModal } from './components/register-success-modal';

/** `/register`: a parent's account with their first student. */
export function RegisterPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('register.title'));
  // null: not registered yet; undefined: registered without an e-mail address.
  const [registered, setRegistered] = useState<string | undefined | null>(null);
  return (
    <Container size="md" py="xl">
      <Title order={1} mb="xs">
        {t('register.title')}
      </Title>
      <Text c="dimmed" mb="lg">
        {t('register.intro')}
      </Text>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
        <RegisterForm onRegistered={(email) => setRegistered(email)} />
      </Paper>
      <Text ta="center" mt="lg">
        {t('register.have_account')}{' '}
        <Anchor component={Link} to={paths.login} fw={600}>
          {t('register.login_link')}
        </Anchor>
      </Text>
      <RegisterSuccessModal email={registered} />
    </Container>
  );
}
