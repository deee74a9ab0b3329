import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { MOBILE_REQUIREMENTS, type AdminMobileCredential, type MobileRequirement } from '@academy/shared';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api/api-error';
import { notifyError, notifySuccess } from '@/lib/api/notify';
import { useRegenerateCredentials, type RegeneratedCredentials } from '../api/regenerate-credentials';
import { CopyField } from './copy-field';

type Stage =
  | { kind: 'confirm' }
  | { kind: 'done'; credentials: RegeneratedCredentials['credentials'] }
  | { kind: 'missing'; requirements: MobileRequirement[] };

/**
 * Regenerate (or first generate) a holder's credentials after a confirmation; then the new password is
 * shown once, with copy buttons. When the holder does not qualify yet, what is missing is listed.
 */
export function RegenerateModal({ holder, onClose }: { holder: AdminMobileCredential | null; onClose: () => void }) {
  const { t } = useTranslation('admin-people');
  const regenerate = useRegenerateCredentials();
  const [stage, setStage] = useState<Stage>({ kind: 'confirm' });
  const [shownFor, setShownFor] = useState<string | null>(null);

  const key = holder ? `${holder.type}-${holder.id}` : null;
  if (key !== shownFor) {
    setShownFor(key);
    setStage({ kind: 'confirm' });
  }

  const name = holder?.name?.trim() || t('mobile.unnamed');
  const renewing = Boolean(holder?.has_credentials);
  const close = () => {
    if (!regenerate.isPending) onClose();
  };

  const run = () => {
    if (!holder) return;
    regenerate.mutate(
      { id: holder.id, type: holder.type },
      {
        onSuccess: (result) => {
          notifySuccess(result.created ? t('mobile.generated_toast', { name }) : t('mobile.regenerated_toast', { name }));
          setStage({ kind: 'done', credentials: result.credentials });
        },
        onError: (error) => {
          if (isApiError(error) && error.code === 'not_eligible') {
            const listed = error.details?.requirements ?? [];
            setStage({ kind: 'missing', requirements: MOBILE_REQUIREMENTS.filter((r) => listed.includes(r)) });
            return;
          }
          notifyError(error, t('mobile.regenerate_failed'));
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      opened={holder !== null}
      onClose={close}
      title={renewing ? t('mobile.regenerate_title') : t('mobile.generate_title')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        {stage.kind === 'confirm' && (
          <>
            <Text>
              <Trans
                t={t}
                i18nKey={renewing ? 'mobile.regenerate_confirm' : 'mobile.generate_confirm'}
                values={{ name }}
                components={{ b: <bdi style={{ fontWeight: 700 }} /> }}
              />
            </Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close} disabled={regenerate.isPending}>
                {t('common.cancel')}
              </Button>
              <Button color="orange" loading={regenerate.isPending} onClick={run}>
                {renewing ? t('mobile.regenerate_submit') : t('mobile.generate_submit')}
              </Button>
            </Group>
          </>
        )}
        {stage.kind === 'done' && (
          <>
            <Alert color="green" variant="light" icon={<IconCircleCheck size={20} aria-hidden />}>
              {t('mobile.new_credentials_text')}
            </Alert>
            <Stack gap="sm" data-testid="new-credentials">
              <CopyField label={t('mobile.username')} value={stage.credentials.username} missing="" testId="new-username" />
              <CopyField label={t('mobile.new_password')} value={stage.credentials.password} missing="" testId="new-password" />
            </Stack>
            <Group justify="flex-end">
              <Button onClick={onClose}>{t('mobile.done')}</Button>
            </Group>
          </>
        )}
        {stage.kind === 'missing' && (
          <>
            <Alert
              color="orange"
              variant="light"
              icon={<IconAlertTriangle size={20} aria-hidden />}
              role="alert"
              title={t('mobile.not_eligible_title')}
            >
              <List size="sm" spacing={2}>
                {stage.requirements.map((requirement) => (
                  <List.Item key={requirement}>{t(`mobile.requirements.${requirement}`)}</List.Item>
                ))}
              </List>
            </Alert>
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('common.close')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}
