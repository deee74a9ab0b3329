import { Badge, Button, Group, Modal, Stack, Switch, Text } from '@mantine/core';
import { IconEye, IconKey, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { MobileHolderType } from '@academy/shared';
import { notifySuccess } from '@/lib/api/notify';
import { useGenerateCredentials, type IssuedCredentials } from '../../api/generate-credentials';
import { useResetMobilePassword } from '../../api/reset-mobile-password';
import { useToggleMobileAccess } from '../../api/toggle-mobile-access';
import { CredentialsModal } from './credentials-modal';

interface Props {
  type: MobileHolderType;
  id: number;
  name: string;
  username: string | null;
  /** Unknown for a parent until the credentials are viewed. */
  passwordSet: boolean | null;
  appEnabled: boolean;
}

/** One holder's mobile access: username, whether a password is set, app access, and View / Reset / Generate. */
export function HolderAccess({ type, id, name, username, passwordSet, appEnabled }: Props) {
  const { t } = useTranslation('admin');
  const generate = useGenerateCredentials();
  const reset = useResetMobilePassword();
  const toggle = useToggleMobileAccess();
  const [viewing, setViewing] = useState(false);
  const [confirmReset, setConfirmReset] = useState(false);
  const [issued, setIssued] = useState<IssuedCredentials['credentials'] | null>(null);
  const kind = t(`mobile.holder.${type}`);

  const show = (result: IssuedCredentials) => {
    notifySuccess(result.created ? t('mobile.generated', { name }) : t('mobile.reset_done', { name }));
    setIssued(result.credentials);
  };

  return (
    <Stack gap="xs" data-testid={`mobile-${type}`}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text fw={600}>
          {kind} · {name}
        </Text>
        <Badge variant="light" color={username ? 'green' : 'gray'}>
          {username ? t('mobile.has_credentials') : t('mobile.no_credentials_badge')}
        </Badge>
      </Group>
      <Text size="sm">
        {t('mobile.username')}:{' '}
        {username ? (
          <bdi dir="ltr">{username}</bdi>
        ) : (
          <Text span c="dimmed">
            {t('mobile.not_generated')}
          </Text>
        )}
      </Text>
      {passwordSet !== null && username && (
        <Text size="sm">
          {t('mobile.password')}:{' '}
          {passwordSet ? (
            t('mobile.password_set')
          ) : (
            <Text span c="dimmed">
              {t('mobile.password_not_set')}
            </Text>
          )}
        </Text>
      )}
      <Switch
        label={t('mobile.app_access')}
        description={appEnabled ? t('mobile.app_enabled') : t('mobile.app_disabled')}
        checked={appEnabled}
        disabled={toggle.isPending}
        onChange={(event) =>
          toggle.mutate(
            { type, id, enabled: event.currentTarget.checked },
            {
              onSuccess: (result) =>
                notifySuccess(result.mobile_app_enabled ? t('mobile.enabled_toast', { name }) : t('mobile.disabled_toast', { name })),
            },
          )
        }
      />
      <Group gap="xs" wrap="wrap">
        <Button
          size="xs"
          variant="light"
          leftSection={<IconEye size={14} aria-hidden />}
          onClick={() => setViewing(true)}
          aria-label={t('mobile.view_label', { who: kind })}
        >
          {t('mobile.view')}
        </Button>
        {username ? (
          <Button
            size="xs"
            variant="light"
            color="orange"
            leftSection={<IconRefresh size={14} aria-hidden />}
            onClick={() => setConfirmReset(true)}
            aria-label={t('mobile.reset_label', { who: kind })}
          >
            {t('mobile.reset')}
          </Button>
        ) : (
          <Button
            size="xs"
            leftSection={<IconKey size={14} aria-hidden />}
            loading={generate.isPending}
            onClick={() => generate.mutate({ type, id }, { onSuccess: show })}
            aria-label={t('mobile.generate_label', { who: kind })}
          >
            {t('mobile.generate')}
          </Button>
        )}
      </Group>
      {(viewing || issued) && (
        <CredentialsModal
          type={type}
          id={id}
          name={name}
          issued={issued ?? undefined}
          onClose={() => {
            setViewing(false);
            setIssued(null);
          }}
        />
      )}
      <Modal
        opened={confirmReset}
        onClose={() => setConfirmReset(false)}
        title={t('mobile.reset_title')}
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Stack gap="md">
          <Text>
            <Trans t={t} i18nKey="mobile.reset_confirm" values={{ name }} components={{ v: <bdi /> }} />
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirmReset(false)} disabled={reset.isPending}>
              {t('common.cancel')}
            </Button>
            <Button
              color="orange"
              loading={reset.isPending}
              onClick={() =>
                reset.mutate(
                  { type, id },
                  {
                    onSuccess: (result) => {
                      setConfirmReset(false);
                      show(result);
                    },
                  },
                )
              }
            >
              {t('mobile.reset')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
