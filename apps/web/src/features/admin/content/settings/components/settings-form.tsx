import { ActionIcon, Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDeviceFloppy, IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { SETTINGS_LIMITS, siteSettingsBody, type SiteSettings } from '@academy/shared';
import { notifyError, notifySuccess } from '@/lib/api/notify';
import { applyServerErrors } from '@/lib/forms';
import { translateFieldError } from '@/i18n/translate';
import { useSaveSettings } from '../api/settings';
import { LegalIdentityFields } from './legal-identity-fields';

const ltr = { dir: 'ltr' } as const;
const emptyTestimonial = { name: '', role_en: '', role_ar: '', text_en: '', text_ar: '' };

function Block({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg">
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

/** The academy's public identity, contact details, hours, app link, about texts and testimonials, in both languages. */
export function SettingsForm({ initial }: { initial: SiteSettings }) {
  const { t } = useTranslation('admin-settings');
  const save = useSaveSettings();
  const form = useForm<SiteSettings>({ initialValues: initial, validate: zod4Resolver(siteSettingsBody, { errorPriority: 'first' }) });

  /** Keys of this screen first (url_invalid, phone_format…), then the shared validation keys. */
  const errorText = (error: unknown) =>
    (typeof error === 'string' && t(`errors.${error}`, { defaultValue: '' })) || translateFieldError(error);
  const field = (path: string) => {
    const props = form.getInputProps(path);
    return { ...props, error: errorText(props.error) };
  };

  const submit = form.onSubmit(
    (values) =>
      save.mutate(siteSettingsBody.parse(values), {
        onSuccess: (saved) => {
          form.setValues(saved);
          form.resetDirty(saved);
          notifySuccess(t('saved'));
        },
        onError: (error) => {
          applyServerErrors(form, error);
          notifyError(error, t('save_failed'));
        },
      }),
    () => notifyError(null, t('fix_errors')),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Block title={t('sections.identity')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label={t('fields.name')} required maxLength={SETTINGS_LIMITS.name} {...ltr} {...field('name')} />
            <TextInput label={t('fields.name_ar')} required maxLength={SETTINGS_LIMITS.name} dir="rtl" {...field('name_ar')} />
          </SimpleGrid>
        </Block>

        <Block title={t('sections.contact')} description={t('sections.contact_hint')}>
          <TextInput label={t('fields.email')} type="email" required maxLength={SETTINGS_LIMITS.email} {...ltr} {...field('email')} />
          <Stack gap={6}>
            <Text size="sm" fw={500}>
              {t('fields.phones')}
            </Text>
            {form.values.phones.map((_, index) => (
              <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
                <TextInput
                  aria-label={t('fields.phone_n', { n: index + 1 })}
                  type="tel"
                  inputMode="tel"
                  maxLength={SETTINGS_LIMITS.phone}
                  style={{ flex: 1 }}
                  {...ltr}
                  {...field(`phones.${index}`)}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  disabled={form.values.phones.length <= 1}
                  onClick={() => form.removeListItem('phones', index)}
                  aria-label={t('fields.remove_phone', { n: index + 1 })}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
            {typeof form.errors.phones === 'string' && (
              <Text size="xs" c="red">
                {errorText(form.errors.phones)}
              </Text>
            )}
            {form.values.phones.length < SETTINGS_LIMITS.phones && (
              <Button
                variant="subtle"
                size="xs"
                leftSection={<IconPlus size={14} aria-hidden />}
                onClick={() => form.insertListItem('phones', '')}
                style={{ alignSelf: 'flex-start' }}
              >
                {t('fields.add_phone')}
              </Button>
            )}
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label={t('fields.address')} required maxLength={SETTINGS_LIMITS.text} {...ltr} {...field('address')} />
            <TextInput label={t('fields.address_ar')} required maxLength={SETTINGS_LIMITS.text} dir="rtl" {...field('address_ar')} />
          </SimpleGrid>
          <TextInput
            label={t('fields.map_url')}
            description={t('fields.optional')}
            type="url"
            maxLength={SETTINGS_LIMITS.url}
            {...ltr}
            {...field('map_url')}
          />
        </Block>

        <Block title={t('legal.title')} description={t('legal.hint')}>
          <LegalIdentityFields field={field} />
        </Block>

        <Block title={t('sections.hours')} description={t('sections.hours_hint')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label={t('fields.support_hours')} required maxLength={SETTINGS_LIMITS.text} {...ltr} {...field('support_hours')} />
            <TextInput
              label={t('fields.support_hours_ar')}
              description={t('fields.optional')}
              maxLength={SETTINGS_LIMITS.text}
              dir="rtl"
              {...field('support_hours_ar')}
            />
          </SimpleGrid>
          <TextInput
            label={t('fields.mobile_app_url')}
            description={t('fields.optional')}
            type="url"
            maxLength={SETTINGS_LIMITS.url}
            {...ltr}
            {...field('mobile_app_url')}
          />
        </Block>

        <Block title={t('sections.about')} description={t('sections.about_hint')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Textarea label={t('fields.about_en')} autosize minRows={4} maxLength={SETTINGS_LIMITS.about} {...ltr} {...field('about_en')} />
            <Textarea
              label={t('fields.about_ar')}
              autosize
              minRows={4}
              maxLength={SETTINGS_LIMITS.about}
              dir="rtl"
              {...field('about_ar')}
            />
          </SimpleGrid>
        </Block>

        <Block title={t('sections.testimonials')} description={t('sections.testimonials_hint')}>
          {form.values.testimonials.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('testimonials.none')}
            </Text>
          )}
          {form.values.testimonials.map((_, index) => (
            <Card key={index} withBorder radius="md" padding="sm" bg="var(--mantine-color-gray-0)" data-testid="testimonial">
              <Stack gap="xs">
                <Group justify="space-between" wrap="nowrap">
                  <Text fw={600} size="sm">
                    {t('testimonials.item', { n: index + 1 })}
                  </Text>
                  <Button
                    variant="subtle"
                    color="red"
                    size="xs"
                    leftSection={<IconTrash size={14} aria-hidden />}
                    onClick={() => form.removeListItem('testimonials', index)}
                  >
                    {t('testimonials.remove')}
                  </Button>
                </Group>
                <TextInput
                  label={t('testimonials.name')}
                  required
                  maxLength={SETTINGS_LIMITS.name}
                  dir="auto"
                  {...field(`testimonials.${index}.name`)}
                />
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
                  <TextInput
                    label={t('testimonials.role_en')}
                    maxLength={SETTINGS_LIMITS.text}
                    {...ltr}
                    {...field(`testimonials.${index}.role_en`)}
                  />
                  <TextInput
                    label={t('testimonials.role_ar')}
                    maxLength={SETTINGS_LIMITS.text}
                    dir="rtl"
                    {...field(`testimonials.${index}.role_ar`)}
                  />
                  <Textarea
                    label={t('testimonials.text_en')}
                    autosize
                    minRows={2}
                    maxLength={SETTINGS_LIMITS.quote}
                    {...ltr}
                    {...field(`testimonials.${index}.text_en`)}
                  />
                  <Textarea
                    label={t('testimonials.text_ar')}
                    autosize
                    minRows={2}
                    maxLength={SETTINGS_LIMITS.quote}
                    dir="rtl"
                    {...field(`testimonials.${index}.text_ar`)}
                  />
                </SimpleGrid>
              </Stack>
            </Card>
          ))}
          {form.values.testimonials.length < SETTINGS_LIMITS.testimonials && (
            <Button
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => form.insertListItem('testimonials', { ...emptyTestimonial })}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('testimonials.add')}
            </Button>
          )}
        </Block>

        <Group
          justify="flex-end"
          style={{
            position: 'sticky',
            bottom: 0,
            background: 'var(--mantine-color-body)',
            paddingBlock: 'var(--mantine-spacing-sm)',
            zIndex: 2,
          }}
        >
          <Button type="button" variant="default" disabled={!form.isDirty() || save.isPending} onClick={() => form.reset()}>
            {t('reset')}
          </Button>
          <Button type="submit" loading={save.isPending} leftSection={<IconDeviceFloppy size={16} aria-hidden />}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
