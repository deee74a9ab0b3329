import { Button, Group, NumberInput, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { adminSectionBody, SECTION_FORM_DEFAULTS, subjectLabel, type AdminSection, type AdminSectionInput } from '@academy/shared';
import { useLanguage } from '@/i18n/use-language';
import { formatNumber } from '@/lib/format';
import { applyServerErrors } from '@/lib/forms';
import { useRooms, useTeacherOptions } from '@/features/admin/api/courses/get-section-staff-options';
import { courseFieldError } from '../lib/course-field-error';

export type SectionFormValues = {
  section_name: string;
  schedule: string;
  max_students: number | string;
  is_active: boolean;
  /** The chosen teacher's and room's ids as the selects hold them; null for none. */
  teacher_id: string | null;
  room_id: string | null;
};

interface Props {
  section?: AdminSection;
  saving: boolean;
  /** `showServerErrors` puts a 400's field details on the fields; true when there were any. */
  onSubmit: (body: AdminSectionInput, reset: () => void, showServerErrors: (error: unknown) => boolean) => void;
  onCancel?: () => void;
}

const zodErrors = zod4Resolver(adminSectionBody, { errorPriority: 'first' });

/**
 * A section's name, schedule text (checked with the shared parser: 'Sun 17:00-19:00, Tue 14:00-16:00' or
 * TBD; several days a week allowed), seats, active flag, teacher and room. A new one starts at 'Section A',
 * TBD, 30, active, with neither. The seats may not pass the room's capacity (the server says so too).
 */
export function SectionForm({ section, saving, onSubmit, onCancel }: Props) {
  const { t } = useTranslation('admin-courses');
  const { lang, locale } = useLanguage();
  const teachers = useTeacherOptions();
  const roomList = useRooms();
  const initialValues: SectionFormValues = section
    ? {
        section_name: section.section_name,
        schedule: section.schedule,
        max_students: section.max_students,
        is_active: section.is_active,
        teacher_id: section.teacher_id === null ? null : String(section.teacher_id),
        room_id: section.room_id === null ? null : String(section.room_id),
      }
    : { ...SECTION_FORM_DEFAULTS, teacher_id: null, room_id: null };

  // The active teachers and rooms, plus the section's own when it has since been deactivated (kept as it is).
  const teacherData = (teachers.data?.teachers ?? []).map((o) => ({
    value: String(o.id),
    label: o.subjects.length
      ? t('sections.teacher_option', {
          name: o.full_name,
          subjects: o.subjects.map((s) => subjectLabel(s, lang)).join(t('sections.list_separator')),
        })
      : o.full_name,
  }));
  if (section?.teacher_id && !teacherData.some((o) => o.value === String(section.teacher_id)))
    teacherData.push({ value: String(section.teacher_id), label: section.teacher_name ?? '' });
  const activeRooms = (roomList.data?.rooms ?? []).filter((r) => r.is_active || r.id === section?.room_id);
  const roomData = activeRooms.map((r) => ({
    value: String(r.id),
    label: t('sections.room_option', { name: r.name, capacity: formatNumber(r.capacity, locale) }),
  }));
  if (section?.room_id && !roomData.some((o) => o.value === String(section.room_id)))
    roomData.push({
      value: String(section.room_id),
      label: t('sections.room_option', { name: section.room_name ?? '', capacity: formatNumber(section.room_capacity ?? 0, locale) }),
    });
  const capacityOf = (roomId: string | null) =>
    roomId === null
      ? null
      : (activeRooms.find((r) => String(r.id) === roomId)?.capacity ??
        (section && String(section.room_id) === roomId ? section.room_capacity : null));

  const form = useForm<SectionFormValues>({
    initialValues,
    validate: (values) => {
      const errors = zodErrors(values);
      const cap = capacityOf(values.room_id);
      const seats = Number(values.max_students === '' ? SECTION_FORM_DEFAULTS.max_students : values.max_students);
      if (!errors.max_students && cap !== null && seats > cap) errors.max_students = 'room_capacity_exceeded';
      return errors;
    },
  });
  const field = (name: keyof SectionFormValues) => {
    const props = form.getInputProps(name);
    return { ...props, error: courseFieldError(props.error) };
  };
  const cap = capacityOf(form.values.room_id);
  const submit = form.onSubmit((values) =>
    onSubmit(
      {
        section_name: values.section_name,
        schedule: values.schedule,
        max_students: values.max_students === '' ? undefined : values.max_students,
        is_active: values.is_active,
        teacher_id: values.teacher_id === null ? null : Number(values.teacher_id),
        room_id: values.room_id === null ? null : Number(values.room_id),
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
          <Select
            label={t('sections.teacher')}
            placeholder={teachers.isError ? t('sections.teachers_failed') : t('sections.teacher_none')}
            data={teacherData}
            searchable
            clearable
            nothingFoundMessage={t('sections.teachers_empty')}
            data-testid="section-teacher"
            {...field('teacher_id')}
          />
          <Select
            label={t('sections.room')}
            placeholder={roomList.isError ? t('sections.rooms_failed') : t('sections.room_none')}
            data={roomData}
            searchable
            clearable
            nothingFoundMessage={t('sections.rooms_empty')}
            data-testid="section-room"
            {...field('room_id')}
          />
          <NumberInput
            label={t('sections.max_students')}
            description={cap !== null ? t('sections.room_cap', { n: formatNumber(cap, locale) }) : undefined}
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
