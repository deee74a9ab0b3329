import { Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { barcodeLoginBody } from '@academy/shared';
import { PasswordField } from '@/components/password-field';
import { fieldProps } from '@/lib/forms';
import { useBarcodeLogin } from '../api/barcode-login';
import type { BarcodeSetupResponse } from '../api/barcode-setup-login';

interface Props {
  barcode: string;
  onLogin: () => void;
  onDone: (response: BarcodeSetupResponse) => void;
}

/** The card is already claimed: the family signs in here with the card and its password, or goes to the login page. */
export function BarcodeSignInStep({ barcode, onLogin, onDone }: Props) {
  const { t } = useTranslation(['auth', 'errors']);
  const signIn = useBarcodeLogin();
  const form = useForm({
    initialValues: { barcode, password: '' },
    validate: zod4Resolver(barcodeLoginBody, { errorPriority: 'first' }),
  });
  const submit = form.onSubmit(({ password }) => signIn.mutate({ barcode, password }, { onSuccess: onDone }));
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('errors:barcode_already_set_up')}</Text>
        <PasswordField
          label={t('barcode.password')}
          autoComplete="current-password"
          required
          data-autofocus
          {...fieldProps(form, 'password')}
        />
        <Group justify="space-between">
          <Button variant="default" onClick={onLogin}>
            {t('barcode.go_to_login')}
          </Button>
          <Button type="submit" loading={signIn.isPending}>
            {t('barcode.sign_in')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
