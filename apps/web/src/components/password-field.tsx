import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A password input that stays left-to-right and whose show/hide toggle has a name. */
export function PasswordField(props: PasswordInputProps) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      dir="ltr"
      // The box is left to right too, so the show/hide toggle sits where the text ends instead of over it.
      inputContainer={(children) => <div dir="ltr">{children}</div>}
      visibilityToggleButtonProps={{ 'aria-label': t('password.toggle') }}
      {...props}
    />
  );
}
