import {
  AspectRatio,
  Button,
  Fieldset,
  FileInput,
  Group,
  Image,
  Modal,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPhoto } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  adminCourseBody,
  CATEGORIES,
  COURSE_IMAGE,
  LEVEL_GRADES,
  LEVEL_LABELS,
  LEVELS,
  PROFILE_PICTURE_MIME,
  SUBJECT_CODES,
  SUBJECTS,
  type AdminCourse,
  type Level,
} from '@academy/shared';
import { useLanguage } from '@/i18n/use-language';
import { notifyError, notifySuccess } from '@/lib/api/notify';
import { applyServerErrors } from '@/lib/forms';
import { useSaveCourse } from '../api/save-course';
import { courseFieldError } from '../lib/course-field-error';
import { courseFormData, courseFormValues, type CourseFormValues } from '../lib/course-form';

interface Props {
  /** Editing this course; adding one without it. */
  course?: AdminCourse;
  onClose: () => void;
}

const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** Add / edit a course: names and descriptions in both languages, level, year, subject, pricing, seats and picture. */
export function CourseFormModal({ course, onClose }: Props) {
  const { t } = useTranslation('admin-courses');
  const { lang } = useLanguage();
  const save = useSaveCourse();
  const form = useForm<CourseFormValues>({
    initialValues: courseFormValues(course),
    validate: zod4Resolver(adminCourseBody, { errorPriority: 'first' }),
  });
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  const previewUrl = useRef<string | null>(null);
  const choose = (file: File | null) => {
    if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    previewUrl.current = file ? URL.createObjectURL(file) : null;
    setPreview(previewUrl.current);
    setImage(file);
  };
  // The chosen picture's preview URL is released with the dialog.
  useEffect(
    () => () => {
      if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    },
    [],
  );

  const field = (name: keyof CourseFormValues) => {
    const props = form.getInputProps(name);
    return { ...props, error: courseFieldError(props.error) };
  };
  const level = LEVELS.includes(form.values.level as Level) ? (form.values.level as Level) : undefined;
  const monthly = form.values.pricing_type === 'monthly';
  const priceField = monthly ? 'monthly_price' : 'session_price';

  const submit = form.onSubmit((values) => {
    save.mutate(
      { id: course?.id, form: courseFormData(values, image) },
      {
        onSuccess: (saved) => {
          const name = (lang === 'ar' && saved.course.name_ar) || saved.course.name;
          notifySuccess(t(course ? 'toasts.updated' : 'toasts.created', { name }));
          onClose();
        },
        onError: (error) => {
          if (!applyServerErrors(form, error)) notifyError(error, t(course ? 'toasts.update_failed' : 'toasts.create_failed'));
        },
      },
    );
  });

  const shownImage = preview ?? course?.image_url ?? null;
  return (
    <Modal
      opened
      onClose={onClose}
      title={course ? t('form.edit_title') : t('form.add_title')}
      size="xl"
      centered
      closeButtonProps={{ 'aria-label': t('form.close') }}
    >
      <form onSubmit={submit} noValidate data-testid="course-form">
        <Stack gap="lg">
          <Fieldset legend={t('form.names')}>
            <Stack gap="sm">
              <Text size="sm" c="dimmed">
                {t('form.names_hint')}
              </Text>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <TextInput label={t('form.name_en')} lang="en" dir="ltr" data-autofocus {...field('name_en')} />
                <TextInput label={t('form.name_ar')} lang="ar" dir="rtl" {...field('name_ar')} />
                <Textarea
                  label={t('form.description_en')}
                  lang="en"
                  dir="ltr"
                  autosize
                  minRows={3}
                  maxRows={8}
                  {...field('description_en')}
                />
                <Textarea
                  label={t('form.description_ar')}
                  lang="ar"
                  dir="rtl"
                  autosize
                  minRows={3}
                  maxRows={8}
                  {...field('description_ar')}
                />
                <TextInput label={t('form.name_fr')} lang="fr" dir="ltr" {...field('name_fr')} />
                <Textarea
                  label={t('form.description_fr')}
                  lang="fr"
                  dir="ltr"
                  autosize
                  minRows={3}
                  maxRows={8}
                  {...field('description_fr')}
                />
              </SimpleGrid>
            </Stack>
          </Fieldset>
          <Fieldset legend={t('form.placement')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <Select
                label={t('form.level')}
                required
                data={LEVELS.map((l) => ({ value: l, label: LEVEL_LABELS[l][lang] }))}
                {...field('level')}
                onChange={(value) => {
                  form.setFieldValue('level', value ?? '');
                  form.setFieldValue('grade', '');
                }}
              />
              <Select
                label={t('form.grade')}
                placeholder={level ? t('form.grade_any') : t('filters.level_first')}
                data={level ? LEVEL_GRADES[level].map((g) => ({ value: g.id, label: g[lang] })) : []}
                disabled={!level}
                clearable
                {...field('grade')}
                onChange={(value) => form.setFieldValue('grade', value ?? '')}
              />
              <Select
                label={t('form.subject')}
                data={SUBJECT_CODES.map((code) => ({ value: code, label: SUBJECTS[code][lang] }))}
                searchable
                clearable
                {...field('subject')}
                onChange={(value) => form.setFieldValue('subject', value ?? '')}
              />
              <Select
                label={t('form.category')}
                data={CATEGORIES.map((c) => ({ value: c, label: t(`category.${c}`) }))}
                allowDeselect={false}
                {...field('category')}
              />
            </SimpleGrid>
          </Fieldset>
          <Fieldset legend={t('form.pricing')}>
            <Stack gap="md">
              <Stack gap={4}>
                <Text size="sm" fw={500} id="pricing-type-label">
                  {t('form.pricing_type')}
                </Text>
                <SegmentedControl
                  aria-labelledby="pricing-type-label"
                  data={[
                    { value: 'session', label: t('pricing.session') },
                    { value: 'monthly', label: t('pricing.monthly') },
                  ]}
                  {...form.getInputProps('pricing_type')}
                />
              </Stack>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <NumberInput
                  key={priceField}
                  label={t(monthly ? 'form.monthly_price' : 'form.session_price')}
                  required
                  min={0}
                  step={0.01}
                  decimalScale={2}
                  allowNegative={false}
                  rightSection={
                    <Text size="xs" c="dimmed">
                      {t('form.currency')}
                    </Text>
                  }
                  rightSectionWidth={40}
                  {...field(priceField)}
                  onChange={(value) => form.setFieldValue(priceField, String(value))}
                />
                <TextInput label={t('form.display_price')} description={t('form.display_price_hint')} {...field('display_price')} />
                <NumberInput
                  label={t('form.duration')}
                  min={0.25}
                  max={12}
                  step={0.25}
                  decimalScale={2}
                  allowNegative={false}
                  {...field('session_duration_hours')}
                  onChange={(value) => form.setFieldValue('session_duration_hours', String(value))}
                />
                <NumberInput
                  label={t('form.max_students')}
                  required
                  min={1}
                  step={1}
                  allowDecimal={false}
                  allowNegative={false}
                  {...field('max_students')}
                  onChange={(value) => form.setFieldValue('max_students', String(value))}
                />
              </SimpleGrid>
            </Stack>
          </Fieldset>
          <Fieldset legend={t('form.image')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <Stack gap="xs">
                <FileInput
                  label={t('form.image_file')}
                  description={t('form.image_hint')}
                  accept={PROFILE_PICTURE_MIME.join(',')}
                  leftSection={<IconPhoto size={16} aria-hidden />}
                  clearable
                  value={image}
                  error={imageError}
                  data-testid="course-image-input"
                  onChange={(file) => {
                    if (file && file.size > MAX_IMAGE_BYTES) {
                      setImageError(t('form.image_too_large'));
                      choose(null);
                      return;
                    }
                    setImageError(null);
                    choose(file);
                  }}
                />
                <Switch label={t('form.is_active')} {...form.getInputProps('is_active', { type: 'checkbox' })} />
              </Stack>
              <AspectRatio ratio={COURSE_IMAGE.width / COURSE_IMAGE.height} maw={320}>
                {shownImage ? (
                  <Image src={shownImage} alt={t('form.image_preview')} radius="sm" fit="cover" data-testid="course-image-preview" />
                ) : (
                  <Stack align="center" justify="center" bg="gray.1" c="gray.6" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
                    <IconPhoto size={36} aria-hidden />
                    <Text size="sm">{t('form.no_image')}</Text>
                  </Stack>
                )}
              </AspectRatio>
            </SimpleGrid>
          </Fieldset>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {course ? t('form.save') : t('form.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
