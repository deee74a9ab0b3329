import { Button, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { paths } from '@/lib/paths';

/** After registering: a verification e-mail is on its way; the next step is logging in. */
export function RegisterSuccessModal({ email }: { email: string | undefined | null }) {
  const { t } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  const toLogin = () => void navigate(paths.login, { replace: true });
  return (
    <Modal
      opened={email !== null}
      onClose={toLogin}
      title={t('register.success_title')}
      centered
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <Stack gap="md" align="center">
        <ThemeIcon size={56} radius="xl" color="green" variant="light">
          <IconMailCheck size={30} />
        </ThemeIcon>
        <Text ta="center">
          {email ? (
            <Trans t={t} i18nKey="register.email_sent" values={{ email }} components={{ email: <bdi dir="ltr" /> }} />
          ) : (
            t('register.no_email')
          )}
        </Text>
        {email && (
          <Text ta="center" size="sm" c="dimmed">
            {t('register.email_next')}
          </Text>
        )}
        <Button onClick={toLogin} fullWidth>
          {t('register.go_to_login')}
        </Button>
      </Stack>
    </Modal>
  );
}
