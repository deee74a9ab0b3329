import { Alert, Button, Card, Group, NumberInput, Select, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LANGUAGE_CODES,
  MESSAGE_EVENTS,
  MESSAGE_TEMPLATE_KEYS,
  messagingSettingsBody,
  type MessagingSettings,
  type MessagingSettingsInput,
} from '@academy/shared';
import { translateFieldError } from '@/i18n/translate';
import { notifyError, notifySuccess } from '@/lib/api/notify';
import { applyServerErrors } from '@/lib/forms';
import { useSaveMessagingSettings } from '../api/save-messaging-settings';
import { PLACEHOLDERS_OF } from '../lib/sms-counter';
import { TemplateField } from './template-field';

type Values = Omit<MessagingSettings, 'sms_monthly_segments'> & { sms_monthly_segments: number | string };

function Block({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <Stack gap="sm">
        <div>
          <Title order={3} size="h4">
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Card>
  );
}

const toValues = (s: MessagingSettings): Values => ({ ...s, sms_monthly_segments: s.sms_monthly_segments ?? '' });

/** Events on or off, each template in each language with its SMS count, the default language, the budget and the timings. */
export function MessagingSettingsForm({ initial }: { initial: MessagingSettings }) {
  const { t } = useTranslation('admin-messaging');
  const save = useSaveMessagingSettings();
  const form = useForm<Values>({
    initialValues: toValues(initial),
    validate: zod4Resolver(messagingSettingsBody, { errorPriority: 'first' }),
  });
  const field = (path: string) => {
    const props = form.getInputProps(path);
    return { ...props, error: translateFieldError(props.error) };
  };

  const submit = form.onSubmit(
    (values) =>
      save.mutate(values as MessagingSettingsInput, {
        onSuccess: (saved) => {
          form.setValues(toValues(saved.settings));
          form.resetDirty(toValues(saved.settings));
          notifySuccess(t('settings.saved'));
        },
        onError: (error) => {
          applyServerErrors(form, error);
          notifyError(error, t('settings.save_failed'));
        },
      }),
    () => notifyError(null, t('settings.save_failed')),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('settings.title')}>
      <Stack gap="md">
        <Block title={t('settings.events.title')} description={t('settings.events.hint')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {MESSAGE_EVENTS.map((event) => (
              <Switch key={event} label={t(`events.${event}`)} {...form.getInputProps(`events.${event}`, { type: 'checkbox' })} />
            ))}
          </SimpleGrid>
        </Block>

        <Block title={t('settings.templates.title')} description={t('settings.templates.hint')}>
          {MESSAGE_TEMPLATE_KEYS.map((key) => (
            <Card key={key} withBorder radius="sm" padding="sm" component="fieldset" style={{ margin: 0 }}>
              <Stack gap="xs">
                <Text component="legend" fw={600} p={0}>
                  {t(`settings.templates.names.${key}`)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('settings.templates.placeholders')} <bdi dir="ltr">{PLACEHOLDERS_OF[key].map((p) => `{${p}}`).join(' ')}</bdi>
                </Text>
                <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
                  {LANGUAGE_CODES.map((lang) => (
                    <TemplateField
                      key={lang}
                      template={key}
                      lang={lang}
                      value={form.values.templates[key][lang]}
                      input={field(`templates.${key}.${lang}`)}
                    />
                  ))}
                </SimpleGrid>
              </Stack>
            </Card>
          ))}
        </Block>

        <Block title={t('settings.other.title')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select
              label={t('settings.other.default_language')}
              data={LANGUAGE_CODES.map((lang) => ({ value: lang, label: t(`settings.templates.languages.${lang}`) }))}
              allowDeselect={false}
              {...field('default_language')}
            />
            <NumberInput
              label={t('settings.other.budget')}
              description={t('settings.other.budget_hint')}
              min={0}
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator=" "
              dir="ltr"
              {...field('sms_monthly_segments')}
            />
            <TextInput
              label={t('settings.other.price')}
              description={t('settings.other.price_hint')}
              inputMode="decimal"
              dir="ltr"
              {...field('sms_segment_price_da')}
            />
            <NumberInput
              label={t('settings.other.absence_after')}
              description={t('settings.other.absence_after_hint')}
              min={5}
              max={120}
              allowDecimal={false}
              dir="ltr"
              {...field('absence_after_minutes')}
            />
            <NumberInput
              label={t('settings.other.due_before')}
              min={0}
              max={15}
              allowDecimal={false}
              dir="ltr"
              {...field('due_days_before')}
            />
            <NumberInput
              label={t('settings.other.due_after')}
              min={0}
              max={30}
              allowDecimal={false}
              dir="ltr"
              {...field('due_days_after')}
            />
          </SimpleGrid>
        </Block>

        {Object.keys(form.errors).length > 0 && (
          <Alert color="red" role="alert">
            {t('settings.save_failed')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button
            type="submit"
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
            loading={save.isPending}
            disabled={!form.isDirty()}
          >
            {t('settings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
