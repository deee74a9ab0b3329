import { useState } from 'react';
import { ActionIcon, Button, FileInput, Group, Paper, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { IconBook2, IconPaperclip, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { HOMEWORK_FILE_ACCEPT, homeworkFields, TEACHER_NOTES_LIMITS, type Homework } from '@academy/shared';
import { HomeworkAttachments } from '@/components/homework-attachments';
import { LoadError } from '@/components/load-error';
import { useLanguage } from '@/i18n/use-language';
import { notifyError, notifySuccess } from '@/lib/api/notify';
import { applyServerErrors, fieldError, fieldProps } from '@/lib/forms';
import { useCreateHomework, useDeleteHomework, useHomework } from '../api/homework';
import { dayLabel } from '../lib';

/** The form that sets a new homework: title, text, due date and up to 5 files (pictures or PDFs). */
function NewHomeworkForm({ sectionId, today, onDone }: { sectionId: number; today: string; onDone: () => void }) {
  const { t } = useTranslation('teacher');
  const create = useCreateHomework(sectionId);
  const [files, setFiles] = useState<File[]>([]);
  const form = useForm({
    initialValues: { title: '', body: '', due_on: '' },
    validate: zod4Resolver(homeworkFields, { errorPriority: 'first' }),
  });
  const max = TEACHER_NOTES_LIMITS.homeworkMaxFiles;
  const submit = form.onSubmit((values) => {
    if (files.length > max) return form.setFieldError('files', 'too_many_attachments');
    create.mutate(
      { ...values, files },
      {
        onSuccess: () => {
          notifySuccess(t('homework.saved'));
          form.reset();
          setFiles([]);
          onDone();
        },
        onError: (error) => {
          applyServerErrors(form, error);
          notifyError(error, t('homework.failed'));
        },
      },
    );
  });
  return (
    <form onSubmit={submit} noValidate data-testid="homework-form">
      <Stack gap="sm">
        <TextInput
          label={t('homework.title_label')}
          required
          maxLength={TEACHER_NOTES_LIMITS.homeworkTitleMax}
          dir="auto"
          {...fieldProps(form, 'title')}
        />
        <Textarea
          label={t('homework.body_label')}
          autosize
          minRows={3}
          dir="auto"
          maxLength={TEACHER_NOTES_LIMITS.homeworkBodyMax}
          {...fieldProps(form, 'body')}
        />
        <TextInput label={t('homework.due_label')} type="date" min={today} dir="ltr" {...fieldProps(form, 'due_on')} />
        <FileInput
          label={t('homework.files_label')}
          description={t('homework.files_help', { max })}
          placeholder={t('homework.files_placeholder')}
          multiple
          clearable
          accept={HOMEWORK_FILE_ACCEPT}
          fileInputProps={{ 'aria-label': t('homework.files_label') }}
          value={files}
          onChange={setFiles}
          leftSection={<IconPaperclip size={18} aria-hidden />}
          error={files.length > max ? t('homework.files_limit', { max }) : fieldError(form, 'files')}
          size="md"
        />
        <Group grow>
          <Button variant="default" size="lg" onClick={onDone}>
            {t('homework.cancel')}
          </Button>
          <Button type="submit" size="lg" loading={create.isPending} data-testid="homework-save">
            {t('homework.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function HomeworkItem({ sectionId, item }: { sectionId: number; item: Homework }) {
  const { t } = useTranslation('teacher');
  const { locale } = useLanguage();
  const remove = useDeleteHomework(sectionId);
  const drop = () => {
    if (!window.confirm(t('homework.delete_confirm', { title: item.title }))) return;
    remove.mutate(item.id, {
      onSuccess: () => notifySuccess(t('homework.deleted')),
      onError: (error) => notifyError(error, t('homework.delete_failed')),
    });
  };
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-testid="homework-item">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Text fw={600} dir="auto">
              {item.title}
            </Text>
            {item.due_on && (
              <Text size="sm" c="dimmed">
                {t('homework.due', { date: dayLabel(item.due_on, locale) })}
              </Text>
            )}
          </div>
          <ActionIcon
            variant="subtle"
            color="red"
            size={44}
            onClick={drop}
            loading={remove.isPending}
            aria-label={t('homework.delete', { title: item.title })}
          >
            <IconTrash size={20} aria-hidden />
          </ActionIcon>
        </Group>
        {item.body && (
          <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
            {item.body}
          </Text>
        )}
        <HomeworkAttachments files={item.attachments} locale={locale} openLabel={t('homework.open_file')} />
      </Stack>
    </Paper>
  );
}

/** A class's homework: the latest first, each with its files and a delete button; a form to set a new one. */
export function HomeworkSection({ sectionId }: { sectionId: number }) {
  const { t } = useTranslation('teacher');
  const list = useHomework(sectionId);
  const [adding, setAdding] = useState(false);
  return (
    <Stack gap="sm" component="section" aria-labelledby="homework-title">
      <Group justify="space-between">
        <Title order={3} size="h4" id="homework-title">
          <IconBook2 size={20} aria-hidden style={{ verticalAlign: 'text-bottom', marginInlineEnd: 6 }} />
          {t('homework.heading')}
        </Title>
        {!adding && list.data && (
          <Button leftSection={<IconPlus size={18} aria-hidden />} size="md" onClick={() => setAdding(true)} data-testid="homework-add">
            {t('homework.add')}
          </Button>
        )}
      </Group>
      {list.isError && (
        <LoadError title={t('homework.load_failed')} error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      )}
      {adding && list.data && (
        <Paper withBorder radius="md" p="md">
          <NewHomeworkForm sectionId={sectionId} today={list.data.today} onDone={() => setAdding(false)} />
        </Paper>
      )}
      {list.data &&
        (list.data.items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('homework.empty')}
          </Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {list.data.items.map((item) => (
              <HomeworkItem key={item.id} sectionId={sectionId} item={item} />
            ))}
          </Stack>
        ))}
    </Stack>
  );
}
