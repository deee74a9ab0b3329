import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from '@academy/shared';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api/api-error';
import { errorMessage, notifyError, notifySuccess } from '@/lib/api/notify';
import { useDeleteUser } from '../api/delete-user';
import { refreshUsers } from '../api/refresh-users';
import { useDisplayName } from './user-identity';

/** What the server names as still belonging to the account (details.records of has_associated_records). */
const RECORD_KINDS = ['parent_record', 'students', 'registrations', 'contact_messages', 'other'] as const;
type RecordKind = (typeof RECORD_KINDS)[number];

type Stage = { kind: 'confirm' } | { kind: 'associated'; message: string; records: RecordKind[] } | { kind: 'money'; message: string };

interface Props {
  user: AdminUser | null;
  onClose: () => void;
  /** Deactivate instead (spec 8's alternative to deleting). */
  onDeactivate: (user: AdminUser) => void;
}

/**
 * Delete with confirmation (spec 5). When the account still has a family, requests or messages, the server
 * refuses (spec 8) and the dialog offers the two ways forward: delete with all records (cascade), or
 * deactivate. Payment history is never deleted: then only deactivation is offered.
 */
export function DeleteUserModal({ user, onClose, onDeactivate }: Props) {
  const { t } = useTranslation('admin-people');
  const displayName = useDisplayName();
  const queryClient = useQueryClient();
  const remove = useDeleteUser();
  const [stage, setStage] = useState<Stage>({ kind: 'confirm' });
  const [shownFor, setShownFor] = useState<number | null>(null);

  // A new account to delete starts at the first question.
  const id = user?.id ?? null;
  if (id !== shownFor) {
    setShownFor(id);
    setStage({ kind: 'confirm' });
  }

  const name = user ? displayName(user) : '';
  const close = () => {
    if (!remove.isPending) onClose();
  };

  const run = (cascade: boolean) => {
    if (!user) return;
    remove.mutate(
      { id: user.id, cascade },
      {
        onSuccess: () => {
          notifySuccess(cascade ? t('users.delete.deleted_cascade', { name }) : t('users.delete.deleted', { name }));
          onClose();
        },
        onError: (error) => {
          if (isApiError(error) && error.code === 'has_associated_records') {
            const records = (error.details?.records ?? []).filter((r): r is RecordKind => (RECORD_KINDS as readonly string[]).includes(r));
            setStage({ kind: 'associated', message: errorMessage(error), records });
            return;
          }
          if (isApiError(error) && error.code === 'has_money_history') {
            setStage({ kind: 'money', message: errorMessage(error) });
            return;
          }
          // 403 (own account, last active admin) and 404 (already gone) are answered by a toast.
          notifyError(error, t('users.delete.failed'));
          if (isApiError(error) && error.status === 404) refreshUsers(queryClient);
          onClose();
        },
      },
    );
  };

  const deactivate = user?.is_active ? (
    <Button
      variant="light"
      color="orange"
      disabled={remove.isPending}
      onClick={() => {
        if (user) onDeactivate(user);
        onClose();
      }}
    >
      {t('users.delete.deactivate_instead')}
    </Button>
  ) : null;

  return (
    <Modal
      opened={user !== null}
      onClose={close}
      title={t('users.delete.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        {stage.kind === 'confirm' && (
          <Text>
            <Trans t={t} i18nKey="users.delete.confirm" values={{ name }} components={{ b: <bdi style={{ fontWeight: 700 }} /> }} />
          </Text>
        )}
        {stage.kind !== 'confirm' && (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />} role="alert">
            <Stack gap="xs">
              <Text size="sm">{stage.message}</Text>
              {stage.kind === 'associated' && stage.records.length > 0 && (
                <>
                  <Text size="sm" fw={600}>
                    {t('users.delete.records_intro')}
                  </Text>
                  <List size="sm" spacing={2}>
                    {stage.records.map((record) => (
                      <List.Item key={record}>{t(`users.delete.records.${record}`)}</List.Item>
                    ))}
                  </List>
                </>
              )}
            </Stack>
          </Alert>
        )}
        {stage.kind === 'associated' && <Text size="sm">{t('users.delete.cascade_warning')}</Text>}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={remove.isPending}>
            {t('common.cancel')}
          </Button>
          {stage.kind !== 'confirm' && deactivate}
          {stage.kind === 'confirm' && (
            <Button color="red" loading={remove.isPending} onClick={() => run(false)}>
              {t('users.delete.submit')}
            </Button>
          )}
          {stage.kind === 'associated' && (
            <Button color="red" loading={remove.isPending} onClick={() => run(true)}>
              {t('users.delete.submit_cascade')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
