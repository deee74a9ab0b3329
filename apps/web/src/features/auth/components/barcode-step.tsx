import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { validateBarcodeBody } from '@academy/shared';
import { fieldProps } from '@/lib/forms';
import { useValidateBarcode, type BarcodeStudent } from '../api/validate-barcode';

/** Step 1: the code printed on the student's card. */
export function BarcodeStep({ onFound }: { onFound: (barcode: string, student: BarcodeStudent) => void }) {
  const { t } = useTranslation('auth');
  const check = useValidateBarcode();
  const form = useForm({
    initialValues: { barcode: '' },
    validate: zod4Resolver(validateBarcodeBody, { errorPriority: 'first' }),
  });
  const submit = form.onSubmit(({ barcode }) => {
    const code = barcode.trim();
    check.mutate(code, { onSuccess: ({ student }) => onFound(code, student) });
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('barcode.step1_text')}
        </Text>
        <TextInput
          label={t('barcode.barcode')}
          dir="ltr"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          data-autofocus
          {...fieldProps(form, 'barcode')}
        />
        <Button type="submit" loading={check.isPending}>
          {t('barcode.check')}
        </Button>
      </Stack>
    </form>
  );
}
