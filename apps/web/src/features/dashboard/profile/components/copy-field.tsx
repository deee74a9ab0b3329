import { ActionIcon, CopyButton, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A read-only value (username, password) with a copy button, always left to right. */
export function CopyField({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation('account');
  return (
    <TextInput
      label={label}
      value={value}
      readOnly
      dir="ltr"
      // The box is left to right too (not only the text), so the copy button sits where the value ends.
      inputContainer={(children) => <div dir="ltr">{children}</div>}
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      onFocus={(event) => event.currentTarget.select()}
      rightSection={
        <CopyButton value={value} timeout={2000}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t('security.copied') : t('security.copy')} withArrow>
              <ActionIcon
                variant="subtle"
                color={copied ? 'teal' : 'gray'}
                onClick={copy}
                aria-label={t('security.copy_label', { what: label })}
              >
                {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      }
    />
  );
}
