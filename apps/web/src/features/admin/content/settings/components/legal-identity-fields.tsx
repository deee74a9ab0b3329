import { SimpleGrid, TextInput, type TextInputProps } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { LEGAL_LIMITS, PHONE_MAX_LENGTH } from '@academy/shared';
import classes from './legal-identity.module.css';

type FieldProps = (path: string) => Partial<TextInputProps>;

const NUMBERS = [
  { key: 'rc', maxLength: 40, inputMode: 'text' },
  { key: 'nif', maxLength: 40, inputMode: 'numeric' },
  { key: 'nis', maxLength: 30, inputMode: 'numeric' },
  { key: 'ai', maxLength: 24, inputMode: 'numeric' },
] as const;

/**
 * The academy's legal identity (issue 28 item 2): legal name and address in Latin letters and in Arabic, the RC,
 * NIF, NIS and AI numbers and the documents' phone. The numbers and the phone are typed left to right in every
 * language; the shared schema (legalIdentitySchema) checks their shape here and on the server.
 */
export function LegalIdentityFields({ field }: { field: FieldProps }) {
  const { t } = useTranslation('admin-settings');
  const input = { classNames: { input: classes.input } };
  // Hints whose examples (a Latin name, an RC number, a phone) must keep their order inside Arabic text.
  const hint = (key: 'name_hint' | 'rc_hint' | 'phone_hint') => (
    <Trans t={t} i18nKey={`legal.${key}`} components={{ ltr: <bdi dir="ltr" /> }} />
  );
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={t('legal.name')}
          description={hint('name_hint')}
          maxLength={LEGAL_LIMITS.name}
          dir="ltr"
          {...input}
          {...field('legal.legal_name')}
        />
        <TextInput
          label={t('legal.name_ar')}
          description={t('legal.name_ar_hint')}
          maxLength={LEGAL_LIMITS.name}
          dir="rtl"
          {...input}
          {...field('legal.legal_name_ar')}
        />
        <TextInput label={t('legal.address')} maxLength={LEGAL_LIMITS.address} dir="ltr" {...input} {...field('legal.legal_address')} />
        <TextInput
          label={t('legal.address_ar')}
          maxLength={LEGAL_LIMITS.address}
          dir="rtl"
          {...input}
          {...field('legal.legal_address_ar')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {NUMBERS.map(({ key, maxLength, inputMode }) => (
          <TextInput
            key={key}
            label={t(`legal.${key}`)}
            description={key === 'rc' ? hint('rc_hint') : t(`legal.${key}_hint`)}
            maxLength={maxLength}
            inputMode={inputMode}
            autoComplete="off"
            spellCheck={false}
            dir="ltr"
            {...input}
            {...field(`legal.${key}`)}
          />
        ))}
        <TextInput
          label={t('legal.phone')}
          description={hint('phone_hint')}
          type="tel"
          inputMode="tel"
          maxLength={PHONE_MAX_LENGTH}
          dir="ltr"
          {...input}
          {...field('legal.phone')}
        />
      </SimpleGrid>
    </>
  );
}
