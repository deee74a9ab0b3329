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
  onBack: () => void;
  onDone: (response: BarcodeSetupResponse) => void;
}

/** Step 2: the phone number and password the family will log in with from now on. */
export function BarcodeSetupStep({ barcode, onBack, onDone }: Props) {
  const { t } = useTranslation('auth');
  const setup = useBarcodeSetupLogin();
  const form = useForm({
    initialValues: { barcode, phone: '', password: '', confirm_password: '' },
    validate: zod4Resolver(barcodeSetupForm, { errorPriority: 'first' }),
  });
  const submit = form.onSubmit(({ phone, password }) =>
    setup.mutate(
      { barcode, phone: phone.trim(), password },
      { onSuccess: onDone, onError: (error) => applyServerErrors(form, error) },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('barcode.step2_text')}
        </Text>
        <TextInput
          label={t('barcode.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          dir="ltr"
          required
          {...fieldProps(form, 'phone')}
        />
        <PasswordField label={t('barcode.password')} autoComplete="new-password" required {...fieldProps(form, 'password')} />
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
