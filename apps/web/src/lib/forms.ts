import type { FormErrors, GetInputPropsReturnType } from '@mantine/form';
import { translateFieldError } from '@/i18n/translate';
import { isApiError } from './api/api-error';

interface FormFields<Name extends string> {
  errors: FormErrors;
  getInputProps: (path: Name) => GetInputPropsReturnType;
}

/** The input props of a field with its error (a validation key or server code) translated. */
export function fieldProps<Name extends string>(form: FormFields<Name>, name: Name) {
  const props = form.getInputProps(name);
  return { ...props, error: translateFieldError(props.error) };
}

export function fieldError(form: { errors: FormErrors }, name: string): string | undefined {
  return translateFieldError(form.errors[name]);
}

/** Puts the server's `details` ({field: [key]}) on the form's fields; true when there were any. */
export function applyServerErrors(form: { setErrors: (errors: FormErrors) => void }, error: unknown): boolean {
  if (!isApiError(error) || !error.details) return false;
  const entries = Object.entries(error.details).filter(([, keys]) => keys.length > 0);
  if (entries.length === 0) return false;
  form.setErrors(Object.fromEntries(entries.map(([field, keys]) => [field, keys[0]])));
  return true;
}
