import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { AdminUser } from '@academy/shared';
import { Trans, useTranslation } from 'react-i18next';
import { notifySuccess } from '@/lib/api/notify';
import { useChangeUserRole } from '../api/change-user-role';
import { useDisplayName } from './user-identity';

/** Make admin / make user, after a confirmation that says what the change means. */
export function RoleChangeModal({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const { t } = useTranslation('admin-people');
  const displayName = useDisplayName();
  const change = useChangeUserRole();
  const name = user ? displayName(user) : '';
  const toAdmin = user?.role !== 'admin';
  const close = () => {
    if (!change.isPending) onClose();
  };
  return (
    <Modal
      opened={user !== null}
      onClose={close}
      title={toAdmin ? t('users.role.to_admin_title') : t('users.role.to_user_title')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Text>
          <Trans
            t={t}
            i18nKey={toAdmin ? 'users.role.to_admin_text' : 'users.role.to_user_text'}
            values={{ name }}
            components={{ b: <bdi style={{ fontWeight: 700 }} /> }}
          />
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={change.isPending}>
            {t('common.cancel')}
          </Button>
          <Button
            color="grape"
            loading={change.isPending}
            onClick={() => {
              if (!user) return;
              change.mutate(
                { id: user.id, role: toAdmin ? 'admin' : 'user' },
                {
                  onSuccess: () => {
                    notifySuccess(toAdmin ? t('users.role.now_admin', { name }) : t('users.role.now_user', { name }));
                    onClose();
                  },
                  onError: onClose,
                },
              );
            }}
          >
            {toAdmin ? t('users.role.to_admin_submit') : t('users.role.to_user_submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
