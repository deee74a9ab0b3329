import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { barcodeSetupForm } from '@academy/shared';
import { PasswordField } from '@/components/password-field';
import { applyServerErrors, fieldProps } from '@/lib/forms';
import { useBarcodeSetupLogin, type BarcodeSetupResponse } from '../api/barcode-setup-login';

interface Props {
  barcode: string;
  /** The parent phone on file, proven in step 1: the account's phone from now on. */
  phone: string;
  onBack: () => void;
  onDone: (response: BarcodeSetupResponse) => void;
}

/** Step 2: the password the family will log in with, beside the phone on file. */
export function BarcodeSetupStep({ barcode, phone, onBack, onDone }: Props) {
  const { t } = useTranslation('auth');
  const setup = useBarcodeSetupLogin();
  const form = useForm({
    initialValues: { barcode, phone, password: '', confirm_password: '' },
    validate: zod4Resolver(barcodeSetupForm, { errorPriority: 'first' }),
  });
  const submit = form.onSubmit(({ password }) =>
    setup.mutate({ barcode, phone, password }, { onSuccess: onDone, onError: (error) => applyServerErrors(form, error) }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('barcode.step2_text')}
        </Text>
        <TextInput label={t('barcode.phone')} type="tel" dir="ltr" readOnly required {...fieldProps(form, 'phone')} />
        <PasswordField
          label={t('barcode.password')}
          autoComplete="new-password"
          required
          data-autofocus
          {...fieldProps(form, 'password')}
        />
        <PasswordField
          label={t('barcode.confirm_password')}
          autoComplete="new-password"
          required
          {...fieldProps(form, 'confirm_password')}
        />
        <Group justify="space-between">
          <Button variant="default" onClick={onBack}>
            {t('barcode.back')}
          </Button>
          <Button type="submit" loading={setup.isPending}>
            {t('barcode.finish')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
