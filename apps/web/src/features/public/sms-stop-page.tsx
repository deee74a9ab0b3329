import { Alert, Button, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconMessageOff } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/hooks/use-page-title';
import { isApiError } from '@/lib/api/api-error';
import { errorMessage } from '@/lib/api/notify';
import { paths } from '@/lib/paths';
import { useStopLink, useStopSms } from './api/sms-stop';

/**
 * `/sms-stop/:token`, the link at the end of the academy's SMS (issue 26): the phone it reaches (masked), a
 * "Stop SMS" button, then the confirmation; signing in changes the other choices. No account needed.
 */
export function SmsStopPage() {
  const { t } = useTranslation('family-app');
  usePageTitle(t('stop.title'));
  const { token = '' } = useParams();
  const state = useStopLink(token);
  const stop = useStopSms(token);
  const [justStopped, setJustStopped] = useState(false);
  // The phone between isolates: its digits keep their order inside an Arabic sentence.
  const phone = state.data?.phone ? `\u2066${state.data.phone}\u2069` : null;

  let content;
  if (state.isPending) {
    content = <Loader size="sm" aria-label={t('stop.title')} />;
  } else if (state.isError) {
    const invalid = isApiError(state.error) && state.error.code === 'stop_link_invalid';
    content = (
      <Alert color="red" variant="light" data-testid="stop-invalid">
        {invalid ? t('stop.invalid') : errorMessage(state.error)}
      </Alert>
    );
  } else if (state.data.stopped) {
    content = (
      <Stack gap="sm" align="center" ta="center" data-testid="stop-done">
        <IconCircleCheck size={40} color="var(--mantine-color-green-9)" aria-hidden />
        <Title order={2} size="h3">
          {t('stop.done_title')}
        </Title>
        <Text>{justStopped ? t('stop.done_text') : t('stop.already')}</Text>
      </Stack>
    );
  } else {
    content = (
      <Stack gap="md">
        <Title order={1} size="h3">
          {t('stop.title')}
        </Title>
        <Text>{phone ? t('stop.intro', { phone }) : t('stop.intro_no_phone')}</Text>
        <Button
          color="red"
          mih={44}
          leftSection={<IconMessageOff size={18} aria-hidden />}
          loading={stop.isPending}
          onClick={() => stop.mutate(undefined, { onSuccess: () => setJustStopped(true) })}
        >
          {t('stop.button')}
        </Button>
        {stop.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(stop.error, t('stop.failed'))}
          </Alert>
        )}
      </Stack>
    );
  }

  return (
    <Container size={520} py="xl">
      <Paper withBorder p="xl" radius="md">
        <Stack gap="lg">
          <div role="status" aria-live="polite">
            {content}
          </div>
          <Text size="sm" c="dimmed">
            {t('stop.change')}
          </Text>
          <Button component={Link} to={paths.login} variant="default" mih={44}>
            {t('stop.sign_in')}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
