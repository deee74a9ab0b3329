import { Button, Group, NumberInput, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { adminSectionBody, SECTION_FORM_DEFAULTS, type AdminSection, type AdminSectionInput } from '@academy/shared';
import { applyServerErrors } from '@/lib/forms';
import { courseFieldError } from '../lib/course-field-error';

export type SectionFormValues = {
  section_name: string;
  schedule: string;
  max_students: number | string;
  is_active: boolean;
};

interface Props {
  section?: AdminSection;
  saving: boolean;
  /** `showServerErrors` puts a 400's field details on the fields; true when there were any. */
  onSubmit: (body: AdminSectionInput, reset: () => void, showServerErrors: (error: unknown) => boolean) => void;
  onCancel?: () => void;
}

/**
 * A section's name, schedule text (checked with the shared parser: 'Sun 17:00-19:00, Tue 14:00-16:00' or
 * TBD; several days a week allowed), seats and active flag. A new one starts at 'Section A', TBD, 30, active.
 */
export function SectionForm({ section, saving, onSubmit, onCancel }: Props) {
  const { t } = useTranslation('admin-courses');
  const initialValues: SectionFormValues = section
    ? { section_name: section.section_name, schedule: section.schedule, max_students: section.max_students, is_active: section.is_active }
    : { ...SECTION_FORM_DEFAULTS };
  const form = useForm<SectionFormValues>({ initialValues, validate: zod4Resolver(adminSectionBody, { errorPriority: 'first' }) });
  const field = (name: keyof SectionFormValues) => {
    const props = form.getInputProps(name);
    return { ...props, error: courseFieldError(props.error) };
  };
  const submit = form.onSubmit((values) =>
    onSubmit(
      {
        section_name: values.section_name,
        schedule: values.schedule,
        max_students: values.max_students === '' ? undefined : values.max_students,
        is_active: values.is_active,
      },
      () => form.setValues(initialValues),
      (error) => applyServerErrors(form, error),
    ),
  );
  return (
    <form onSubmit={submit} noValidate data-testid={section ? `section-edit-form-${section.id}` : 'section-create-form'}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={t('sections.name')} required {...field('section_name')} />
          <TextInput label={t('sections.schedule')} description={t('sections.schedule_hint')} required dir="ltr" {...field('schedule')} />
          <NumberInput
            label={t('sections.max_students')}
            min={1}
            step={1}
            allowDecimal={false}
            allowNegative={false}
            {...field('max_students')}
          />
          <Switch label={t('sections.is_active')} mt={{ sm: 'xl' }} {...form.getInputProps('is_active', { type: 'checkbox' })} />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={saving}>
              {t('form.cancel')}
            </Button>
          )}
          <Button type="submit" loading={saving}>
            {section ? t('sections.save') : t('sections.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
