import { ActionIcon, CopyButton, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy, IconEye, IconEyeOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  label: string;
  /** Null: nothing issued yet, and `missing` says so. */
  value: string | null;
  missing: string;
  /** A secret: shown as dots until the admin asks to see it (it can be copied either way). */
  secret?: boolean;
  testId?: string;
}

/** A username or password with its copy button, always left to right (monospace, isolated inside Arabic). */
export function CopyField({ label, value, missing, secret = false, testId }: Props) {
  const { t } = useTranslation('admin-people');
  const [shown, setShown] = useState(false);
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      {value === null ? (
        <Text size="sm" c="dimmed" fs="italic" data-testid={testId}>
          {missing}
        </Text>
      ) : (
        <Group gap={4} wrap="nowrap">
          <Text
            component="bdi"
            dir="ltr"
            ff="monospace"
            size="sm"
            fw={600}
            style={{ overflowWrap: 'anywhere', minWidth: 0 }}
            data-testid={testId}
            aria-label={secret && !shown ? t('mobile.password_hidden', { what: label }) : undefined}
          >
            {secret && !shown ? '••••••••' : value}
          </Text>
          {secret && (
            <Tooltip label={shown ? t('mobile.hide', { what: label }) : t('mobile.show', { what: label })} withArrow>
              <ActionIcon
                variant="subtle"
                color="gray"
                onClick={() => setShown((s) => !s)}
                aria-label={shown ? t('mobile.hide', { what: label }) : t('mobile.show', { what: label })}
              >
                {shown ? <IconEyeOff size={16} aria-hidden /> : <IconEye size={16} aria-hidden />}
              </ActionIcon>
            </Tooltip>
          )}
          <CopyButton value={value} timeout={2000}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? t('mobile.copied') : t('mobile.copy', { what: label })} withArrow>
                <ActionIcon variant="subtle" color={copied ? 'teal' : 'gray'} onClick={copy} aria-label={t('mobile.copy', { what: label })}>
                  {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        </Group>
      )}
    </Stack>
  );
}
