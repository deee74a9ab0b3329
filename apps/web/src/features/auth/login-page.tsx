import { Anchor, Button, Container, Divider, Paper, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconQrcode } from '@tabler/icons-react';
import { Link, Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/hooks/use-page-title';
import { useAuth } from '@/lib/auth/use-auth';
import { homeOf } from '@/lib/auth/user';
import { paths } from '@/lib/paths';
import { BarcodeModal } from './components/barcode-modal';
import { CompleteProfileModal } from './components/complete-profile-modal';
import { LoginForm } from './components/login-form';
import { useFinishLogin } from './hooks/use-finish-login';

/** `/login`: e-mail or phone and password, or the first-time QR login of former members. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('login.title'));
  const { user, status } = useAuth();
  const { phase, finish, completed } = useFinishLogin();
  const [barcodeOpen, barcode] = useDisclosure(false);

  // Already signed in (and not in the middle of this page's own login): nothing to do here.
  if (status === 'authenticated' && phase === 'idle' && !barcodeOpen && user) {
    return <Navigate to={homeOf(user)} replace />;
  }

  return (
    <Container size={460} py="xl">
      <Title order={1} ta="center" mb="xs">
        {t('login.title')}
      </Title>
      <Text c="dimmed" ta="center" mb="lg">
        {t('login.intro')}
      </Text>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
        <LoginForm onLoggedIn={(response) => void finish(response)} />
        <Divider label={t('login.or')} labelPosition="center" my="lg" />
        <Button fullWidth variant="light" leftSection={<IconQrcode size={18} />} onClick={barcode.open}>
          {t('login.qr_button')}
        </Button>
      </Paper>
      <Text ta="center" mt="lg">
        {t('login.no_account')}{' '}
        <Anchor component={Link} to={paths.register} fw={600}>
          {t('login.register_link')}
        </Anchor>
      </Text>
      <BarcodeModal opened={barcodeOpen} onClose={barcode.close} />
      <CompleteProfileModal opened={phase === 'completing'} onDone={completed} />
    </Container>
  );
}
