import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { validateBarcodeBody } from '@academy/shared';
import { applyServerErrors, fieldProps } from '@/lib/forms';
import { useValidateBarcode, type BarcodeStudent } from '../api/validate-barcode';

export interface FoundCard {
  barcode: string;
  phone: string;
  student: BarcodeStudent;
}

/**
 * Step 1: the code printed on the student's card and the parent phone the academy has on file. Nothing is
 * said about a card until both match (an unknown code and a wrong phone get the same answer).
 */
export function BarcodeStep({ initial, onFound }: { initial?: { barcode: string; phone: string }; onFound: (card: FoundCard) => void }) {
  const { t } = useTranslation('auth');
  const check = useValidateBarcode();
  const form = useForm({
    initialValues: initial ?? { barcode: '', phone: '' },
    validate: zod4Resolver(validateBarcodeBody, { errorPriority: 'first' }),
  });
  const submit = form.onSubmit(({ barcode, phone }) => {
    const card = { barcode: barcode.trim(), phone: phone.trim() };
    check.mutate(card, { onSuccess: ({ student }) => onFound({ ...card, student }), onError: (error) => applyServerErrors(form, error) });
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
          required
          {...fieldProps(form, 'barcode')}
        />
        <TextInput
          label={t('barcode.parent_phone')}
          description={t('barcode.parent_phone_hint')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          dir="ltr"
          required
          {...fieldProps(form, 'phone')}
        />
        <Button type="submit" loading={check.isPending}>
          {t('barcode.check')}
        </Button>
      </Stack>
    </form>
  );
}
