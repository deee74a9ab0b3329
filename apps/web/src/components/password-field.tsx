import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A password input that stays left-to-right and whose show/hide toggle has a name. */
export function PasswordField(props: PasswordInputProps) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      dir="ltr"
      visibilityToggleButtonProps={{ 'aria-label': t('password.toggle') }}
      {...props}
    />
  );
}
