import { Button, Container, Loader, Paper } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconMailQuestion } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EMAIL_VERIFY_REDIRECT_MS } from '@academy/shared';
import { usePageTitle } from '@/hooks/use-page-title';
import { errorMessage } from '@/lib/api/notify';
import { paths } from '@/lib/paths';
import { useVerifyEmail } from './api/verify-email';
import { VerifyEmailResult } from './components/verify-email-result';

/** `/verify-email?token=`: loading, success (then /login after 3 s), error, or no token. */
export function VerifyEmailPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('verify.title'));
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() || null;
  const verification = useVerifyEmail(token);
  const navigate = useNavigate();

  useEffect(() => {
    if (!verification.isSuccess) return;
    const timer = window.setTimeout(() => void navigate(paths.login, { replace: true }), EMAIL_VERIFY_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [verification.isSuccess, navigate]);

  const retry = (
    <>
      <Button component={Link} to={paths.login}>
        {t('verify.go_to_login')}
      </Button>
      <Button component={Link} to={paths.register} variant="default">
        {t('verify.register_again')}
      </Button>
    </>
  );

  let content;
  if (!token) {
    content = (
      <VerifyEmailResult icon={<IconMailQuestion size={34} />} color="gray" title={t('verify.no_token_title')} text={t('verify.no_token')}>
        {retry}
      </VerifyEmailResult>
    );
  } else if (verification.isPending) {
    content = <VerifyEmailResult icon={<Loader size="sm" />} color="blue" title={t('verify.loading')} />;
  } else if (verification.isError) {
    content = (
      <VerifyEmailResult
        icon={<IconCircleX size={34} />}
        color="red"
        title={t('verify.failed_title')}
        text={errorMessage(verification.error, t('verify.failed'))}
      >
        {retry}
      </VerifyEmailResult>
    );
  } else {
    content = (
      <VerifyEmailResult icon={<IconCircleCheck size={34} />} color="green" title={t('verify.success')} text={t('verify.redirecting')}>
        <Button component={Link} to={paths.login} replace>
          {t('verify.go_to_login')}
        </Button>
      </VerifyEmailResult>
    );
  }

  return (
    <Container size={520} py="xl">
      <Paper withBorder p="xl" radius="md" role="status" aria-live="polite">
        {content}
      </Paper>
    </Container>
  );
}
