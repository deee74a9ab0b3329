import { Alert, Anchor, Button, Card, Group, Radio, Skeleton, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LANGUAGES, LANGUAGE_CODES, isLanguage, messagingPreferencesBody, type MessagingPreferences } from '@academy/shared';
import { usePageTitle } from '@/hooks/use-page-title';
import { notifyError, notifySuccess } from '@/lib/api/notify';
import { applyServerErrors, fieldProps } from '@/lib/forms';
import { paths } from '@/lib/paths';
import { DashboardQuery } from '@/features/dashboard/components/dashboard-query';
import { usePreferences, useSavePreferences } from './api/preferences';
import { PushDeviceCard } from './components/push-device-card';

const loading = (
  <Stack gap="sm" aria-hidden>
    <Skeleton h={220} radius="md" />
    <Skeleton h={160} radius="md" />
  </Stack>
);

/** A switch row at least 44 px tall, its label and the line under it both part of the target. */
const ROW = { body: { minHeight: 44, alignItems: 'center' }, labelWrapper: { flex: 1 } } as const;

/** `/dashboard/notifications/preferences`: the channels, the language and the quiet hours of the academy's messages. */
export function NotificationPreferencesPage() {
  const { t, i18n } = useTranslation('family-app');
  usePageTitle(t('preferences.title'));
  const query = usePreferences();
  const Back = isLanguage(i18n.language) && LANGUAGES[i18n.language].dir === 'rtl' ? IconArrowRight : IconArrowLeft;
  return (
    <Stack gap="md">
      <div>
        <Anchor
          component={Link}
          to={paths.dashboard.notifications}
          size="sm"
          mih={44}
          style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
        >
          <Back size={16} aria-hidden />
          {t('preferences.back')}
        </Anchor>
        <Title order={2} size="h3">
          {t('preferences.title')}
        </Title>
        <Text c="dimmed">{t('preferences.intro')}</Text>
      </div>
      <DashboardQuery query={query} loading={loading} failedText={t('preferences.load_failed')}>
        {(prefs) => <PreferencesForm key={JSON.stringify(prefs)} prefs={prefs} />}
      </DashboardQuery>
      <PushDeviceCard />
    </Stack>
  );
}

function PreferencesForm({ prefs }: { prefs: MessagingPreferences }) {
  const { t } = useTranslation('family-app');
  const save = useSavePreferences();
  const form = useForm({
    initialValues: {
      // After a STOP the switch shows SMS off: turning it on (and saving) is the parent asking for them again.
      sms: prefs.sms && !prefs.sms_stopped,
      push: prefs.push,
      email: prefs.email,
      language: prefs.language,
      quiet_start: prefs.quiet_start,
      quiet_end: prefs.quiet_end,
    },
    validate: zod4Resolver(messagingPreferencesBody, { errorPriority: 'first' }),
  });
  const submit = form.onSubmit((values) =>
    save.mutate(messagingPreferencesBody.parse(values), {
      onSuccess: () => notifySuccess(t('preferences.saved')),
      onError: (error) => {
        applyServerErrors(form, error);
        notifyError(error, t('preferences.save_failed'));
      },
    }),
  );
  const smsDescription = !prefs.available.sms
    ? t('preferences.sms_not_set_up')
    : prefs.phone
      ? t('preferences.sms_to', { phone: prefs.phone })
      : t('preferences.sms_no_phone');
  const { values } = form;

  return (
    <form onSubmit={submit} noValidate aria-label={t('preferences.title')}>
      <Stack gap="md">
        {prefs.sms_stopped && (
          <Alert
            color="yellow"
            variant="light"
            icon={<IconAlertTriangle size={20} aria-hidden />}
            title={t('preferences.stopped_title')}
            data-testid="sms-stopped"
          >
            {t('preferences.stopped_text')}
          </Alert>
        )}
        <Card withBorder radius="md" padding="md" role="group" aria-labelledby="channels-title">
          <Stack gap="sm">
            <Title order={3} size="h5" id="channels-title">
              {t('preferences.channels')}
            </Title>
            <Switch
              size="md"
              styles={ROW}
              label={t('preferences.sms')}
              description={<bdi>{smsDescription}</bdi>}
              {...form.getInputProps('sms', { type: 'checkbox' })}
            />
            <Switch
              size="md"
              styles={ROW}
              label={t('preferences.push')}
              description={t('preferences.push_devices', { count: prefs.push_devices })}
              {...form.getInputProps('push', { type: 'checkbox' })}
            />
            <Switch
              size="md"
              styles={ROW}
              label={t('preferences.email')}
              description={
                prefs.email_address ? (
                  <bdi dir="ltr">{t('preferences.email_to', { email: prefs.email_address })}</bdi>
                ) : (
                  t('preferences.email_none')
                )
              }
              {...form.getInputProps('email', { type: 'checkbox' })}
            />
          </Stack>
        </Card>

        <Card withBorder radius="md" padding="md">
          <Radio.Group label={t('preferences.language')} {...form.getInputProps('language')}>
            <Group gap="lg" mt="xs">
              {LANGUAGE_CODES.map((code) => (
                <Radio
                  key={code}
                  value={code}
                  label={LANGUAGES[code].name}
                  lang={code}
                  styles={{ body: { minHeight: 44, alignItems: 'center' } }}
                />
              ))}
            </Group>
          </Radio.Group>
        </Card>

        <Card withBorder radius="md" padding="md">
          <Stack gap="xs">
            <Title order={3} size="h5">
              {t('preferences.quiet')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('preferences.quiet_intro')}
            </Text>
            <Group grow gap="sm" align="flex-start">
              <TextInput type="time" dir="ltr" size="md" label={t('preferences.quiet_start')} {...fieldProps(form, 'quiet_start')} />
              <TextInput type="time" dir="ltr" size="md" label={t('preferences.quiet_end')} {...fieldProps(form, 'quiet_end')} />
            </Group>
            {values.quiet_start === values.quiet_end && (
              <Text size="sm" c="dimmed">
                {t('preferences.quiet_none')}
              </Text>
            )}
          </Stack>
        </Card>

        <Button type="submit" mih={44} loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('preferences.save')}
        </Button>
      </Stack>
    </form>
  );
}
